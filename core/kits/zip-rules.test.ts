import { describe, expect, it } from "vitest";
import { checkZipEntry, isLinkMode, isReadKitFile, kitEntryPath } from "./zip-rules";

describe("a kit entry's name", () => {
  it("is normalised inside the kit", () => {
    expect(kitEntryPath("./templates//15.json")).toBe("templates/15.json");
    expect(kitEntryPath("content\\page\\31.json")).toBe("content/page/31.json");
    expect(kitEntryPath("templates/")).toBe("templates/");
  });
  it("never leaves the kit", () => {
    for (const bad of ["../x.json", "a/../../x.json", "/x.json", "\\x.json", "C:/x.json", "a\u0000.json", "..\\x.json"])
      expect(() => kitEntryPath(bad), bad).toThrow(/outside|absolute|control/);
  });
  it("only JSON and XML are read", () => {
    expect(isReadKitFile("a/b.JSON")).toBe(true);
    expect(isReadKitFile("wp-content/page/page.xml")).toBe(true);
    expect(isReadKitFile("thumb.png")).toBe(false);
  });
});

describe("a kit entry's sizes", () => {
  const entry = { path: "a.json", compressedSize: 1000, uncompressedSize: 10_000, isLink: false };
  it("passes a real kit's text, refuses a link, an oversize entry and a bomb's ratio", () => {
    expect(() => checkZipEntry(entry)).not.toThrow();
    expect(() => checkZipEntry({ ...entry, isLink: true })).toThrow(/link/);
    expect(() => checkZipEntry({ ...entry, uncompressedSize: 17 * 1024 * 1024, compressedSize: 1024 * 1024 })).toThrow(
      /larger than 16 MiB/,
    );
    expect(() => checkZipEntry({ ...entry, uncompressedSize: 1024 * 1024, compressedSize: 1024 })).toThrow(/zip bomb/);
    expect(() => checkZipEntry({ ...entry, uncompressedSize: 60_000, compressedSize: 10 })).not.toThrow();
  });
  it("reads a link from the Unix mode", () => {
    expect(isLinkMode(0o120777 << 16)).toBe(true);
    expect(isLinkMode((0o100644 << 16) >>> 0)).toBe(false);
  });
});
