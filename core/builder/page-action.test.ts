import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LightboxActionItem, PageAction } from "./page-action";
import { buildPageActionLink, hashPageAction, parsePageAction } from "./page-action";
import { safeWebUrl } from "../text/safe-url";

/** The settings JSON in base64, the way the browser's btoa writes it. */
const b64 = (settings: unknown) => btoa(JSON.stringify(settings));
const link = (action: string, settings: unknown) => `#elementor-action:action=${action}&settings=${b64(settings)}`;
const utf8b64 = (json: string) => btoa(String.fromCharCode(...new TextEncoder().encode(json)));

const peach = { type: "image", url: "https://cdn.example/peach.jpg" } as const;

describe("parsePageAction: lightbox", () => {
  it("one image, with its title and description", () => {
    expect(
      parsePageAction(link("lightbox", { type: "image", url: "/uploads/peach.jpg", title: "Peaches", description: "Ripe today" })),
    ).toEqual({
      action: "lightbox",
      lightbox: { kind: "single", item: { type: "image", url: "/uploads/peach.jpg", title: "Peaches", description: "Ripe today" } },
    });
  });

  it("an attachment id or a bare url means an image", () => {
    const single = { action: "lightbox", lightbox: { kind: "single", item: peach } };
    expect(parsePageAction(link("lightbox", { id: 1234, url: peach.url }))).toEqual(single);
    expect(parsePageAction(link("lightbox", { url: peach.url }))).toEqual(single);
  });

  it("one video", () => {
    expect(
      parsePageAction(link("lightbox", { type: "video", url: "https://www.youtube.com/embed/dQw4w9WgXcQ", videoType: "youtube" })),
    ).toEqual({
      action: "lightbox",
      lightbox: { kind: "single", item: { type: "video", url: "https://www.youtube.com/embed/dQw4w9WgXcQ" } },
    });
  });

  it("a slideshow of the page's links, with the address or index it opens at", () => {
    expect(parsePageAction(link("lightbox", { slideshow: "a1b2c3d" }))).toEqual({
      action: "lightbox",
      lightbox: { kind: "slideshow", slideshow: "a1b2c3d" },
    });
    expect(parsePageAction(link("lightbox", { slideshow: "all-a1b2c3d", url: peach.url, index: 2 }))).toEqual({
      action: "lightbox",
      lightbox: { kind: "slideshow", slideshow: "all-a1b2c3d", url: peach.url, index: 2 },
    });
    expect(parsePageAction(link("lightbox", { slideshow: 123, index: "1" }))).toEqual({
      action: "lightbox",
      lightbox: { kind: "slideshow", slideshow: "123", index: 1 },
    });
    expect(parsePageAction(link("lightbox", { slideshow: "a1b2c3d", url: "javascript:alert(1)", index: -1 }))).toEqual({
      action: "lightbox",
      lightbox: { kind: "slideshow", slideshow: "a1b2c3d" },
    });
  });

  it("a slideshow id that could be selector syntax is refused", () => {
    for (const slideshow of ['a"],img[src', "a b", "x".repeat(65), {}, ["a"], true]) {
      expect(parsePageAction(link("lightbox", { slideshow })), JSON.stringify(slideshow)).toBeNull();
    }
  });

  it("a list of slides, unusable ones dropped, the start index kept within the list", () => {
    const slides = [
      peach,
      { type: "video", url: "https://vimeo.com/76979871", title: "Tour" },
      { type: "image", url: "javascript:alert(1)" },
      "junk",
      { type: "html", url: "/x" },
    ];
    expect(parsePageAction(link("lightbox", { slides, index: 1 }))).toEqual({
      action: "lightbox",
      lightbox: { kind: "slides", slides: [peach, { type: "video", url: "https://vimeo.com/76979871", title: "Tour" }], index: 1 },
    });
    expect(parsePageAction(link("lightbox", { slides, index: 40 }))?.action).toBe("lightbox");
    expect((parsePageAction(link("lightbox", { slides, index: 40 })) as { lightbox: { index: number } }).lightbox.index).toBe(1);
    expect((parsePageAction(link("lightbox", { slides })) as { lightbox: { index: number } }).lightbox.index).toBe(0);
    expect(parsePageAction(link("lightbox", { slides: [] }))).toBeNull();
    expect(parsePageAction(link("lightbox", { slides: [{ type: "image", url: "data:image/png;base64,AAAA" }] }))).toBeNull();
  });

  it("an item needs a safe web address and a known type; blank or non-text titles are dropped", () => {
    for (const settings of [
      {},
      { type: "image" },
      { type: "image", url: "" },
      { type: "image", url: "javascript:alert(1)" },
      { type: "video", url: "//evil.example/v.mp4" },
      { type: "image", url: "mailto:a@b.test" },
      { type: "html", html: "<img src=x onerror=alert(1)>" },
      { type: "slideshow", url: peach.url },
      { type: "image", url: 42 },
    ]) {
      expect(parsePageAction(link("lightbox", settings)), JSON.stringify(settings)).toBeNull();
    }
    expect(parsePageAction(link("lightbox", { ...peach, title: "  ", description: 7 }))).toEqual({
      action: "lightbox",
      lightbox: { kind: "single", item: peach },
    });
  });
});

