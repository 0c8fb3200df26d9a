import { describe, expect, it } from "vitest";
import { isLocalImageUrl, mediaHashOf, mediaSrcset } from "./media-urls";

const HASH = "0123456789abcdef0123456789abcdef";

describe("media addresses", () => {
  it("lists the smaller copies and the original in a srcset", () => {
    expect(mediaSrcset(`/media/${HASH}/full.jpg`, 1200)).toBe(
      `/media/${HASH}/480.webp 480w, /media/${HASH}/960.webp 960w, /media/${HASH}/full.jpg 1200w`,
    );
  });

  it("has no srcset for SVG, GIF, small images, unknown widths and other addresses", () => {
    expect(mediaSrcset(`/media/${HASH}/full.svg`, 2000)).toBeUndefined();
    expect(mediaSrcset(`/media/${HASH}/full.gif`, 2000)).toBeUndefined();
    expect(mediaSrcset(`/media/${HASH}/full.png`, 300)).toBeUndefined();
    expect(mediaSrcset(`/media/${HASH}/full.png`, undefined)).toBeUndefined();
    expect(mediaSrcset("/images/a.png", 2000)).toBeUndefined();
    expect(mediaHashOf(`/media/${HASH}/full.png`)).toBe(HASH);
    expect(mediaHashOf(`/media/${HASH}/../x`)).toBeNull();
  });

  it("takes only the site's own addresses and data images as showable", () => {
    expect(isLocalImageUrl(`/media/${HASH}/full.png`)).toBe(true);
    expect(isLocalImageUrl("data:image/png;base64,AAAA")).toBe(true);
    expect(isLocalImageUrl("http://dev.local/wp-content/uploads/a.jpg")).toBe(false);
    expect(isLocalImageUrl("https://cdn.example.com/a.jpg")).toBe(false);
    expect(isLocalImageUrl("//cdn.example.com/a.jpg")).toBe(false);
    expect(isLocalImageUrl("/\\cdn.example.com/a.jpg")).toBe(false);
    expect(isLocalImageUrl("javascript:alert(1)")).toBe(false);
  });
});
