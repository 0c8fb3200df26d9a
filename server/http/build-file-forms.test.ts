import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressible, writeCompressedForms } from "./build-file-forms";

let root: string;
const SCRIPT = `export const aisle = ${JSON.stringify("Weekly deals on fresh produce. ".repeat(200))};\n`;
const STYLES = `.card { color: #1f4d2b; }\n`.repeat(120);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "aisle-forms-"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "images"));
  writeFileSync(join(root, "assets", "entry-1a2b.js"), SCRIPT);
  writeFileSync(join(root, "assets", "frame-9f8e.css"), STYLES);
  writeFileSync(join(root, "assets", "tiny-3c4d.js"), "export {};\n");
  writeFileSync(join(root, "assets", "logo-7a7a.png"), Buffer.alloc(4000, 7));
  writeFileSync(join(root, "images", "peach.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(600)}</svg>`);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the build's compressed forms", () => {
  it("are written beside each compressible hashed file, and decode to it", async () => {
    expect(await writeCompressedForms(root)).toBe(2);
    for (const [name, text] of [
      ["entry-1a2b.js", SCRIPT],
      ["frame-9f8e.css", STYLES],
    ] as const) {
      expect(brotliDecompressSync(readFileSync(join(root, "assets", `${name}.br`))).toString()).toBe(text);
      expect(gunzipSync(readFileSync(join(root, "assets", `${name}.gz`))).toString()).toBe(text);
    }
  });

  it("leave small and binary files, and the files outside the hashed folder, as they are", async () => {
    await writeCompressedForms(root);
    expect(readdirSync(join(root, "assets")).sort()).toEqual([
      "entry-1a2b.js",
      "entry-1a2b.js.br",
      "entry-1a2b.js.gz",
      "frame-9f8e.css",
      "frame-9f8e.css.br",
      "frame-9f8e.css.gz",
      "logo-7a7a.png",
      "tiny-3c4d.js",
    ]);
    expect(readdirSync(join(root, "images"))).toEqual(["peach.svg"]);
  });

  it("are made for compressible types of at least the threshold only", () => {
    expect(compressible("a.js", 5000)).toBe(true);
    expect(compressible("a.svg", 5000)).toBe(true);
    expect(compressible("a.js", 100)).toBe(false);
    expect(compressible("a.png", 5000)).toBe(false);
    expect(compressible("a.woff2", 5000)).toBe(false);
  });
});
