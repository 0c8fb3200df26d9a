import { describe, expect, it } from "vitest";
import { lightbox } from "./element";

const widget = { elType: "widget" as const, editMode: false };

describe("lightbox element behaviour", () => {
  it("applies to widgets that link to files, galleries linking to files, a video in the lightbox, and page actions anywhere", () => {
    expect(lightbox.applies({ link_to: "file" }, widget)).toBe(true);
    expect(lightbox.applies({ wp_gallery: [{ url: "/a.png" }] }, widget)).toBe(true);
    expect(lightbox.applies({ lightbox: "yes" }, widget)).toBe(true);
    expect(lightbox.applies({ gallery: [{ url: "/a.jpg" }] }, widget)).toBe(true);
    expect(lightbox.applies({ gallery_type: "multiple", galleries: [{ multiple_gallery: [] }] }, widget)).toBe(true);
    expect(lightbox.applies({ gallery: [{ url: "/a.jpg" }], link_to: "none" }, widget)).toBe(false);
    expect(lightbox.applies({ editor: '<a href="#elementor-action:action=lightbox&settings=e30=">x</a>' }, widget)).toBe(true);
    expect(lightbox.applies({ link: { url: "%23elementor-action%3Aaction%3Dlightbox" } }, widget)).toBe(true);
  });

  it("applies to a custom link to an image and to links to images in HTML, which the kit's global lightbox opens", () => {
    expect(lightbox.applies({ link_to: "custom", link: { url: "/images/demo/wine.svg" } }, widget)).toBe(true);
    expect(lightbox.applies({ link: { url: "https://cdn.example/tray.JPEG?w=2#zoom" } }, widget)).toBe(true);
    expect(lightbox.applies({ editor: '<p><a href="/images/demo/bakery.svg">The bakery</a></p>' }, widget)).toBe(true);
    expect(lightbox.applies({ editor: '<p><a href="/recipes">Recipes</a> <img src="/images/demo/bakery.svg" alt=""></p>' }, widget)).toBe(
      false,
    );
  });

  it("leaves every other element alone", () => {
    expect(lightbox.applies({}, widget)).toBe(false);
    expect(lightbox.applies({ link_to: "custom", link: { url: "/shop" } }, widget)).toBe(false);
    expect(lightbox.applies({ wp_gallery: [{ url: "/a.png" }], gallery_link: "none" }, widget)).toBe(false);
    expect(lightbox.applies({ wp_gallery: [], gallery_link: "file" }, widget)).toBe(false);
    expect(lightbox.applies({ link_to: "file" }, { elType: "container", editMode: false })).toBe(false);
    expect(lightbox.clientSettings({ link_to: "file" })).toEqual({});
  });
});
