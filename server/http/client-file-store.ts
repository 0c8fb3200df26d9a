import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { getMimeType } from "hono/utils/mime";
import { createCache } from "../cache";
import { acceptsEncoding, acceptsGzip } from "./accept-encoding";
import { COMPRESS_THRESHOLD, compressedForms, compressible, FORM_SUFFIXES, IMMUTABLE_PREFIX, smallerForms } from "./build-file-forms";

/** A file of the build, read once, with its compressed forms (null when not worth sending). */
export interface KeptFile {
  type: string;
  cacheControl: string;
  /** Whether the answer varies with Accept-Encoding (a compressible type of at least the threshold). */
  varies: boolean;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
}

export interface ClientFileStoreOptions {
  root: string;
  /** The URL paths of the files the build holds (clientFiles): nothing else is read. */
  files: ReadonlySet<string>;
  /** Bound on the memory the kept files take, every form counted (default 24 MiB). */
  maxBytes?: number;
  /** Bodies smaller than this are sent as they are (default 1024 bytes, as every answer). */
  threshold?: number;
}

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const FILE_CACHE_CONTROL = "public, max-age=3600";

/**
 * The built client's files kept in memory, each read and compressed once (compressedForms; a hashed
 * file's forms are read from beside it, where the build wrote them): a request for one is a lookup
 * and a write, instead of opening the file, streaming it and, for a picture, compressing it again on
 * every request. The build does not change under a running server (a deploy starts a new one).
 * Bounded by a byte budget, shown on `/metrics` as `client-files`.
 */
export function createClientFileStore(opts: ClientFileStoreOptions) {
  const threshold = opts.threshold ?? COMPRESS_THRESHOLD;
  const kept = createCache<KeptFile | null>({
    name: "client-files",
    maxBytes: opts.maxBytes ?? 24 * 1024 * 1024,
    sizeOf: (f, key) => key.length * 2 + (f ? f.identity.length + (f.gzip?.length ?? 0) + (f.br?.length ?? 0) + 128 : 64),
  });

  /** The forms the build wrote beside a hashed file (build-file-forms.ts), or null when it wrote none. */
  const writtenForms = async (file: string, identity: Buffer): Promise<{ gzip: Buffer | null; br: Buffer | null } | null> => {
    const [gz, br] = await Promise.all([
      readFile(file + FORM_SUFFIXES.gzip).catch(() => null),
      readFile(file + FORM_SUFFIXES.br).catch(() => null),
    ]);
    if (!gz && !br) return null;
    return smallerForms(identity, gz, br);
  };

  const read = async (path: string): Promise<KeptFile | null> => {
    const file = join(opts.root, path);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const identity = await readFile(file);
    const type = getMimeType(file) ?? "application/octet-stream";
    const immutable = path.startsWith(IMMUTABLE_PREFIX);
    const varies = compressible(file, identity.length, threshold);
    const forms = varies
      ? ((immutable ? await writtenForms(file, identity) : null) ?? (await compressedForms(identity, immutable)))
      : { gzip: null, br: null };
    return { type, cacheControl: immutable ? IMMUTABLE_CACHE_CONTROL : FILE_CACHE_CONTROL, varies, identity, ...forms };
  };

  return {
    /** The file at `path` if it is kept already (a hit answered without waiting), else undefined. */
    peek(path: string): KeptFile | undefined {
      return kept.get(path) ?? undefined;
    },
    /** The file at `path`, read and kept on its first request; null when the build holds no such file. */
    load(path: string): Promise<KeptFile | null> {
      if (!opts.files.has(path)) return Promise.resolve(null);
      return kept.load(path, () => read(path));
    },
    counts: () => kept.counts(),
  };
}

export type ClientFileStore = ReturnType<typeof createClientFileStore>;

/** The form of `file` for an Accept-Encoding: brotli, then gzip, then the bytes as they are. */
export function keptForm(file: KeptFile, accept: string | undefined): { body: Buffer; encoding: "br" | "gzip" | null } {
  if (file.br && acceptsEncoding(accept, "br")) return { body: file.br, encoding: "br" };
  if (file.gzip && acceptsGzip(accept)) return { body: file.gzip, encoding: "gzip" };
  return { body: file.identity, encoding: null };
}

/** The headers of a kept file's answer in one form, as a flat list (node's writeHead takes it as it is). */
export function keptFileHeaders(file: KeptFile, body: Buffer, encoding: "br" | "gzip" | null): string[] {
  const headers = ["Cache-Control", file.cacheControl, "Content-Type", file.type, "Content-Length", String(body.length)];
  if (encoding) headers.push("Content-Encoding", encoding);
  if (file.varies) headers.push("Vary", "Accept-Encoding");
  return headers;
}