describe("parsePageAction: popups", () => {
  it("popup:open with its document id and toggle", () => {
    expect(parsePageAction(link("popup:open", { id: "123", toggle: false }))).toEqual({ action: "popup:open", id: 123, toggle: false });
    expect(parsePageAction(link("popup:open", { id: 123, toggle: true }))).toEqual({ action: "popup:open", id: 123, toggle: true });
    expect(parsePageAction(link("popup:open", { id: "7", toggle: "yes" }))).toEqual({ action: "popup:open", id: 7, toggle: true });
    expect(parsePageAction(link("popup:open", { id: "7" }))).toEqual({ action: "popup:open", id: 7, toggle: false });
  });

  it("popup:open without a positive whole id is nothing", () => {
    for (const id of [undefined, "", "abc", "12a", 0, -3, 1.5, "1e3", Number.MAX_SAFE_INTEGER + 2, null, [1]]) {
      expect(parsePageAction(link("popup:open", { id })), String(id)).toBeNull();
    }
  });

  it("popup:close, with or without an id, and do_not_show_again", () => {
    expect(parsePageAction(link("popup:close", {}))).toEqual({ action: "popup:close", doNotShowAgain: false });
    expect(parsePageAction(link("popup:close", { do_not_show_again: "yes" }))).toEqual({ action: "popup:close", doNotShowAgain: true });
    expect(parsePageAction(link("popup:close", { id: "55", do_not_show_again: "" }))).toEqual({
      action: "popup:close",
      id: 55,
      doNotShowAgain: false,
    });
    expect(parsePageAction("#elementor-action:action=popup:close")).toEqual({ action: "popup:close", doNotShowAgain: false });
    expect(parsePageAction("#elementor-action:action=popup:close&settings=")).toEqual({ action: "popup:close", doNotShowAgain: false });
  });
});

