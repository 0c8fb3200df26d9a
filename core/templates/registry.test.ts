import { describe, expect, it } from "vitest";
import { createTemplateRegistry, DEFAULT_ORDER } from "./registry";
import { templateRegistry, themeTemplateSections, THEME_TEMPLATE_TYPES } from "./theme-template-types";

describe("template registry", () => {
  it("sorts sections by order, 10 when not given, registration order between equals", () => {
    const r = createTemplateRegistry([
      { key: "c", title: "C" },
      { key: "a", title: "A", order: 1 },
      { key: "d", title: "D", order: 10 },
      { key: "b", title: "B", order: 20 },
    ]);
    expect(r.all().map((s) => s.key)).toEqual(["a", "c", "d", "b"]);
    expect(r.get("c")?.order).toBe(DEFAULT_ORDER);
  });

  it("leaves out sections whose availability check says no, and their children likewise", () => {
    let wine = false;
    const r = createTemplateRegistry([
      {
        key: "site",
        title: "Site",
        children: [
          { key: "wine", title: "Wine", isAvailable: () => wine },
          { key: "menu", title: "Menu" },
        ],
      },
      { key: "kit", title: "Kit", isAvailable: () => false },
    ]);
    expect(r.available().map((s) => s.key)).toEqual(["site"]);
    expect(r.available()[0]!.children.map((s) => s.key)).toEqual(["menu"]);
    wine = true;
    expect(r.available()[0]!.children.map((s) => s.key)).toEqual(["wine", "menu"]);
    expect(r.all().map((s) => s.key)).toEqual(["site", "kit"]);
  });

  it("gives each section an initial state, enabled unless it says otherwise", () => {
    const r = createTemplateRegistry([
      { key: "templates", title: "Templates", children: [{ key: "popups", title: "Popups", initialState: { enabled: false } }] },
      { key: "content", title: "Content", initialState: { enabled: false } },
    ]);
    expect(r.get("templates")?.initialState).toEqual({ enabled: true });
    expect(r.initialState()).toEqual({ templates: { enabled: true }, popups: { enabled: false }, content: { enabled: false } });
  });

  it("keeps child sections sorted by their own order", () => {
    const r = createTemplateRegistry([
      {
        key: "p",
        title: "Parent",
        children: [
          { key: "y", title: "Y", order: 30 },
          { key: "x", title: "X", order: 2 },
          { key: "z", title: "Z" },
        ],
      },
    ]);
    expect(r.get("p")?.children.map((s) => s.key)).toEqual(["x", "z", "y"]);
  });

  it.each([
    [{ key: "", title: "T" }],
    [{ key: "k", title: "" }],
    [{ key: "k" }],
    [{ title: "T" }],
    [{ key: "p", title: "P", children: [{ key: "c", title: " " }] }],
  ])("refuses a section without key or title: %j", (input) => {
    const r = createTemplateRegistry();
    expect(() => r.register(input as never)).toThrow(new Error("Template type must have key and title"));
    expect(r.all()).toEqual([]);
  });

  it("lists the website template types in the admin's order", () => {
    expect(themeTemplateSections().map((s) => s.key)).toEqual([...THEME_TEMPLATE_TYPES]);
    expect(templateRegistry.get("error-404")?.title).toBe("Error 404");
  });
});
