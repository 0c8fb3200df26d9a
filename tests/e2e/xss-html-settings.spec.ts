import { expect, test } from "@playwright/test";
import { HTML_SETTINGS } from "../../core/builder/html-settings";
import { XSS_PARTS } from "../../server/test/xss-payloads";
import { container, createPage, editorApi, widget, type Element } from "./support/builder";

/**
 * Settings that carry HTML (core/builder/html-settings.ts): a page made through the documents API with
 * cross-site scripting payloads in every HTML-capable setting of every widget type the table lists,
 * loaded in Chromium with the Content-Security-Policy switched off, so the allow-lists alone must stop
 * them. Each payload calls `__xss()`, defined before any page script; a call, a dialog, an event-handler
 * attribute or a script address fails. The safe part of each setting shows.
 */

/** Style sheets and style values that try to run script, besides the markup payloads every field gets. */
const STYLE_PARTS = [
  `<span style="background:url(javascript:__xss('css-url'))">css</span>`,
  `<span style="color:expression(__xss('css-expression'))">css</span>`,
  `<span style="background-image:url(&quot;javascript:__xss('css-entity')&quot;)">css</span>`,
  `<style>*{background:url("javascript:__xss('style-tag')")}</style>`,
  `<svg><script>__xss("svg-script")</script><foreignObject><img src=x onerror=__xss("svg-img")></foreignObject></svg>`,
  `<svg onload=__xss("svg-onload")><animate onbegin=__xss("svg-animate") attributeName=x dur=1s>`,
  `<a href="  javascript:__xss('href-space')">x</a><a href="&#106;avascript:__xss('href-entity')">x</a>`,
  `<img src=x onerror=__xss("img2")><body onload=__xss("body")><input autofocus onfocus=__xss("focus")>`,
];
const PAYLOAD = [...XSS_PARTS, ...STYLE_PARTS].join(" ");

/** The safe words at the start of setting `n`, which must show. */
const safe = (n: number) => `Safe${n} words`;

/** A widget of each type in the table, every HTML-capable setting (repeater items too) the safe words and the payloads. */
function payloadWidgets(): { elements: Element[]; safeByType: Map<string, string[]> } {
  let n = 0;
  const value = () => `${safe(++n)} <b>kept</b> ${PAYLOAD}`;
  const safeByType = new Map<string, string[]>();
  const elements = HTML_SETTINGS.map((row) => {
    const settings: Record<string, unknown> = {};
    const first = n + 1;
    for (const key of Object.keys(row.keys)) {
      const [list, itemKey] = key.split("[].");
      if (itemKey === undefined) settings[key] = value();
      else {
        const items = (settings[list!] as Record<string, unknown>[] | undefined) ?? [{ _id: "a1b2c3d" }];
        items[0]![itemKey] = value();
        settings[list!] = items;
      }
    }
    safeByType.set(
      row.type,
      Array.from({ length: n - first + 1 }, (_, i) => safe(first + i)),
    );
    return widget(row.type, settings);
  });
  return { elements, safeByType };
}

test.use({ bypassCSP: true });

test("payloads in every HTML-capable setting never run; the safe text shows and a heading of paragraphs keeps a plain name", async ({
  page,
  baseURL,
}) => {
  const editor = await editorApi(baseURL!);
  const { elements, safeByType } = payloadWidgets();
  const clean = widget("heading", { title: "<p>Fresh <strong>bread</strong></p><br>", header_size: "h2" });
  const { url } = await createPage(editor, "HTML settings payloads", [container([clean, ...elements])]);
  await editor.api.dispose();

  await page.addInitScript(() => {
    const w = window as unknown as { __xssHits: string[]; __xss: (tag: unknown) => void };
    w.__xssHits = [];
    w.__xss = (tag) => w.__xssHits.push(String(tag));
  });
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 2, name: "Fresh bread", exact: true })).toBeVisible();
  await page.waitForLoadState("load");

  const found = await page.evaluate(() => {
    const bad: string[] = [];
    for (const el of document.querySelectorAll("body *")) {
      for (const a of el.attributes) {
        const name = a.name.toLowerCase();
        // eslint-disable-next-line no-control-regex
        const v = a.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
        if (name.startsWith("on")) bad.push(`<${el.tagName.toLowerCase()} ${name}>`);
        if (/^(javascript|vbscript|data):/.test(v) && name !== "src") bad.push(`<${el.tagName.toLowerCase()} ${name}="${v.slice(0, 40)}">`);
        if (name === "style" && el.closest(".elementor-widget") && /url\(|expression/i.test(a.value))
          bad.push(`<${el.tagName.toLowerCase()} style="${a.value.slice(0, 40)}">`);
      }
    }
    for (const sel of ["script:not([type='application/ld+json'])", "style", "svg script", "iframe", "object", "embed"]) {
      for (const el of document.querySelectorAll(sel))
        if (el.closest(".elementor-widget")) bad.push(`<${el.tagName.toLowerCase()}> in a widget`);
    }
    const rendered = [...document.querySelectorAll<HTMLElement>(".elementor-widget")].map((el) => ({
      type: [...el.classList].find((c) => c.startsWith("elementor-widget-"))?.slice("elementor-widget-".length) ?? "",
      text: el.textContent ?? "",
    }));
    return { hits: (window as unknown as { __xssHits: string[] }).__xssHits, bad, rendered };
  });
  expect({ hits: found.hits, dialogs, bad: found.bad }).toEqual({ hits: [], dialogs: [], bad: [] });

  // Every widget the runtime renders shows the safe words of each of its HTML settings, with their formatting.
  const shown = found.rendered.filter((r) => safeByType.has(r.type));
  expect(shown.map((r) => r.type)).toEqual(
    expect.arrayContaining(["heading", "button", "tabs", "toggle", "accordion", "icon-box", "image-box"]),
  );
  const textOf = (type: string) =>
    shown
      .filter((r) => r.type === type)
      .map((r) => r.text)
      .join(" ");
  for (const type of new Set(shown.map((r) => r.type))) {
    for (const words of safeByType.get(type)!) expect(textOf(type), `${type} shows "${words}"`).toContain(`${words} kept`);
  }
  await expect(page.locator(".elementor-widget-button b", { hasText: "kept" })).toBeVisible();
});
