import { UPLOAD_LIMITS } from "../limits/limits";

/** The contact form's files field. */
export const ATTACHMENTS_PARAM = "attachments";

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
