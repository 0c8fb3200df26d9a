import { describe, expect, it } from "vitest";
import type { RenderedPage } from "../builder/popup/popup-conditions";
import {
  chooseTemplate,
  conditionStrings,
  matchPriority,
  templateConflicts,
  templateTypeFor,
  type ThemeTemplateCandidate,
} from "./theme-conditions";

const page12: RenderedPage = { kind: "singular", postType: "page", id: 12 };
const recipe: RenderedPage = { kind: "singular", postType: "recipe", id: 5, terms: { recipe_category: ["dinner"] } };
const article: RenderedPage = { kind: "singular", postType: "article", id: 9 };
const notFound: RenderedPage = { kind: "not_found" };
const search: RenderedPage = { kind: "archive", archive: { kind: "search" } };
const dinner: RenderedPage = { kind: "archive", archive: { kind: "taxonomy", taxonomy: "recipe_category", termId: "dinner" } };
const shop: RenderedPage = { kind: "other" };

const t = (id: number, type: string, conditions: unknown, updatedAt = "2026-11-01T00:00:00.000Z"): ThemeTemplateCandidate => ({
  id,
  type,
  conditions,
  updatedAt,
});

describe("theme template conditions", () => {
  it("ranks the most specific matching include first, as Elementor does", () => {
    expect(matchPriority(["include/general"], recipe)).toBe(100);
    expect(matchPriority(["include/general", "include/singular"], recipe)).toBe(60);
    expect(matchPriority(["include/singular/recipe"], recipe)).toBe(40);
    expect(matchPriority(["include/singular/page/12"], page12)).toBe(30);
    expect(matchPriority(["include/singular/not_found404"], notFound)).toBe(20);
    expect(matchPriority(["include/archive"], dinner)).toBe(80);
    expect(matchPriority(["include/archive/recipe_category/dinner"], dinner)).toBe(30);
  });

  it("an exclude that matches takes the template off the page", () => {
    expect(matchPriority(["include/general", "exclude/singular/page/12"], page12)).toBeNull();
    expect(matchPriority(["include/general", "exclude/singular/page/12"], recipe)).toBe(100);
    expect(matchPriority([], recipe)).toBeNull();
  });

  it("reads the kit manifest's object form", () => {
    const kit = [{ type: "include", name: "singular", sub_name: "not_found404", sub_id: "" }];
    expect(matchPriority(kit, notFound)).toBe(20);
    expect(conditionStrings(kit)).toEqual(["include/singular/not_found404"]);
    expect(conditionStrings(["include/general", { type: "include", name: "general", sub_name: "", sub_id: "" }, "bogus"])).toEqual([
      "include/general",
    ]);
  });

  it("puts a single post on recipes and articles, a single page on pages, the 404 template on unknown addresses", () => {
    expect(templateTypeFor("single", recipe)).toBe("single-post");
    expect(templateTypeFor("single", article)).toBe("single-post");
    expect(templateTypeFor("single", page12)).toBe("single-page");
    expect(templateTypeFor("single", notFound)).toBe("error-404");
    expect(templateTypeFor("archive", search)).toBe("search-results");
    expect(templateTypeFor("archive", dinner)).toBe("archive");
    expect(templateTypeFor("single", shop)).toBeNull();
    expect(templateTypeFor("header", shop)).toBe("header");
  });

  it("chooses the most specific header, the newest between equals, none where all are excluded", () => {
    const everywhere = t(1, "header", ["include/general"]);
    const newer = t(2, "header", ["include/general"], "2026-11-20T00:00:00.000Z");
    const recipes = t(3, "header", ["include/singular/recipe"]);
    const footer = t(4, "footer", ["include/general"]);
    const all = [everywhere, newer, recipes, footer];
    expect(chooseTemplate(all, "header", shop)?.id).toBe(2);
    expect(chooseTemplate(all, "header", recipe)?.id).toBe(3);
    expect(chooseTemplate(all, "footer", recipe)?.id).toBe(4);
    expect(chooseTemplate([t(5, "header", ["include/general", "exclude/singular/page/12"])], "header", page12)).toBeNull();
    expect(chooseTemplate([t(6, "header", ["include/general"]), t(7, "header", ["include/general"])], "header", shop)?.id).toBe(7);
  });

  it("lets the 404 template win over a single post that includes every singular", () => {
    const single = t(1, "single-post", ["include/singular"]);
    const missing = t(2, "error-404", ["include/singular/not_found404"]);
    expect(chooseTemplate([single, missing], "single", notFound)?.id).toBe(2);
    expect(chooseTemplate([single, missing], "single", recipe)?.id).toBe(1);
    expect(chooseTemplate([single, missing], "single", page12)).toBeNull();
  });

  it("flags templates of one type claiming the same condition", () => {
    const conflicts = templateConflicts([
      t(1, "header", ["include/general"]),
      t(2, "header", ["include/general", "exclude/singular/page/3"]),
      t(3, "footer", ["include/general"]),
      t(4, "header", ["include/singular/recipe"]),
    ]);
    expect(conflicts).toEqual([{ condition: "include/general", type: "header", ids: [1, 2] }]);
  });
});
