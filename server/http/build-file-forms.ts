import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import { getMimeType } from "hono/utils/mime";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { brotliParams } from "../page-cache/brotli-window";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Hashed build files: their names change with their bytes, so they are kept by browsers for a year. */
export const IMMUTABLE_PREFIX = "/assets/";
/** Bodies smaller than this are sent as they are (as every answer). */
export const COMPRESS_THRESHOLD = 1024;
/** The suffixes of the compressed forms the build writes beside each hashed file. */
export const FORM_SUFFIXES = { br: ".br", gzip: ".gz" } as const;

/** Whether a file of this name and size is sent compressed: a compressible type of at least the threshold. */
export function compressible(name: string, size: number, threshold = COMPRESS_THRESHOLD): boolean {
  return size >= threshold && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(getMimeType(name) ?? "");
}

/** The build file's forms, each kept only where it is smaller than the file itself. */
export function smallerForms(identity: Buffer, gzip: Buffer | null, br: Buffer | null): { gzip: Buffer | null; br: Buffer | null } {
  return { gzip: gzip && gzip.length < identity.length ? gzip : null, br: br && br.length < identity.length ? br : null };
}

/**
 * A build file's gzip and brotli forms (null where one is no smaller than the file): the highest
 * levels for the hashed files (brotli 11, gzip 9), sent for a year, and brotli 9 for the others (the
 * demo's pictures, the icon).
 */
export async function compressedForms(identity: Buffer, immutable: boolean): Promise<{ gzip: Buffer | null; br: Buffer | null }> {
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, { params: brotliParams(identity.length, immutable ? 11 : 9) }),
  ]);
  return smallerForms(identity, gz, br);
}

/**
 * Writes the compressed forms of every hashed file in `<clientDir>/assets` beside it (`x.js.br`,
 * `x.js.gz`), as the build's last step: a server then reads them instead of spending a second of CPU at
 * brotli 11 on its first requests, in every process it starts. Returns how many files it compressed.
 */
export async function writeCompressedForms(clientDir: string): Promise<number> {
  const dir = join(clientDir, IMMUTABLE_PREFIX);
  const names = (await readdir(dir, { recursive: true, encoding: "utf8" })).filter(
    (n) => !n.endsWith(FORM_SUFFIXES.br) && !n.endsWith(FORM_SUFFIXES.gzip),
  );
  let count = 0;
  await Promise.all(
    names.map(async (name) => {
      const identity = await readFile(join(dir, name)).catch(() => null);
      if (!identity || !compressible(name, identity.length)) return;
      const forms = await compressedForms(identity, true);
      if (forms.br) await writeFile(join(dir, name + FORM_SUFFIXES.br), forms.br);
      if (forms.gzip) await writeFile(join(dir, name + FORM_SUFFIXES.gzip), forms.gzip);
      count += 1;
    }),
  );
  return count;
}
