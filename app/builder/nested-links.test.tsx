import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_BREAKPOINTS } from "#core/builder/breakpoints";
import { htmlSettingKeys } from "#core/builder/html-settings";
import type { ElementNode } from "#core/documents/document-types";
import { normaliseElementorExport } from "#core/elementor-import";
import { sanitizeElements } from "#server/services/documents";
import { renderDocument } from "./render-document.server";
import { WIDGETS } from "./registry.server";
import { parseWidgetSettings } from "./widget-types";
import { renderWidget } from "./widgets/widget-test-support";

// renderWidget renders as the document renderer does (render-document.server.tsx), links unnested.

/**
 * A link inside a link is not HTML: the browser closes the outer one where the inner one starts,
 * so the box's link and its layout break. No widget may print one, whatever its HTML settings hold
 * (docs/design/documents.md#settings-that-carry-html).
 */

/** The deepest nesting of `<a>` elements in markup (React and the allow-lists escape `<` and `>` in attributes). */
function anchorDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const m of html.matchAll(/<(\/?)a(?=[\s>])/gi)) {
    depth = m[1] ? Math.max(0, depth - 1) : depth + 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

const INNER = '<a href="/inner">inner link</a> and text';
const OUTER = { url: "/outer", is_external: "", nofollow: "", custom_attributes: "" };

const isLink = (v: unknown) => !!v && typeof v === "object" && !Array.isArray(v) && "url" in v;

/** Stored settings with every link set and every HTML-capable setting holding a link, repeater items included. */
function linkedEverywhere(type: string): Record<string, unknown> {
  const def = WIDGETS.get(type)!;
  const defaults = parseWidgetSettings(def, {}) as Record<string, unknown>;
  const html = Object.keys(htmlSettingKeys(type));
  const stored: Record<string, unknown> = { link_click: "box" };
  for (const [key, value] of Object.entries(defaults)) {
    if (isLink(value)) stored[key] = OUTER;
    else if (Array.isArray(value) && value.some((i) => i && typeof i === "object")) {
      stored[key] = value.map((item: Record<string, unknown>) => {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(item)) {
          if (isLink(v)) out[k] = OUTER;
          else if (html.includes(`${key}[].${k}`)) out[k] = INNER;
          else if (typeof v === "string" || typeof v === "number") out[k] = v;
        }
        return out;
      });
    }
  }
  for (const key of html) if (!key.includes("[].")) stored[key] = INNER;
  return stored;
}

describe("no widget prints a link inside a link", () => {
  it("reads the nesting of links", () => {
    expect(anchorDepth('<a href="/a">x</a><a href="/b">y</a>')).toBe(1);
    expect(anchorDepth('<a href="/a"><span><a href="/b">y</a></span></a>')).toBe(2);
    expect(anchorDepth('<abbr title="a">x</abbr><area href="/a">')).toBe(0);
  });

  it.each([...WIDGETS.keys()].map((type) => [type]))("%s, with every link set and links in its HTML settings", (type) => {
    const def = WIDGETS.get(type)!;
    const html = renderWidget(def, linkedEverywhere(type), ["<p>child</p>", "<p>child</p>", "<p>child</p>"]);
    expect(anchorDepth(html)).toBeLessThanOrEqual(1);
  });

  const ROOT = join(import.meta.dirname, "../../server/test/fixtures");
  const jsonIn = (dir: string) =>
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => join(dir, f));
  const FILES = [
    ...jsonIn(join(ROOT, "elementor")),
    ...jsonIn(join(ROOT, "kits/crumbella/templates")),
    ...jsonIn(join(ROOT, "kits/crumbella/content/page")),
  ];

  it.each(FILES.map((f) => [f.slice(ROOT.length + 1), f]))("%s, as imported", (_, file) => {
    const { document } = normaliseElementorExport(JSON.parse(readFileSync(file, "utf8")));
    const elements: ElementNode[] = sanitizeElements(document.elements);
    const rendered = renderDocument({ id: 1, elements }, { editMode: false, breakpoints: DEFAULT_BREAKPOINTS });
    expect(anchorDepth(rendered.parts.join(""))).toBeLessThanOrEqual(1);
  });
});
