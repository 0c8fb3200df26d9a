import { UPLOAD_LIMITS } from "../limits/limits";

/** The contact form's files field. */
export const ATTACHMENTS_PARAM = "attachments";

/**
 * Sent, as "1", with a form the page's script sends itself: the files stay chosen in the page when
 * the form comes back refused, so the visitor is not told to choose them again (a browser's own post
 * reloads the page, and its file fields come back empty).
 */
export const FILES_KEPT_FIELD = "files_kept";

/**
 * The files of a form as the contact service takes them. A file over the size limit is not read
 * (its size is known, and an empty stand-in of that size is refused by the service as too large).
 */
export async function uploadInputs(files: readonly File[]): Promise<{ name: string; bytes: Uint8Array }[]> {
  return Promise.all(
    files.map(async (f) => ({
      name: f.name,
      bytes: f.size > UPLOAD_LIMITS.fileBytes ? new Uint8Array(f.size) : new Uint8Array(await f.arrayBuffer()),
    })),
  );
}
