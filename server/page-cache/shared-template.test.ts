import { describe, expect, it } from "vitest";
import { cutTemplate, inDataScript, inPlainPageData } from "./shared-template";
import { scriptJson } from "../../app/routing/plain-page";

const NAME = "\uE000aisle0123456789abcdef\uE001";
const NONCE = "\uE000aislefedcba9876543210\uE001";
const TOKENS = ["aisle0123456789abcdef", "aislefedcba9876543210"];

/** A value as React Router writes it in its data script: turbo-stream JSON, in a JS string, HTML-escaped. */
const asReactRouterWrites = (value: string) =>
  JSON.stringify(`[${JSON.stringify(value)}]`).replace(
    /[&><\u2028\u2029]/g,
    (c) => ({ "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" })[c]!,
  );

const page = (o: { name?: string; extra?: string } = {}) =>
  `<html><head><script nonce="csp1">x</script></head><body><div class="site-header__inner"><span>Hello, ${NAME}</span><div>cart</div></div>` +
  `<form><input name="nonce" value="${NONCE}"/></form>${o.extra ?? ""}` +
  `<script nonce="csp1">window.__reactRouterContext.streamController.enqueue(${asReactRouterWrites(o.name ?? NAME).replace("[", `[\\"user\\",`)});</script></body></html>`;

describe("the visitor's name in React Router's data script", () => {
  it("is escaped as the script escapes it, for markup, quotes, line separators and ampersands", () => {
    for (const name of [`O'Brien <b>&"</script>`, "Line\u2028Sep\u2029", "back\\slash", "émile 日本"]) {
      const written = asReactRouterWrites(name);
      expect(written).toBe(`"[\\"${inDataScript(name)}\\"]"`);
    }
  });
});

describe("cutting a shared render at its holes", () => {
  const cut = (html: string, realApiNonce = "real-nonce") =>
    cutTemplate({ html, cspNonce: "csp1", name: NAME, apiNonce: NONCE, tokens: TOKENS, realApiNonce });

  it("cuts at the CSP nonce, the REST nonce, the name in the data script and the header row", () => {
    const t = cut(page());
    expect(t?.holes).toEqual(["csp", "header", "nonce", "csp", "name"]);
    expect(t?.pieces.join("")).not.toContain("aisle0123456789abcdef");
    expect(t?.strings.has("user")).toBe(true);
  });

  it("refuses a page with the name outside the data script, a changed stand-in, or the visitor's own nonce", () => {
    expect(cut(page({ extra: `<p>${NAME}</p>` }))).toBeNull();
    expect(cut(page({ extra: `<a href="/?n=${encodeURIComponent(NONCE)}">x</a>` }))).toBeNull();
    expect(cut(page({ extra: "<p>real-nonce</p>" }))).toBeNull();
    expect(cut(page().replace('<div class="site-header__inner">', "<div>"))).toBeNull();
  });
});

describe("the visitor's name in a plain page's data (decision 0045)", () => {
  const plainPage = (o: { name?: string; extra?: string; routerData?: boolean } = {}) =>
    `<html><head><script id="aisle-plain-page" type="application/json" nonce="csp1">${scriptJson({ root: { user: { name: o.name ?? NAME }, apiNonce: NONCE } })}</script>` +
    `<script type="module" src="/assets/plain-page.js" nonce="csp1"></script></head><body><div class="site-header__inner"><span>Hello, ${NAME}</span></div>` +
    `<form><input name="nonce" value="${NONCE}"/></form>${o.extra ?? ""}` +
    (o.routerData
      ? `<script nonce="csp1">window.__reactRouterContext.streamController.enqueue(${asReactRouterWrites(NAME)});</script>`
      : "") +
    "</body></html>";
  const cut = (html: string) =>
    cutTemplate({ html, cspNonce: "csp1", name: NAME, apiNonce: NONCE, tokens: TOKENS, realApiNonce: "real-nonce" });

  it("is written as the data's JSON writes it, and reads back as it was", () => {
    for (const name of [`O'Brien <b>&"</script>`, "Line\u2028Sep\u2029", "back\\slash", "émile 日本"]) {
      const json = scriptJson({ name });
      expect(json).toBe(`{"name":"${inPlainPageData(name)}"}`);
      expect((JSON.parse(json) as { name: string }).name).toBe(name);
    }
  });

  it("is cut out of the data, with the nonces and the header row", () => {
    const t = cut(plainPage());
    expect(t?.holes).toEqual(["csp", "plainName", "nonce", "csp", "header", "nonce"]);
    expect(t?.pieces.join("")).not.toContain("aisle0123456789abcdef");
  });

  it("refuses the name outside the data, and a page with both kinds of data", () => {
    expect(cut(plainPage({ extra: `<p>${NAME}</p>` }))).toBeNull();
    expect(cut(plainPage({ routerData: true }))).toBeNull();
  });
});
