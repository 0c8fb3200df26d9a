import { describe, expect, it } from "vitest";
import { demoArtImages } from "./demo-art";
import { DEMO_IMAGE_PATHS, DEMO_IMAGES } from "./images";

describe("demo banners", () => {
  it("draws every banner the demo content names (the logo is its own file)", () => {
    const art = demoArtImages();
    for (const path of DEMO_IMAGE_PATHS.filter((p) => p !== DEMO_IMAGES.logo))
      expect(art.get(path), path).toMatch(/^<svg [^>]*width="800" height="400"/);
  });

  it("keeps each banner's gradient and drawings apart by name", () => {
    const svg = demoArtImages().get(DEMO_IMAGES.produce)!;
    const ids = [...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
