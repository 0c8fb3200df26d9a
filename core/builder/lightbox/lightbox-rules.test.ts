import { describe, expect, it } from "vitest";
import type { SlideshowLink } from "./lightbox-rules";
import {
  isImageUrl,
  isLightboxLink,
  settingsLinkToImage,
  LIGHTBOX_IMAGE_EXTENSIONS,
  lightboxCounterText,
  lightboxDialogName,
  lightboxEnabled,
  lightboxKitOptions,
  opensInLightbox,
  showsCounter,
  slideshowGroup,
} from "./lightbox-rules";

describe("isImageUrl", () => {
  it("takes the spec's seven extensions, avif included, and bmp", () => {
    expect(LIGHTBOX_IMAGE_EXTENSIONS).toEqual(["png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "bmp"]);
    for (const ext of LIGHTBOX_IMAGE_EXTENSIONS) expect(isImageUrl(`/uploads/peaches.${ext}`), ext).toBe(true);
  });

  it.each([
    "/uploads/peaches.JPG",
    "/uploads/peaches.Jpeg",
    "/uploads/PEACHES.AVIF",
    "https://cdn.example/peaches.webp",
    "http://cdn.example/a/b/peaches.png",
    "/uploads/peaches.jpg?ver=2&w=800",
    "/uploads/peaches.jpg?",
    "/uploads/peaches.jpg#zoom",
    "uploads/peaches.gif",
    "../peaches.svg",
    "/uploads/peaches.min.png",
    "  /uploads/peaches.png  ",
    "/uploads/peaches.bmp",
    "/uploads/peaches.BMP?v=3#top",
    "https://cdn.example/peaches.Svg?x=1#frag",
  ])("an image: %j", (href) => expect(isImageUrl(href)).toBe(true));

  it.each([
    "/uploads/peaches.pdf",
    "/uploads/peaches.jpg.html",
    "/uploads/peaches.jpgx",
    "/uploads/peachesjpg",
    "/uploads/peaches",
    "/uploads/",
    "/show?img=peaches.jpg",
    "/show#peaches.jpg",
    "/uploads/peaches.tiff",
    "/uploads/peaches.heic",
    "javascript:alert(1)//x.png",
    "data:image/png;base64,iVBORw0KGgo=.png",
    "mailto:a@b.test?x=.png",
    "//evil.example/peaches.png",
    "",
    "#",
  ])("not an image: %j", (href) => expect(isImageUrl(href)).toBe(false));

  it("not for what is not text", () => {
    for (const value of [undefined, null, 12, {}, ["/a.png"]]) expect(isImageUrl(value)).toBe(false);
  });
});

describe("settingsLinkToImage", () => {
  it("a link setting to an image: an image's custom link, a call to action's, a list item's", () => {
    expect(settingsLinkToImage({ link_to: "custom", link: { url: "/images/demo/wine.svg", is_external: "" } })).toBe(true);
    expect(settingsLinkToImage({ cta_link: { url: "https://cdn.example/deals.JPG?w=800" } })).toBe(true);
    expect(
      settingsLinkToImage({
        icon_list: [
          { text: "Shop", link: { url: "/shop" } },
          { text: "Map", link: { url: "/map.png#store" } },
        ],
      }),
    ).toBe(true);
  });

  it("a link to an image in HTML: a text editor's content, a tab's", () => {
    expect(settingsLinkToImage({ editor: '<p>See <a href="/images/demo/bakery.svg">the bakery</a>.</p>' })).toBe(true);
    expect(settingsLinkToImage({ tabs: [{ tab_content: "<a href='/x.webp'>x</a>" }] })).toBe(true);
    expect(settingsLinkToImage({ editor: '<a href="/peaches&#46;jpg">p</a>' })).toBe(true);
  });

  it("not images themselves, links elsewhere, or image addresses that are not links", () => {
    expect(settingsLinkToImage({ image: { url: "/images/demo/produce.svg" }, link_to: "none" })).toBe(false);
    expect(settingsLinkToImage({ carousel: [{ url: "/a.png" }, { url: "/b.png" }] })).toBe(false);
    expect(settingsLinkToImage({ link: { url: "/shop" }, editor: '<p><a href="/recipes">Recipes</a> <img src="/a.png" alt=""></p>' })).toBe(
      false,
    );
    expect(settingsLinkToImage({ editor: "<p>See /images/demo/bakery.svg</p>", title: "a.png" })).toBe(false);
    expect(settingsLinkToImage({ link: { url: "javascript:alert(1)//.png" } })).toBe(false);
    expect(settingsLinkToImage({ link_to: "file", gallery_link: "file" })).toBe(false);
  });

  it("any stored value, however shaped", () => {
    for (const value of [undefined, null, 12, "", [], {}, { link: "/a.png" }, { link: { url: 5 } }, { link: [] }])
      expect(settingsLinkToImage(value), JSON.stringify(value)).toBe(false);
    let deep: unknown = { link: { url: "/a.png" } };
    for (let i = 0; i < 100; i++) deep = { nested: deep };
    expect(settingsLinkToImage(deep)).toBe(false);
  });
});

describe("isLightboxLink", () => {
  it("an image link that is not a download", () => {
    expect(isLightboxLink({ href: "/a.jpg" })).toBe(true);
    expect(isLightboxLink({ href: "/a.jpg", download: false })).toBe(true);
    expect(isLightboxLink({ href: "/a.jpg", download: true })).toBe(false);
    expect(isLightboxLink({ href: "/a.pdf" })).toBe(false);
    expect(isLightboxLink({ href: null })).toBe(false);
  });

  it("the video flag makes any link one, a download or not", () => {
    expect(isLightboxLink({ href: "/recipes/pie", video: "https://youtu.be/dQw4w9WgXcQ" })).toBe(true);
    expect(isLightboxLink({ href: "#", download: true, video: "https://youtu.be/dQw4w9WgXcQ" })).toBe(true);
    expect(isLightboxLink({ href: "/recipes/pie", video: "" })).toBe(false);
    expect(isLightboxLink({ href: "/recipes/pie", video: "  " })).toBe(false);
    expect(isLightboxLink({ href: "/recipes/pie", video: null })).toBe(false);
  });
});

describe("lightboxEnabled", () => {
  it("the element's yes wins whatever the kit says", () => {
    expect(lightboxEnabled("yes", false)).toBe(true);
    expect(lightboxEnabled("yes", true)).toBe(true);
  });

  it("with the kit's global lightbox on, anything but no", () => {
    for (const own of [undefined, null, "", "default", "yes", "anything"]) expect(lightboxEnabled(own, true), String(own)).toBe(true);
    expect(lightboxEnabled("no", true)).toBe(false);
  });

  it("with it off, only yes", () => {
    for (const own of [undefined, null, "", "default", "no", true]) expect(lightboxEnabled(own, false), String(own)).toBe(false);
  });
});

describe("lightboxKitOptions", () => {
  it("defaults: everything on, title and description from their own fields", () => {
    const defaults = {
      globalImageLightbox: true,
      counter: true,
      fullscreen: true,
      zoom: true,
      share: true,
      titleSource: "title",
      descriptionSource: "description",
    };
    expect(lightboxKitOptions({})).toEqual(defaults);
    expect(lightboxKitOptions(undefined)).toEqual(defaults);
    expect(lightboxKitOptions("garbage")).toEqual(defaults);
    expect(lightboxKitOptions([])).toEqual(defaults);
  });

  it("reads each switch and source", () => {
    expect(
      lightboxKitOptions({
        global_image_lightbox: "",
        lightbox_enable_counter: "",
        lightbox_enable_fullscreen: "no",
        lightbox_enable_zoom: "yes",
        lightbox_enable_share: "",
        lightbox_title_src: "caption",
        lightbox_description_src: "none",
      }),
    ).toEqual({
      globalImageLightbox: false,
      counter: false,
      fullscreen: false,
      zoom: true,
      share: false,
      titleSource: "caption",
      descriptionSource: "none",
    });
    expect(lightboxKitOptions({ lightbox_title_src: "<script>" }).titleSource).toBe("title");
  });

  it("does not read inherited properties", () => {
    expect(lightboxKitOptions(Object.create({ global_image_lightbox: "" })).globalImageLightbox).toBe(true);
  });
});

describe("opensInLightbox", () => {
  const on = lightboxKitOptions({});
  const off = lightboxKitOptions({ global_image_lightbox: "" });
  it("needs both a lightbox link and the lightbox enabled", () => {
    expect(opensInLightbox({ href: "/a.png" }, on)).toBe(true);
    expect(opensInLightbox({ href: "/a.png" }, off)).toBe(false);
    expect(opensInLightbox({ href: "/a.png", openLightbox: "yes" }, off)).toBe(true);
    expect(opensInLightbox({ href: "/a.png", openLightbox: "no" }, on)).toBe(false);
    expect(opensInLightbox({ href: "/a.png", download: true, openLightbox: "yes" }, on)).toBe(false);
    expect(opensInLightbox({ href: "/a.html", openLightbox: "yes" }, on)).toBe(false);
    expect(opensInLightbox({ href: "/a.html", video: "https://vimeo.com/76979871", openLightbox: "default" }, on)).toBe(true);
  });
});

describe("slideshowGroup", () => {
  const link = (href: string, more: Partial<SlideshowLink> = {}): SlideshowLink => ({ slideshow: "a1b2c3d", href, ...more });

  it("the group's links in page order when they carry no index, opening at the clicked one", () => {
    const links = [
      link("/1.jpg"),
      link("/x.jpg", { slideshow: "other" }),
      link("/2.jpg"),
      link("/3.jpg"),
      link("/y.jpg", { slideshow: null }),
    ];
    expect(slideshowGroup(links, "a1b2c3d", { url: "/2.jpg" })).toEqual({
      items: [{ url: "/1.jpg" }, { url: "/2.jpg" }, { url: "/3.jpg" }],
      start: 1,
    });
  });

  it("orders by the index attribute, ties in page order", () => {
    const links = [
      link("/c.jpg", { index: "2" }),
      link("/a.jpg", { index: 0 }),
      link("/b.jpg", { index: "1" }),
      link("/b2.jpg", { index: "1" }),
    ];
    expect(slideshowGroup(links, "a1b2c3d")?.items.map((i) => i.url)).toEqual(["/a.jpg", "/b.jpg", "/b2.jpg", "/c.jpg"]);
  });

  it("a missing or unreadable index counts as the link's place in the group", () => {
    const links = [link("/p0.jpg"), link("/p1.jpg", { index: "x" }), link("/p2.jpg", { index: "-1" }), link("/p3.jpg", { index: "0" })];
    expect(slideshowGroup(links, "a1b2c3d")?.items.map((i) => i.url)).toEqual(["/p0.jpg", "/p3.jpg", "/p1.jpg", "/p2.jpg"]);
  });

  it("opens at the index when no link has the clicked address, else at the first", () => {
    const links = [link("/a.jpg", { index: 0 }), link("/b.jpg", { index: 1 }), link("/c.jpg", { index: 2 })];
    expect(slideshowGroup(links, "a1b2c3d", { index: 2 })?.start).toBe(2);
    expect(slideshowGroup(links, "a1b2c3d", { url: "/zzz.jpg", index: 1 })?.start).toBe(1);
    expect(slideshowGroup(links, "a1b2c3d", { url: "/zzz.jpg" })?.start).toBe(0);
    expect(slideshowGroup(links, "a1b2c3d", { index: 9 })?.start).toBe(0);
  });

  it("leaves out a looping carousel's clones", () => {
    const links = [link("/a.jpg"), link("/b.jpg"), link("/a.jpg", { clone: true })];
    expect(slideshowGroup(links, "a1b2c3d")?.items).toEqual([{ url: "/a.jpg" }, { url: "/b.jpg" }]);
  });

  it("carries video, title and description; blank texts are left out", () => {
    const links = [
      link("/poster.jpg", { video: "https://www.youtube.com/embed/dQw4w9WgXcQ", title: "Market tour", description: "" }),
      link("/b.jpg", { title: "  ", description: "Ripe <b>peaches</b>" }),
    ];
    expect(slideshowGroup(links, "a1b2c3d", { url: "https://www.youtube.com/embed/dQw4w9WgXcQ" })).toEqual({
      items: [
        { url: "/poster.jpg", video: "https://www.youtube.com/embed/dQw4w9WgXcQ", title: "Market tour" },
        { url: "/b.jpg", description: "Ripe <b>peaches</b>" },
      ],
      start: 0,
    });
  });

  it("leaves out links whose address or video is not a safe web address", () => {
    const links = [
      link("javascript:alert(1)"),
      link("/ok.jpg"),
      link("/v.jpg", { video: "javascript:alert(1)" }),
      link("//evil.example/x.jpg"),
      link(""),
    ];
    expect(slideshowGroup(links, "a1b2c3d")).toEqual({ items: [{ url: "/ok.jpg" }], start: 0 });
  });

  it("null when the group has nothing to show", () => {
    expect(slideshowGroup([], "a1b2c3d")).toBeNull();
    expect(slideshowGroup([link("/a.jpg")], "other")).toBeNull();
    expect(slideshowGroup([link("javascript:x")], "a1b2c3d")).toBeNull();
  });
});

describe("counter and name", () => {
  it("counter text is position of count", () => {
    expect(lightboxCounterText(0, 5)).toBe("1 / 5");
    expect(lightboxCounterText(4, 5)).toBe("5 / 5");
  });

  it("the counter shows when the kit has it on and there is more than one item", () => {
    expect(showsCounter({ counter: true }, 2)).toBe(true);
    expect(showsCounter({ counter: true }, 1)).toBe(false);
    expect(showsCounter({ counter: false }, 5)).toBe(false);
  });

  it("the dialog is named by the title, else Lightbox", () => {
    expect(lightboxDialogName("Fresh peaches")).toBe("Fresh peaches");
    expect(lightboxDialogName("  Fresh peaches ")).toBe("Fresh peaches");
    expect(lightboxDialogName("   ")).toBe("Lightbox");
    expect(lightboxDialogName(undefined)).toBe("Lightbox");
    expect(lightboxDialogName(null)).toBe("Lightbox");
  });
});
