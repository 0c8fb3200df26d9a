import { describe, expect, it } from "vitest";
import { HEADER_TOP_PART, headerTopInputs, innerHtmlOf, scriptJson, withoutSearchTerm, withSearchTerm } from "./page-markup";

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

describe("the site search's term in the header row", () => {
  const row = '<a href="/">Shop</a><input id="site-search-input" type="search" name="s" value="" placeholder="Search"/>';

  it("is put into the kept row's empty field as React writes it, and taken out again", () => {
    const term = `a"b'<c>&d`;
    const shown = withSearchTerm(row, term);
    expect(shown).toContain('name="s" value="a&quot;b&#x27;&lt;c&gt;&amp;d"');
    expect(withoutSearchTerm(shown!, term)).toBe(row);
    expect(withSearchTerm(row, "")).toBe(row);
    expect(withoutSearchTerm(row, "")).toBe(row);
  });

  it("is not taken out of a row where its field is missing, twice, or not the term's", () => {
    expect(withoutSearchTerm(row, "milk")).toBeNull();
    const twice = withSearchTerm(row, "milk")!;
    expect(withoutSearchTerm(twice + twice, "milk")).toBeNull();
    expect(withoutSearchTerm(withSearchTerm(row, "milk")!, "milky")).toBeNull();
    // A row that already had an empty field besides the term's would not give the term's row back.
    expect(withoutSearchTerm(`${withSearchTerm(row, "milk")!}<input name="s" value=""/>`, "milk")).toBeNull();
  });
});
