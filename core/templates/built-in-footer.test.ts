import { describe, expect, it } from "vitest";
import { builtInFooterDraft, builtInFooterElements } from "./built-in-footer";

describe("the built-in footer as a template", () => {
  it("is a footer draft for the entire site, with a slug of its own", () => {
    const draft = builtInFooterDraft(() => 0);
    expect(draft).toMatchObject({
      type: "footer",
      title: "Built-in footer",
      status: "draft",
      settings: { conditions: ["include/general"] },
    });
    expect(draft.slug).toBe("footer-draft-aaaaaaaa");
    expect(draft.elements).toEqual(builtInFooterElements());
  });
  it("holds the footer's menus, then its bottom row with the app links, social links and legal line, in the footer's frame", () => {
    const [frame] = builtInFooterElements();
    expect(frame!.settings).toEqual({ content_width: "full", css_classes: "site-footer" });
    const [menus, bottom] = frame!.elements;
    expect(menus!.widgetType).toBe("aisle-footer-menus");
    expect(bottom!.settings).toMatchObject({ css_classes: "site-footer__bottom" });
    expect(bottom!.elements.map((e) => e.widgetType)).toEqual(["aisle-app-links", "aisle-social-links", "aisle-copyright"]);
    const ids = [frame!, menus!, bottom!, ...bottom!.elements].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
