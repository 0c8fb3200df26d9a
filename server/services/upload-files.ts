import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { STORED_NAME_PATTERN, type SniffedType } from "../../core/web/uploads";
import { notFound } from "../http/errors";

/**
 * The files sent with contact-form messages, in one folder outside the web root (`DATA_DIR/uploads`
 * in production). Each is stored under a generated name (32 hex digits and the extension its content
 * showed), written with `wx` (never over another file) and mode 0600; a name that is not of that form
 * is never opened, so no stored name can reach outside the folder.
 */
export function createUploadFiles(dir: string) {
  const root = resolve(dir);
  const pathOf = (storedName: string) => {
    if (!STORED_NAME_PATTERN.test(storedName)) throw notFound("No such file.");
    return join(root, storedName);
  };
  return {
    root,
    /** Writes the bytes under a new generated name, and returns the name. */
    async write(bytes: Uint8Array, type: SniffedType): Promise<string> {
      await mkdir(root, { recursive: true, mode: 0o700 });
      const storedName = `${randomBytes(16).toString("hex")}.${type.ext}`;
      const handle = await open(pathOf(storedName), "wx", 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (err) {
        await handle.close().catch(() => {});
        await rm(pathOf(storedName), { force: true });
        throw err;
      }
      await handle.close();
      return storedName;
    },
    async read(storedName: string): Promise<Uint8Array> {
      try {
        return await readFile(pathOf(storedName));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") throw notFound("The file is no longer stored.");
        throw err;
      }
    },
    async exists(storedName: string): Promise<boolean> {
      return stat(pathOf(storedName)).then(
        () => true,
        () => false,
      );
    },
    /** Removes a stored file; one already gone is not an error. */
    async remove(storedName: string): Promise<void> {
      await rm(pathOf(storedName), { force: true });
    },
  };
}

export type UploadFiles = ReturnType<typeof createUploadFiles>;
