import type { MediaItemJson, MediaPageJson } from "#core/schemas/media";
import { MEDIA_FILE_PARAM } from "#core/schemas/media";

/** The media library's API (docs/media.md) as the admin's screens call it, with the page's nonce. */
const BASE = "/api/admin/v1/media";

export type MediaItem = MediaItemJson;

/** The message of an error answer, or a fallback. */
async function failure(res: Response, fallback: string): Promise<Error> {
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  return new Error(body?.message ?? fallback);
}

export async function listMedia(q: string, page: number, perPage: number, nonce: string): Promise<MediaPageJson> {
  const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (q.trim()) params.set("q", q.trim());
  const res = await fetch(`${BASE}?${params}`, { headers: { accept: "application/json", "x-aisle-nonce": nonce } });
  if (!res.ok) throw await failure(res, "The media library could not be loaded. Please try again.");
  return (await res.json()) as MediaPageJson;
}

export async function uploadMedia(files: readonly File[], nonce: string): Promise<MediaItem[]> {
  const form = new FormData();
  for (const file of files) form.append(MEDIA_FILE_PARAM, file, file.name);
  const res = await fetch(BASE, { method: "POST", body: form, headers: { accept: "application/json", "x-aisle-nonce": nonce } });
  if (!res.ok) throw await failure(res, "The upload failed. Please try again.");
  return ((await res.json()) as { items: MediaItem[] }).items;
}

export async function updateMedia(id: number, patch: { alt?: string; title?: string }, nonce: string): Promise<MediaItem> {
  const res = await fetch(`${BASE}/${id}`, {
    method: "PUT",
    body: JSON.stringify(patch),
    headers: { accept: "application/json", "content-type": "application/json", "x-aisle-nonce": nonce },
  });
  if (!res.ok) throw await failure(res, "The change was not saved. Please try again.");
  return (await res.json()) as MediaItem;
}

export async function deleteMedia(id: number, nonce: string): Promise<void> {
  const res = await fetch(`${BASE}/${id}`, { method: "DELETE", headers: { accept: "application/json", "x-aisle-nonce": nonce } });
  if (!res.ok) throw await failure(res, "The image was not deleted. Please try again.");
}
