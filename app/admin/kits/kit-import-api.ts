import type { KitImportReview, KitImportRun, KitImportRunInput } from "#core/schemas/kits";
import { KIT_UPLOAD_FIELD } from "#core/schemas/kits";

/** The kit import API (docs/kits.md) as the import screen calls it, with the page's nonce. */
const BASE = "/api/admin/v1/kits/imports";

const headers = (nonce: string, json = false) => ({
  accept: "application/json",
  "x-aisle-nonce": nonce,
  ...(json ? { "content-type": "application/json" } : {}),
});

/** The message of an error answer, or a fallback. */
async function failure(res: Response, fallback: string): Promise<Error> {
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  return new Error(body?.message ?? fallback);
}

export async function uploadKit(file: File, nonce: string): Promise<KitImportReview> {
  const form = new FormData();
  form.append(KIT_UPLOAD_FIELD, file);
  const res = await fetch(BASE, { method: "POST", body: form, headers: headers(nonce) });
  if (!res.ok) throw await failure(res, "The kit could not be uploaded.");
  return (await res.json()) as KitImportReview;
}

export async function runKitImport(id: number, input: KitImportRunInput, nonce: string): Promise<KitImportRun> {
  const res = await fetch(`${BASE}/${id}/run`, { method: "POST", body: JSON.stringify(input), headers: headers(nonce, true) });
  if (!res.ok) throw await failure(res, "The kit could not be imported.");
  return (await res.json()) as KitImportRun;
}

export async function undoKitImport(id: number, nonce: string): Promise<{ removed: number }> {
  const res = await fetch(`${BASE}/${id}/undo`, { method: "POST", headers: headers(nonce) });
  if (!res.ok) throw await failure(res, "The import could not be undone.");
  return (await res.json()) as { removed: number };
}