describe("parsePageAction: the forms addresses take", () => {
  const expected = { action: "popup:open", id: 123, toggle: false };
  const base64 = b64({ id: "123", toggle: false });

  it("URL-encoded, wholly or after the marker, as PHP and share links write them", () => {
    expect(parsePageAction(encodeURIComponent(`#elementor-action:action=popup:open&settings=${base64}`))).toEqual(expected);
    expect(parsePageAction(`#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D${encodeURIComponent(base64)}`)).toEqual(expected);
  });

  it("HTML-escaped &amp;, and surrounding spaces", () => {
    expect(parsePageAction(`  #elementor-action:action=popup:open&amp;settings=${base64}\n`)).toEqual(expected);
  });

  it("base64 without padding, URL-safe, or with + turned to a space", () => {
    const settings = { type: "image", url: "/a.jpg?x=1", title: "Café >>> ?" };
    const padded = b64(settings);
    expect(padded).toMatch(/=$/);
    expect(padded).toMatch(/\+/);
    expect(padded).toMatch(/\//);
    const want = parsePageAction(`#elementor-action:action=lightbox&settings=${padded}`);
    expect(want).not.toBeNull();
    expect(parsePageAction(`#elementor-action:action=lightbox&settings=${padded.replace(/=+$/, "")}`)).toEqual(want);
    expect(parsePageAction(`#elementor-action:action=lightbox&settings=${padded.replaceAll("+", "-").replaceAll("/", "_")}`)).toEqual(want);
    expect(parsePageAction(`#elementor-action:action=lightbox&settings=${padded.replaceAll("+", " ")}`)).toEqual(want);
  });

  it("UTF-8 JSON, Latin-1 JSON (btoa of accented text) and PHP's \\u escapes all read the same", () => {
    const title = "Crème fraîche";
    const want = { action: "lightbox", lightbox: { kind: "single", item: { type: "image", url: "/c.jpg", title } } };
    const json = JSON.stringify({ type: "image", url: "/c.jpg", title });
    expect(parsePageAction(`#elementor-action:action=lightbox&settings=${utf8b64(json)}`)).toEqual(want);
    expect(parsePageAction(`#elementor-action:action=lightbox&settings=${btoa(json)}`)).toEqual(want);
    expect(
      parsePageAction(
        `#elementor-action:action=lightbox&settings=${btoa('{"type":"image","url":"/c.jpg","title":"Cr\\u00e8me fra\\u00eeche"}')}`,
      ),
    ).toEqual(want);
    const emoji = JSON.stringify({ type: "image", url: "/c.jpg", title: "Fresh 🍑 今日" });
    expect(parsePageAction(`#elementor-action:action=lightbox&settings=${utf8b64(emoji)}`)).toEqual({
      action: "lightbox",
      lightbox: { kind: "single", item: { type: "image", url: "/c.jpg", title: "Fresh 🍑 今日" } },
    });
  });

  it("the settings may come before the action; the first of each counts", () => {
    expect(parsePageAction(`#elementor-action:settings=${base64}&action=popup:open`)).toEqual(expected);
    expect(parsePageAction(`#elementor-action:action=popup:open&settings=${base64}&action=lightbox&settings=xx`)).toEqual(expected);
  });

  it("a whole page address with the marker in its hash is not an action link", () => {
    expect(parsePageAction(`https://evil.example/#elementor-action:action=popup:open&settings=${base64}`)).toBeNull();
    expect(parsePageAction(`/page#elementor-action:action=popup:open&settings=${base64}`)).toBeNull();
  });
});

describe("parsePageAction: nothing for anything else", () => {
  it.each([
    ["no marker", "#top"],
    ["the marker without #", `elementor-action:action=popup:open&settings=${b64({ id: 1 })}`],
    ["another case", `#Elementor-Action:action=popup:open&settings=${b64({ id: 1 })}`],
    ["no action", `#elementor-action:settings=${b64({ id: 1 })}`],
    ["an unknown action", link("off_canvas:open", { id: "a1b2c3d" })],
    ["an unknown action", link("popup:toggle", { id: 1 })],
    ["an empty action", `#elementor-action:action=&settings=${b64({ id: 1 })}`],
    ["bad base64", "#elementor-action:action=popup:open&settings=!!!notbase64"],
    ["base64 of one character too many", "#elementor-action:action=popup:open&settings=eyJpZCI6MX0xx"],
    ["base64 with a stray =", "#elementor-action:action=popup:open&settings=ey=JpZCI6MX0"],
    ["base64 of no JSON", `#elementor-action:action=popup:open&settings=${btoa("id=1")}`],
    ["base64 of broken JSON", `#elementor-action:action=popup:open&settings=${btoa('{"id":1')}`],
    ["JSON that is not an object", `#elementor-action:action=popup:open&settings=${btoa("[1]")}`],
    ["JSON null", `#elementor-action:action=popup:close&settings=${btoa("null")}`],
    ["JSON text", `#elementor-action:action=popup:close&settings=${btoa('"x"')}`],
    ["a broken escape", "%23elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D%E0%A4%A"],
    ["empty", ""],
  ])("%s", (_why, address) => expect(parsePageAction(address)).toBeNull());

  it("what is not text", () => {
    for (const value of [undefined, null, 1, {}, [link("popup:open", { id: 1 })]]) expect(parsePageAction(value)).toBeNull();
  });

  it("never throws on any text, marker or not", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `#elementor-action:${s}`),
          fc.base64String().map((s) => `#elementor-action:action=lightbox&settings=${s}`),
        ),
        (address) => {
          parsePageAction(address);
        },
      ),
    );
  });

  it("never reads an inherited property as a setting", () => {
    expect(parsePageAction(link("popup:open", JSON.parse('{"__proto__":{"id":5}}')))).toBeNull();
  });
});

