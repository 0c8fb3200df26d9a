import { describe, expect, it } from "vitest";
import { builtInHeaderDraft, builtInHeaderElements } from "./built-in-header";

describe("the built-in header as a template", () => {
  it("is a header draft with no conditions (it shows nowhere until given some), a slug of its own", () => {
    const draft = builtInHeaderDraft(() => 0);
    expect(draft).toMatchObject({ type: "header", title: "Built-in header", status: "draft", settings: { conditions: [] } });
    expect(draft.slug).toBe("header-draft-aaaaaaaa");
    expect(draft.elements).toEqual(builtInHeaderElements());
  });
  it("holds every part of the site's header once, the Menu button first and the menus in their own row", () => {
    const [top, menus] = builtInHeaderElements();
    expect(top!.settings).toMatchObject({ css_classes: "site-header__inner", content_width: "full" });
    expect(top!.elements.map((e) => e.widgetType)).toEqual([
      "aisle-department-menu",
      "theme-site-logo",
      "aisle-site-search",
      "aisle-store-box",
      "aisle-account-link",
      "aisle-cart-link",
    ]);
    expect(top!.elements[0]!.settings).toEqual({ shows: "button" });
    expect(menus!.elements.map((e) => [e.widgetType, e.settings])).toEqual([["aisle-department-menu", { shows: "menu" }]]);
    const ids = [top!, menus!, ...top!.elements, ...menus!.elements].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
