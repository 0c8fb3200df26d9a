import { describe, expect, it } from "vitest";
import { ImportNotes } from "./notes";
import { followRenamedIds, RenamedIds } from "./references";

const ids = new RenamedIds(
  new Map([
    ["undefined-c39d0f9", "f000001"],
    ["4A1B2C3D", "f000002"],
    ["1234567", "f000003"],
    ["a.b*c", "f000004"],
    ["undefined", "f000005"],
  ]),
);

function follow(settings: Record<string, unknown>) {
  const notes = new ImportNotes();
  return { out: followRenamedIds(settings, "content.0.settings", ids, notes), notes };
}

describe("references to renamed element ids", () => {
  it("the taxonomy filter's loop grid follows, as text or as a number", () => {
    const { out, notes } = follow({ selected_element: "4A1B2C3D", taxonomy: "product_cat" });
    expect(out).toEqual({ selected_element: "f000002", taxonomy: "product_cat" });
    expect(follow({ selected_element: 1234567 }).out).toEqual({ selected_element: "f000003" });
    expect(notes.messages()).toEqual(["1 reference to a replaced element id (selected_element) now points at the new id."]);
  });

  it("the element's class in selectors and custom CSS, and its anchor, follow", () => {
    const { out, notes } = follow({
      open_selector: ".elementor-element-undefined-c39d0f9, .elementor-element-4A1B2C3D",
      custom_css: ".elementor-element.elementor-element-1234567 .title { color: red }\nselector .x {}",
      link: { url: "#elementor-element-undefined-c39d0f9", is_external: "" },
    });
    expect(out).toEqual({
      open_selector: ".elementor-element-f000001, .elementor-element-f000002",
      custom_css: ".elementor-element.elementor-element-f000003 .title { color: red }\nselector .x {}",
      link: { url: "#elementor-element-f000001", is_external: "" },
    });
    expect(notes.count("reference-followed")).toBe(4);
    expect(notes.messages()[0]).toContain("(open_selector, custom_css, link.url)");
  });

  it("a loop grid's filter and page parameters in links follow", () => {
    const { out } = follow({ link: { url: "/recipes?e-filter-4A1B2C3D-recipe_category=dinner&e-page-4A1B2C3D=2&e-page-1234567=3" } });
    expect(out).toEqual({ link: { url: "/recipes?e-filter-f000002-recipe_category=dinner&e-page-f000002=2&e-page-f000003=3" } });
  });

  it("only whole ids: a longer id that starts the same, or another word, is left alone", () => {
    const settings = {
      css: ".elementor-element-12345678 .elementor-element-1234567x .elementor-element-undefined-c39d0f9a",
      text: "1234567 is a number, 4A1B2C3D a code",
      url: "/x?e-filter-12345678-cat=a&e-page-undefined=1",
    };
    const { out } = follow(settings);
    expect(out).toEqual({ ...settings, url: "/x?e-filter-12345678-cat=a&e-page-f000005=1" });
  });

  it("ids with characters that mean something in a pattern are matched literally", () => {
    expect(follow({ css: ".elementor-element-a.b*c .elementor-element-aXbbc" }).out).toEqual({
      css: ".elementor-element-f000004 .elementor-element-aXbbc",
    });
  });

  it("looks into lists and repeater items", () => {
    const { out } = follow({
      icon_list: [{ _id: "a1b2c3d", link: { url: "#elementor-element-4A1B2C3D" } }],
      list: ["elementor-element-1234567"],
    });
    expect(out).toEqual({
      icon_list: [{ _id: "a1b2c3d", link: { url: "#elementor-element-f000002" } }],
      list: ["elementor-element-f000003"],
    });
  });

  it("changes nothing when no id was renamed", () => {
    const settings = { css: ".elementor-element-undefined-c39d0f9" };
    expect(followRenamedIds(settings, "s", new RenamedIds(new Map()), new ImportNotes())).toBe(settings);
  });
});
