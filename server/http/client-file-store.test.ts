import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheCounts } from "../cache";
import { clientFiles } from "./client-files";
import { createClientFileStore, keptFileHeaders, keptForm } from "./client-file-store";

let root: string;
const SCRIPT = `export const aisle = ${JSON.stringify("Fresh berries and weekly deals. ".repeat(200))};\n`;
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="1" cy="1" r="1"/>'.repeat(80)}</svg>`;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "aisle-files-"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "images"));
  writeFileSync(join(root, "assets", "entry-1a2b.js"), SCRIPT);
  writeFileSync(join(root, "assets", "tiny-3c4d.js"), "export {};\n");
  writeFileSync(join(root, "images", "peach.svg"), PICTURE);
  writeFileSync(join(root, "images", "peach.png"), Buffer.alloc(4000, 7));
  for (let i = 0; i < 40; i++) writeFileSync(join(root, "assets", `chunk-${i}.js`), `// chunk ${i}\n${SCRIPT}`);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the build's files kept in memory", () => {
  it("reads a file once and answers it in brotli, gzip or as it is, each decoding to the file", async () => {
    const store = createClientFileStore({ root, files: clientFiles(root) });
    expect(store.peek("/assets/entry-1a2b.js")).toBeUndefined();
    const file = (await store.load("/assets/entry-1a2b.js"))!;
    expect(file.type).toBe("text/javascript; charset=utf-8");
    expect(file.cacheControl).toBe("public, max-age=31536000, immutable");
    // Kept: the bytes on disk are not read again (the build does not change under a running server).
    writeFileSync(join(root, "assets", "entry-1a2b.js"), "changed");
    expect(store.peek("/assets/entry-1a2b.js")).toBe(file);

    const br = keptForm(file, "gzip, deflate, br, zstd");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = keptForm(file, "gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = keptForm(file, undefined);
    expect([plain.encoding, plain.body.toString()]).toEqual([null, SCRIPT]);
    expect(keptFileHeaders(file, br.body, br.encoding)).toEqual([
      "Cache-Control",
      "public, max-age=31536000, immutable",
      "Content-Type",
      "text/javascript; charset=utf-8",
      "Content-Length",
      String(br.body.length),
      "Content-Encoding",
      "br",
      "Vary",
      "Accept-Encoding",
    ]);
    writeFileSync(join(root, "assets", "entry-1a2b.js"), SCRIPT);
  });

  it("compresses a picture of the demo once too, and leaves small or binary files as they are", async () => {
    const store = createClientFileStore({ root, files: clientFiles(root) });
    const svg = (await store.load("/images/peach.svg"))!;
    expect(svg.cacheControl).toBe("public, max-age=3600");
    expect(brotliDecompressSync(keptForm(svg, "br").body).toString()).toBe(PICTURE);
    const tiny = (await store.load("/assets/tiny-3c4d.js"))!;
    expect([tiny.gzip, tiny.br, tiny.varies]).toEqual([null, null, false]);
    expect(keptFileHeaders(tiny, tiny.identity, null)).not.toContain("Vary");
    const png = (await store.load("/images/peach.png"))!;
    expect([png.type, png.gzip, png.br, png.varies]).toEqual(["image/png", null, null, false]);
  });

  it("answers a hashed file in the forms the build wrote beside it, which are not files of their own", async () => {
    const SHIPPED = `export const shipped = ${JSON.stringify("Sweet corn, picked this morning. ".repeat(120))};\n`;
    // Quality 1 and level 1: bytes the store's own compression (brotli 11, gzip 9) would never make.
    const br = brotliCompressSync(SHIPPED, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });
    const gz = gzipSync(SHIPPED, { level: 1 });
    writeFileSync(join(root, "assets", "shipped-5e6f.js"), SHIPPED);
    writeFileSync(join(root, "assets", "shipped-5e6f.js.br"), br);
    writeFileSync(join(root, "assets", "shipped-5e6f.js.gz"), gz);
    try {
      const files = clientFiles(root);
      expect(files.has("/assets/shipped-5e6f.js")).toBe(true);
      expect([files.has("/assets/shipped-5e6f.js.br"), files.has("/assets/shipped-5e6f.js.gz")]).toEqual([false, false]);
      const file = (await createClientFileStore({ root, files }).load("/assets/shipped-5e6f.js"))!;
      expect(keptForm(file, "br").body.equals(br)).toBe(true);
      expect(keptForm(file, "gzip").body.equals(gz)).toBe(true);
      expect(brotliDecompressSync(keptForm(file, "br").body).toString()).toBe(SHIPPED);
    } finally {
      for (const name of ["shipped-5e6f.js", "shipped-5e6f.js.br", "shipped-5e6f.js.gz"]) rmSync(join(root, "assets", name));
    }
  });

  it("reads nothing the build does not hold: an unknown path, a folder, a path out of the root", async () => {
    const store = createClientFileStore({ root, files: clientFiles(root) });
    expect(await store.load("/assets/missing.js")).toBeNull();
    expect(await store.load("/images")).toBeNull();
    expect(await store.load("/../etc/passwd")).toBeNull();
  });

  it("holds within its byte budget, shown as client-files", async () => {
    const budget = 64 * 1024;
    const store = createClientFileStore({ root, files: clientFiles(root), maxBytes: budget });
    for (let i = 0; i < 40; i++) expect((await store.load(`/assets/chunk-${i}.js`))!.identity.length).toBeGreaterThan(6000);
    const counts = store.counts();
    expect([counts.name, counts.maxBytes]).toEqual(["client-files", budget]);
    expect(counts.evictions).toBeGreaterThan(0);
    expect(counts.bytes).toBeLessThanOrEqual(budget);
    expect(cacheCounts().map((c) => c.name)).toContain("client-files");
    // The first chunks made room for the last ones.
    expect(store.peek("/assets/chunk-0.js")).toBeUndefined();
    expect(store.peek("/assets/chunk-39.js")).toBeDefined();
  });
});
