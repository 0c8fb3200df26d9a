import { describe, expect, it } from "vitest";
import { HEADER_TOP_PART, headerTopInputs, innerHtmlOf, scriptJson } from "./page-markup";

describe("page markup", () => {
  it("finds an element's inner HTML by counting its own tags", () => {
    const html = '<div class="a"><div class="b"><div>x</div></div><span>y</span></div><div>z</div>';
    expect(innerHtmlOf(html, '<div class="a"')).toBe('<div class="b"><div>x</div></div><span>y</span>');
    expect(innerHtmlOf(html, '<div class="missing"')).toBeNull();
    expect(innerHtmlOf(`${html}${html}`, '<div class="a"')).toBeNull();
  });

  it("writes JSON no script end can break out of", () => {
    expect(scriptJson({ t: "</script><!--" })).toBe('{"t":"\\u003c/script>\\u003c!--"}');
    expect(JSON.parse(scriptJson({ t: "</script>" }))).toEqual({ t: "</script>" });
  });

  it("keys the header's top row on what it is rendered from", () => {
    expect(headerTopInputs("Aisle", null, null, 0)).toEqual(["Aisle", null, null, 0]);
    expect(HEADER_TOP_PART.openTag.startsWith("<div")).toBe(true);
  });
});
