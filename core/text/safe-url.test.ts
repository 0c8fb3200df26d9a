import { describe, expect, it } from "vitest";
import { safeUrl, safeWebUrl } from "./safe-url";

/** Where a browser on https://shop.example/recipes/pie sends a click on `href`. */
const resolvedFrom = (href: string) => new URL(href, "https://shop.example/recipes/pie?x=1").href;

describe("safeUrl", () => {
  it.each([
    "/shop",
    "/shop/produce?store_id=1001#top",
    "https://example.com/a?b=1",
    "http://x.test",
    "HTTPS://example.com/",
    "mailto:a@b.test",
    "MailTo:a@b.test",
    "tel:+15555550101",
    "#top",
    "?s=milk",
    "recipes/pie",
    "./pie",
    "../recipes",
    "/%5Cevil.example/",
    "%2F%2Fevil.example",
    "/shop\\produce",
    "/a//b",
  ])("keeps %j", (u) => expect(safeUrl(u)).toBe(u));

  it.each([
    ["  /shop  ", "/shop"],
    ["\t/shop\n", "/shop"],
    ["/sh\top", "/shop"],
    ["\u0000/shop", "/shop"],
    [" https://example.com/ ", "https://example.com/"],
  ])("keeps %j as the browser reads it, %j", (u, cleaned) => expect(safeUrl(u)).toBe(cleaned));

  // Each of these is off the site (or runs script) once a browser resolves it.
  it.each([
    "//evil.example/x",
    "///evil.example/x",
    "/\\evil.example/",
    "\\\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    "\\\\\\evil.example",
    "/\t/evil.example/",
    "/\n/evil.example/",
    "/\r\n/evil.example/",
    "\t//evil.example",
    "  //evil.example",
    "\u0000//evil.example",
    "\u001f/\\evil.example",
    "//probe-a.invalid/dir",
    "//probe-b.invalid/",
  ])("refuses %j, which leaves the site", (u) => {
    expect(safeUrl(u)).toBe("#");
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "\tjavascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java\r\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "\u0001 javascript:alert(1)",
    "javascript\t:alert(1)",
    "data:text/html,<b>",
    " DATA:image/svg+xml,<svg onload=alert(1)>",
    "vbscript:x",
    "shop:produce",
    "file:///etc/passwd",
    "blob:https://example.com/1",
    "http://",
    "https://exa mple.com/",
    "http://[::1",
    "",
    " \t\n",
    42,
    null,
    undefined,
    { href: "/shop" },
  ])("refuses %j", (u) => expect(safeUrl(u)).toBe("#"));

  it("never keeps an address a browser would take off the site without a scheme of its own", () => {
    const tricky = [
      "/\\evil.example/",
      "\\\\evil.example",
      "/\t/evil.example/",
      "//evil.example",
      " /\\/evil.example",
      "/shop",
      "?s=a",
      "#top",
      "recipes/pie",
      "/%5Cevil.example",
    ];
    for (const u of tricky) {
      const kept = safeUrl(u);
      if (kept !== "#") expect(new URL(resolvedFrom(kept)).origin, u).toBe("https://shop.example");
    }
  });

  it("keeps what a browser would call the same address", () => {
    for (const u of ["/shop", " /shop", "/sh\top", "?s=milk", "#top", "recipes/pie"])
      expect(resolvedFrom(safeUrl(u))).toBe(resolvedFrom(u));
  });
});

describe("safeWebUrl", () => {
  it.each([
    ["https://cdn.example/peach.jpg", "https://cdn.example/peach.jpg"],
    ["HTTP://cdn.example/a.mp4", "HTTP://cdn.example/a.mp4"],
    ["/uploads/peach.jpg", "/uploads/peach.jpg"],
    ["uploads/peach.jpg?v=2", "uploads/peach.jpg?v=2"],
    ["?img=1", "?img=1"],
    ["#gallery", "#gallery"],
    [" /uploads/peach.jpg\n", "/uploads/peach.jpg"],
  ])("keeps %j as %j", (u, kept) => expect(safeWebUrl(u)).toBe(kept));

  it.each([
    "mailto:a@b.test",
    "tel:+15555550101",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "//evil.example/a.jpg",
    "/\\evil.example/a.jpg",
    "#",
    "",
    "https://",
    5,
    null,
    undefined,
  ])("refuses %j", (u) => expect(safeWebUrl(u)).toBeNull());
});
