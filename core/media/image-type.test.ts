import { describe, expect, it } from "vitest";
import { sniffImageType } from "./image-type";

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe("sniffImageType", () => {
  it.each([
    ["PNG", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), "image/png"],
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0]), "image/jpeg"],
    ["GIF", bytes("GIF89a", [1, 0]), "image/gif"],
    ["WebP", bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["AVIF", bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1miaf"), "image/avif"],
    ["AVIF by a compatible brand", bytes([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0], "mif1avif"), "image/avif"],
    ["SVG", bytes(`<svg xmlns="http://www.w3.org/2000/svg"/>`), "image/svg+xml"],
    [
      "SVG with a declaration, comment and doctype",
      new TextEncoder().encode(`\uFEFF<?xml version="1.0"?>\n<!-- x -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>`),
      "image/svg+xml",
    ],
  ])("knows %s by its content", (_name, data, type) => {
    expect(sniffImageType(data)?.mediaType).toBe(type);
  });

  it.each([
    ["HTML named like a picture", bytes("<html><script>alert(1)</script>")],
    ["an HEIC photo", bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic")],
    ["a PDF", bytes("%PDF-1.4")],
    ["an ELF program", bytes([0x7f], "ELF")],
    ["text mentioning svg later", bytes("hello <svg>")],
    ["nothing", new Uint8Array()],
  ])("refuses %s", (_name, data) => {
    expect(sniffImageType(data)).toBeNull();
  });
});
