import type { RequestListener } from "node:http";
import { describe, expect, it } from "vitest";
import { linkedPaths, searchWord, warmUp } from "./warm-up";

/** A small site over real HTTP: listings that link to departments, products and recipes. */
function site(
  pages: Record<string, string>,
  seen: { path: string; cookie?: string }[],
  status: Record<string, number> = {},
): RequestListener {
  return (req, res) => {
    seen.push({ path: req.url!, cookie: req.headers.cookie });
    const body = pages[req.url!.split("?")[0]!];
    res.writeHead(status[req.url!] ?? (body === undefined ? 404 : 200), { "content-type": "text/html" });
    res.end(body ?? "<h1>Not found</h1>");
  };
}

const link = (href: string) => `<a href="${href}">${href}</a>`;

describe("warmUp", () => {
  it("asks, with the store's cookie, for the listings, then a few linked pages of each kind, then a search", async () => {
    const seen: { path: string; cookie?: string }[] = [];
    const handler = site(
      {
        "/": ["/shop/departments/bakery", "/shop/products/harvest-lane-gala-apples-per-lb", "/recipes/chili", "/recipes/category/soups"]
          .map(link)
          .join(""),
        "/shop": ["/shop/departments/bakery", "/shop/departments/dairy", "/shop/departments/deli", "/shop/departments/frozen"]
          .map(link)
          .join(""),
        "/recipes": ["/recipes/chili", "/recipes/tacos", "/recipes/soup"].map(link).join(""),
        "/shop/search": "<h1>Results</h1>",
      },
      seen,
    );
    const result = await warmUp({ handler, storeId: 1001, perKind: 2 });
    expect(seen.map((s) => s.path)).toEqual([
      "/",
      "/shop",
      "/recipes",
      "/shop/departments/bakery",
      "/shop/departments/dairy",
      "/shop/products/harvest-lane-gala-apples-per-lb",
      "/recipes/chili",
      "/recipes/tacos",
      "/shop/search?q=harvest",
    ]);
    expect(new Set(seen.map((s) => s.cookie))).toEqual(new Set(["store_id=1001"]));
    // The departments, product and recipes were never pages of the small site: counted as failed, not thrown.
    expect(result).toMatchObject({ pages: 9, failed: 5 });
  });

  it("asks for nothing more once its time is spent, and starts on an empty site", async () => {
    const seen: { path: string; cookie?: string }[] = [];
    expect(await warmUp({ handler: site({}, seen), budgetMs: 0 })).toMatchObject({ pages: 0, failed: 0 });
    expect(seen).toEqual([]);
    const empty = await warmUp({ handler: site({ "/": "<h1>Welcome</h1>" }, seen) });
    expect(empty).toMatchObject({ pages: 4, failed: 3 });
    expect(seen.map((s) => s.path)).toEqual(["/", "/shop", "/recipes", "/shop/search?q=milk"]);
    expect(seen[0]!.cookie).toBeUndefined();
  });

  it("a handler that throws or never answers a page does not stop the warm-up", async () => {
    const seen: string[] = [];
    const handler: RequestListener = (req, res) => {
      seen.push(req.url!);
      if (req.url === "/") return res.destroy();
      res.end("<p>ok</p>");
    };
    const result = await warmUp({ handler });
    expect(seen).toEqual(["/", "/shop", "/recipes", "/shop/search?q=milk"]);
    expect(result).toMatchObject({ pages: 4, failed: 1 });
  });
});

describe("linkedPaths and searchWord", () => {
  it("finds each kind's paths once, in order, leaving recipe categories out", () => {
    const html = ["/recipes/category/soups", "/recipes/chili", "/shop/products/a-1", "/recipes/chili", "/shop/departments/x"]
      .map(link)
      .join("");
    expect(linkedPaths(html)).toEqual([["/shop/departments/x"], ["/shop/products/a-1"], ["/recipes/chili"]]);
  });

  it("searches for the first real word of a product's address", () => {
    expect(searchWord(["/shop/departments/x", "/shop/products/1-lb-blue-harbor-ground-chicken"])).toBe("blue");
    expect(searchWord([])).toBe("milk");
  });
});
