import { describe, expect, it } from "vitest";
import { attachmentDisposition, checkUploads, displayFileName, downloadFileName, sniffUploadType, uploadRefusalText } from "./uploads";
import { UPLOAD_LIMITS } from "../limits/limits";

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe("sniffUploadType", () => {
  it.each([
    ["image/png", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ["image/jpeg", bytes([0xff, 0xd8, 0xff, 0xe0])],
    ["image/gif", bytes("GIF89a", [1, 0])],
    ["image/gif", bytes("GIF87a")],
    ["image/webp", bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 ")],
    ["application/pdf", bytes("%PDF-1.7\n")],
  ])("knows %s by its first bytes", (mediaType, content) => {
    expect(sniffUploadType(content)?.mediaType).toBe(mediaType);
  });

  it.each([
    ["an ELF program", bytes([0x7f], "ELF", [2, 1, 1])],
    ["a Windows program", bytes("MZ", [0x90, 0])],
    ["a script", bytes("#!/bin/sh\n")],
    ["HTML", bytes("<!doctype html>")],
    ["SVG (scripts can live in it)", bytes("<svg xmlns='http://www.w3.org/2000/svg'>")],
    ["a RIFF file that is not WebP", bytes("RIFF", [0, 0, 0, 0], "WAVEfmt ")],
    ["a cut-off PNG signature", bytes([0x89], "PNG")],
    ["nothing", new Uint8Array()],
  ])("refuses %s", (_what, content) => {
    expect(sniffUploadType(content)).toBeNull();
  });
});

describe("displayFileName", () => {
  it("keeps the last path segment, without control characters, quotes or leading dots", () => {
    expect(displayFileName("C:\\Users\\ann\\receipt.pdf")).toBe("receipt.pdf");
    expect(displayFileName("../../etc/passwd")).toBe("passwd");
    expect(displayFileName('my "best"\u0000 photo\n.png')).toBe("my best photo.png");
    expect(displayFileName("..hidden")).toBe("hidden");
    expect(displayFileName("")).toBe("file");
    expect(Array.from(displayFileName("é".repeat(500)))).toHaveLength(UPLOAD_LIMITS.fileName);
  });
});

describe("attachmentDisposition", () => {
  it("is always an attachment, with an ASCII fallback and the exact name encoded", () => {
    expect(attachmentDisposition("photo.png")).toBe(`attachment; filename="photo.png"; filename*=UTF-8''photo.png`);
    expect(attachmentDisposition("crème brûlée.pdf")).toBe(
      `attachment; filename="cr_me br_l_e.pdf"; filename*=UTF-8''cr%C3%A8me%20br%C3%BBl%C3%A9e.pdf`,
    );
    expect(attachmentDisposition('a";b\r\nSet-Cookie: x=1.png')).not.toMatch(/[\r\n]|";b/);
  });
});

describe("checkUploads", () => {
  const png = bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]);
  it("refuses too many files first, then the first file too large or of the wrong type", () => {
    const many = Array.from({ length: UPLOAD_LIMITS.files + 1 }, () => ({
      name: "a.png",
      size: 8,
      bytes: png,
    }));
    expect(checkUploads(many)).toEqual({
      kind: "count",
      max: UPLOAD_LIMITS.files,
    });
    expect(
      checkUploads([
        { name: "a.png", size: 8, bytes: png },
        { name: "big.png", size: UPLOAD_LIMITS.fileBytes + 1 },
      ]),
    ).toMatchObject({ kind: "size", index: 1, name: "big.png" });
    expect(checkUploads([{ name: "x.png", size: 4, bytes: bytes("MZ..") }])).toMatchObject({ kind: "type", index: 0 });
    expect(checkUploads([{ name: "a.png", size: 8, bytes: png }])).toBeNull();
  });

  it("says each refusal in words the sender can act on", () => {
    expect(uploadRefusalText({ kind: "count", max: 3 })).toBe("Attach at most 3 files.");
    expect(
      uploadRefusalText({
        kind: "size",
        index: 0,
        name: "big.png",
        max: 300 * 1024,
      }),
    ).toBe("big.png is larger than 300 KB. Attach a smaller file.");
    expect(uploadRefusalText({ kind: "type", index: 0, name: "x.png" })).toMatch(/^x\.png is not a file we accept\. Attach PNG, JPEG/);
  });
});

describe("downloadFileName", () => {
  const png = { mediaType: "image/png", ext: "png" } as const;
  const jpeg = { mediaType: "image/jpeg", ext: "jpg" } as const;
  it("names a file by what its content is", () => {
    expect(downloadFileName("evil.html", png)).toBe("evil.png");
    expect(downloadFileName("evil.svg", png)).toBe("evil.png");
    expect(downloadFileName("report", { mediaType: "application/pdf", ext: "pdf" })).toBe("report.pdf");
    expect(downloadFileName(".htaccess", png)).toBe("htaccess.png");
    expect(downloadFileName("unknown.exe", null)).toBe("unknown.bin");
  });
  it("keeps a name that already says so, in any case and either JPEG spelling", () => {
    expect(downloadFileName("shelf.PNG", png)).toBe("shelf.PNG");
    expect(downloadFileName("photo.jpeg", jpeg)).toBe("photo.jpeg");
    expect(downloadFileName("photo.JPG", jpeg)).toBe("photo.JPG");
    expect(downloadFileName("photo.png.jpg", jpeg)).toBe("photo.png.jpg");
  });
  it("stays within the name limit", () => {
    expect(Array.from(downloadFileName("a".repeat(500) + ".html", png)).length).toBeLessThanOrEqual(
      Array.from(displayFileName("a".repeat(500))).length,
    );
    expect(downloadFileName("a".repeat(500) + ".html", png).endsWith(".png")).toBe(true);
  });
});
