import { MEDIA_LIMITS } from "#core/limits/limits";
import type { ElementNode } from "#core/documents/document-types";
import type { Actor } from "./audit";
import type { MediaService } from "./media";
import { fetchRemote, RemoteFetchError } from "./remote-fetch";
import { ImageRefusal } from "./media-images";
import { isApiError } from "../http/errors";

/** Where an import's images are fetched from (docs/media.md): the fetch's limits and, for tests only, loopback. */
export interface ImageFetchOptions {
  allowLoopback: boolean;
  resolve?: (host: string) => Promise<Array<{ address: string; family: number }>>;
}

/** An image value of Elementor's media control: `{ url, id, alt?, source?, size? }` (a link has `is_external`). */
type ImageValue = { url: string; id?: unknown; alt?: unknown; width?: unknown; height?: unknown };

function isImageValue(value: Record<string, unknown>): value is ImageValue {
  return typeof value.url === "string" && !("is_external" in value) && ("id" in value || "alt" in value || "source" in value);
}

const isRemote = (url: string) => /^https?:\/\//i.test(url.trim());

/** Every image value with an address at another host, in the settings of the document and each element. */
function remoteImages(settings: unknown, elements: readonly ElementNode[]): ImageValue[] {
  const found: ImageValue[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 40 || !value || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    if (isImageValue(record) && isRemote(record.url)) found.push(record);
    for (const item of Object.values(record)) visit(item, depth + 1);
  };
  visit(settings, 0);
  const walk = (list: readonly ElementNode[]) => {
    for (const el of list) {
      visit(el.settings, 0);
      walk(el.elements ?? []);
    }
  };
  walk(elements);
  return found;
}

/** Why an image was not brought in, for a warning. */
function reasonOf(err: unknown): string {
  if (err instanceof RemoteFetchError) return err.message;
  if (err instanceof ImageRefusal) return err.message.replace(/\.$/, "");
  if (isApiError(err)) {
    // The upload's error names the file; the warning names the address already.
    const reason = (err.extra.params as Record<string, string> | undefined)?.file;
    return (reason ?? err.message).replace(/\.$/, "");
  }
  throw err;
}

/**
 * Brings an import's images at other hosts into the media library: each address is
 * fetched once (guarded: server/services/remote-fetch.ts), stored like an upload, and every image value
 * that named it then points at the local copy with its id and size. An address that cannot be
 * fetched keeps its value, and `warn` names it: the page then shows the image's alt text in a box of
 * its size (the image widget's check), never a broken image. At most MEDIA_LIMITS.importImages
 * addresses per import.
 */
export async function importRemoteImages(
  doc: { settings: unknown; elements: ElementNode[] },
  media: MediaService,
  fetchOptions: ImageFetchOptions,
  actor: Actor,
  warn: (message: string) => void,
): Promise<void> {
  const values = remoteImages(doc.settings, doc.elements);
  const byUrl = new Map<string, ImageValue[]>();
  for (const v of values) {
    const list = byUrl.get(v.url.trim()) ?? [];
    list.push(v);
    byUrl.set(v.url.trim(), list);
  }
  let fetched = 0;
  for (const [url, uses] of byUrl) {
    if (fetched >= MEDIA_LIMITS.importImages) {
      warn(
        `The image at ${url} was not brought in (an import brings in at most ${MEDIA_LIMITS.importImages} images); the page shows its alt text instead.`,
      );
      continue;
    }
    fetched++;
    try {
      const bytes = await fetchRemote(url, {
        maxBytes: media.options.maxFileBytes,
        allowLoopback: fetchOptions.allowLoopback,
        resolve: fetchOptions.resolve,
      });
      const alt = uses.map((u) => (typeof u.alt === "string" ? u.alt : "")).find((a) => a.trim() !== "") ?? "";
      const last = new URL(url).pathname.split("/").pop() || "image";
      let name = last;
      try {
        name = decodeURIComponent(last);
      } catch {
        // A malformed escape: the name as written.
      }
      const { item } = await media.addImported({ name, bytes, alt, sourceUrl: url }, actor);
      for (const use of uses) {
        use.url = item.url;
        use.id = item.id;
        use.width = item.width;
        use.height = item.height;
      }
    } catch (err) {
      warn(`The image at ${url} could not be brought in (${reasonOf(err)}); the page shows its alt text instead.`);
    }
  }
}
