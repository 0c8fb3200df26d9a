/**
 * What the storefront's first HTML holds, read over HTTP as a browser would get it before any script
 * runs: the selected store's name, banners, content areas and menus; the home body of its store
 * group; a recipe's JSON-LD under the response's nonce; and the plain form posts that answer with a
 * page (a store that cannot be selected, a NUL character in the contact form). The site's real pages
 * (React Router's server build from Vite) over the seeded demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { startDevPages, type DevPages } from "../test/dev-pages";
import { DEMO_RECIPES } from "../db/seed/posts/demo-posts";

const COLUMBUS = { id: 1001, name: "Harvest Lane Market – Columbus Short North" };
const DAYTON = { id: 1003, name: "Harvest Lane Market – Dayton Far Hills" };
const PITTSBURGH = { id: 1012 };

let dev: DevPages;
let t: TestServer;
beforeAll(async () => {
  dev = await startDevPages();
  t = await startTestServer({ app: { pages: dev.pages } });
  // The first page compiles the app's modules (tens of seconds on a busy machine): here, not in a test.
  expect((await fetch(`${t.url}/`)).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await dev?.close();
});

const pageFor = async (path: string, storeId: number) => {
  const res = await fetch(`${t.url}${path}`, { headers: { cookie: `store_id=${storeId}` } });
  expect(res.status, path).toBe(200);
  return res.text();
};

describe("store context in the first HTML", () => {
  it("names the selected store and carries its targeted banner and menus", async () => {
    const html = await pageFor("/", DAYTON.id);
    expect(html).toContain(DAYTON.name);
    expect(html).toContain("<strong>Ohio Valley</strong> weekly deals");
    expect(html).toContain(`/shop#!/?store_id=${DAYTON.id}`);
    expect(html).not.toContain("<strong>Columbus Short North</strong> store news");
  });

  it("a store-specific banner beats the store group's", async () => {
    expect(await pageFor("/", COLUMBUS.id)).toContain("<strong>Columbus Short North</strong> store news");
  });

  it("the home body is the store group's home page, and not when s is present", async () => {
    expect(await pageFor("/", DAYTON.id)).toContain("Welcome to Harvest Lane Market, Ohio Valley");
    const search = await pageFor("/?s=about", DAYTON.id);
    expect(search).not.toContain("Welcome to Harvest Lane Market, Ohio Valley");
    expect(search).toContain(">About Us</a>");
  });

  it("posting a store that cannot be selected (without JavaScript) says why and changes nothing", async () => {
    const post = (storeId: string) => fetch(`${t.url}/store/select`, { method: "POST", body: new URLSearchParams({ store_id: storeId }), redirect: "manual" });
    const res = await post("1011");
    expect(res.status).toBe(422);
    expect(res.headers.get("set-cookie") ?? "").not.toContain("store_id=");
    expect(await res.text()).toContain("Store 1011 cannot be selected.");
    expect((await post("999999")).status).toBe(404);
  });
});

describe("content areas for the selected store and user group", () => {
  it("the first HTML already holds the banner, slider, call to action and personalized content", async () => {
    const html = await pageFor("/", COLUMBUS.id);
    expect(html).toContain("<strong>Columbus Short North</strong> store news");
    expect(html).toContain("<strong>Ohio Valley</strong> slider");
    expect(html).toContain("<strong>Columbus Short North</strong> call to action");
    expect(html).toContain("<strong>All stores</strong> picks");
    const pittsburgh = await pageFor("/", PITTSBURGH.id);
    expect(pittsburgh).toContain("<strong>Keystone</strong> weekly deals");
    expect(pittsburgh).toContain("<strong>Keystone</strong> slider");
    expect(pittsburgh).not.toContain("Columbus Short North</strong> call to action");
  });
});

describe("menus in the first HTML", () => {
  it("carry every link for the store, no JavaScript needed", async () => {
    const html = await pageFor("/", COLUMBUS.id);
    expect(html).toMatch(/<nav aria-label="Shop"/);
    expect(html).toMatch(/<nav aria-label="Departments"/);
    expect(html).toContain(`href="/shop#!/?store_id=${COLUMBUS.id}"`);
    expect(html).toContain(`href="/shop/produce/fresh-fruit#!/?store_id=${COLUMBUS.id}"`);
    expect(html).toContain('href="/recipes/category/slow-cooker"');
    expect(html).toContain(">more...</a>");
    expect(html).toContain('aria-label="Previous departments"');
  });
});

describe("a recipe's page", () => {
  it("sends its JSON-LD in the first HTML with the response's CSP nonce", async () => {
    const recipe = DEMO_RECIPES.find((r) => r.slug === "sheet-pan-lemon-chicken")!;
    const res = await fetch(`${t.url}/recipes/${recipe.slug}`);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const script = /<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/.exec(await res.text());
    expect(script?.[1]).toBe(nonce);
    expect(JSON.parse(script![2]!)).toMatchObject({ "@type": "Recipe", name: recipe.title });
  });
});

describe("the contact form without JavaScript", () => {
  it("a NUL character posted in the form is a field message, not a failure", async () => {
    const body = new URLSearchParams({ store_id: "1001", name: "Null\u0000Byte", email: "nul@example.com", message: "Hello" });
    const res = await fetch(`${t.url}/contact`, { method: "POST", body });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Remove the unusual characters from this field.");
    expect(html).not.toContain("We couldn&#x27;t send your message");
  });
});
