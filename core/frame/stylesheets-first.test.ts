import { describe, expect, it } from "vitest";
import { stylesheetsFirst } from "./stylesheets-first";

const pre = (n: string) => `<link rel="modulepreload" href="/assets/${n}.js" nonce="N"/>`;
const css = (n: string) => `<link nonce="N" rel="stylesheet" href="/assets/${n}.css"/>`;
const doc = (head: string, body = "<p>Hi</p>") => `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe("stylesheetsFirst", () => {
  it("asks for the stylesheets before the modules React wrote ahead of them, in their own order", () => {
    const icon = '<link nonce="N" rel="icon" href="/favicon.svg" type="image/svg+xml"/>';
    const head = `<meta charSet="utf-8"/>${icon}${pre("a")}${pre("b")}${css("tokens")}${css("site")}<script type="module" src="/e.js"></script>`;
    expect(stylesheetsFirst(doc(head))).toBe(
      doc(`<meta charSet="utf-8"/>${css("tokens")}${css("site")}${icon}${pre("a")}${pre("b")}<script type="module" src="/e.js"></script>`),
    );
  });

  it("never moves a stylesheet past a style or script it was written after", () => {
    const style = "<style>.x{color:red}</style>";
    const head = `${pre("a")}${css("one")}${style}${pre("b")}${css("two")}`;
    expect(stylesheetsFirst(doc(head))).toBe(doc(`${css("one")}${pre("a")}${style}${css("two")}${pre("b")}`));
  });

  it("leaves the body alone, and a document without a head or links as it is", () => {
    const body = `${pre("x")}${css("y")}`;
    expect(stylesheetsFirst(doc(css("a"), body))).toBe(doc(css("a"), body));
    expect(stylesheetsFirst("<p>fragment</p>")).toBe("<p>fragment</p>");
    expect(stylesheetsFirst(doc("<title>T</title>"))).toBe(doc("<title>T</title>"));
  });

  it("keeps text that only looks like the start of a link", () => {
    const head = '<title>a <linkage</title><meta name="x"/>';
    expect(stylesheetsFirst(doc(head))).toBe(doc(head));
  });
});