describe("hashPageAction", () => {
  const hash = link("lightbox", peach);

  it("runs the hash's action only when a link on the page runs the same one", () => {
    expect(hashPageAction(hash, ["/about", hash])).toEqual({ action: "lightbox", lightbox: { kind: "single", item: peach } });
    expect(hashPageAction(hash, [encodeURIComponent(hash)])).not.toBeNull();
    expect(hashPageAction(hash, ["/about", "#top"])).toBeNull();
    expect(hashPageAction(hash, [])).toBeNull();
    expect(hashPageAction(hash, [link("lightbox", { ...peach, url: "https://cdn.example/other.jpg" })])).toBeNull();
  });

  it("nothing for a hash that is no action", () => {
    expect(hashPageAction("", [hash])).toBeNull();
    expect(hashPageAction("#top", ["#top"])).toBeNull();
  });
});

describe("buildPageActionLink", () => {
  it("writes the marker with padded base64 of ASCII JSON", () => {
    expect(buildPageActionLink({ action: "popup:open", id: 123, toggle: false })).toBe(
      `#elementor-action:action=popup:open&settings=${b64({ id: "123", toggle: false })}`,
    );
    expect(buildPageActionLink({ action: "popup:close", doNotShowAgain: true })).toBe(
      `#elementor-action:action=popup:close&settings=${b64({ do_not_show_again: "yes" })}`,
    );
    const accented = buildPageActionLink({
      action: "lightbox",
      lightbox: { kind: "single", item: { type: "image", url: "/c.jpg", title: "Crème" } },
    });
    expect(atob(accented.split("settings=")[1]!)).toBe('{"type":"image","url":"/c.jpg","title":"Cr\\u00e8me"}');
  });

  it("the encoded form is the whole link URL-encoded", () => {
    const action: PageAction = { action: "popup:open", id: 9, toggle: true };
    expect(buildPageActionLink(action, { encoded: true })).toBe(encodeURIComponent(buildPageActionLink(action)));
    expect(buildPageActionLink(action, { encoded: true })).toMatch(/^%23elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D/);
  });

  const webUrl = fc.webUrl().filter((u) => safeWebUrl(u) === u);
  const words = fc.string({ unit: "grapheme", minLength: 1 }).filter((s) => s.trim() !== "");
  const item: fc.Arbitrary<LightboxActionItem> = fc.record(
    {
      type: fc.constantFrom("image" as const, "video" as const),
      url: fc.oneof(webUrl, fc.constantFrom("/uploads/a.jpg", "/v/tour.mp4")),
      title: words,
      description: words,
    },
    { requiredKeys: ["type", "url"] },
  );
  const action: fc.Arbitrary<PageAction> = fc.oneof(
    item.map((i) => ({ action: "lightbox" as const, lightbox: { kind: "single" as const, item: i } })),
    fc
      .array(item, { minLength: 1, maxLength: 6 })
      .chain((slides) =>
        fc
          .nat({ max: slides.length - 1 })
          .map((index) => ({ action: "lightbox" as const, lightbox: { kind: "slides" as const, slides, index } })),
      ),
    fc
      .record({ slideshow: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), url: webUrl, index: fc.nat() }, { requiredKeys: ["slideshow"] })
      .map((s) => ({ action: "lightbox" as const, lightbox: { kind: "slideshow" as const, ...s } })),
    fc
      .record({ id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), toggle: fc.boolean() })
      .map((p) => ({ action: "popup:open" as const, ...p })),
    fc
      .record(
        { id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), doNotShowAgain: fc.boolean() },
        { requiredKeys: ["doNotShowAgain"] },
      )
      .map((p) => ({ action: "popup:close" as const, ...p })),
  );

  it("round trip: every action reads back from its link, plain and encoded", () => {
    fc.assert(
      fc.property(action, (a) => {
        expect(parsePageAction(buildPageActionLink(a))).toEqual(a);
        expect(parsePageAction(buildPageActionLink(a, { encoded: true }))).toEqual(a);
      }),
    );
  });
});
