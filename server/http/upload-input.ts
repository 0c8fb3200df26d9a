import type { UploadInput } from "../services/contact";
import { UPLOAD_LIMITS } from "../../core/limits/limits";

/**
 * The files of a form as the contact service takes them. A file over the size limit is not read
 * (its size is known, and an empty stand-in of that size is refused by the service as too large).
 */
export async function uploadInputs(files: readonly File[]): Promise<UploadInput[]> {
  return Promise.all(
    files.map(async (f) => ({
      name: f.name,
      bytes: f.size > UPLOAD_LIMITS.fileBytes ? new Uint8Array(f.size) : new Uint8Array(await f.arrayBuffer()),
    })),
  );
}
