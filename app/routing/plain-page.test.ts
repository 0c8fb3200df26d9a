import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PLAIN_PAGE_MODULES, scriptJson } from "./plain-page";

describe("a plain page's data in its script element", () => {
  it("cannot end the element early, and reads back as it was", () => {
    const value = { html: "</script><script>alert(1)</script>", comment: "<!-- x -->", line: "a\u2028b" };
    const text = scriptJson(value);
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe("the route pages a plain page can hold", () => {
  it("name modules that exist under app/, which the server preloads", () => {
    for (const [route, module] of Object.entries(PLAIN_PAGE_MODULES)) {
      expect(existsSync(new URL(`../${module}`, import.meta.url)), route).toBe(true);
    }
  });

  it("hold the shopping lists and a list (decision 0123)", () => {
    expect(PLAIN_PAGE_MODULES).toMatchObject({ "routes/shop-lists": "lists/lists-page.tsx", "routes/shop-list": "lists/list-page.tsx" });
  });
});
