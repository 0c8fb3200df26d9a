import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { container, createPage, editorApi, elementId, heading, widget, type Element } from "./support/builder";
import { holdScripts } from "./support/held-scripts";

/**
 * The loop grid and its taxonomy filters, on documents created through the
 * documents API: filtering by click (one term, several with AND and with OR), the address kept in
 * step, deep links rendered filtered by the server, the grid's page reset, back and forward, a
 * failing server leaving the grid as it was, plain links without JavaScript, edit mode's request.
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
const GRID = elementId();
const OR_GRID = elementId();
const MORE_GRID = elementId();
let url = "";
let orUrl = "";
let moreUrl = "";
let pageId = 0;

async function createTemplate(api: typeof editor): Promise<number> {
  const res = await api.api.post("/api/admin/v1/documents", {
    headers: { "X-Aisle-Nonce": api.nonce },
    data: {
      type: "loop-item",
      title: "Card",
      slug: `card-${GRID}`,
      elements: [
        container([widget("theme-post-title", { header_size: "h3" }), widget("aisle-post-terms", { taxonomy: "diet" })], {
          content_width: "full",
        }),
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const grid = (id: string, template: number): Element =>
  widget(
    "loop-grid",
    {
      template_id: template,
      post_query_post_type: "recipe",
      posts_per_page: 6,
      post_query_orderby: "title",
      pagination_type: "numbers",
      columns: 3,
    },
    id,
  );

test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  const template = await createTemplate(editor);
  ({ url, id: pageId } = await createPage(editor, "Recipe filters", [
    container([
      heading("Recipe filters", { header_size: "h1" }),
      widget("taxonomy-filter", { selected_element: GRID, taxonomy: "recipe_category" }),
      widget("taxonomy-filter", { selected_element: GRID, taxonomy: "diet", multiple_selection: "yes", logical_combination: "AND" }),
      grid(GRID, template),
    ]),
  ]));
  ({ url: orUrl } = await createPage(editor, "Any diet", [
    container([
      heading("Any diet", { header_size: "h1" }),
      widget("taxonomy-filter", { selected_element: OR_GRID, taxonomy: "diet", multiple_selection: "yes", logical_combination: "OR" }),
      grid(OR_GRID, template),
    ]),
  ]));
  ({ url: moreUrl } = await createPage(editor, "More recipes", [
    container([
      heading("More recipes", { header_size: "h1" }),
      widget(
        "loop-grid",
        {
          template_id: template,
          post_query_post_type: "recipe",
          posts_per_page: 4,
          post_query_orderby: "title",
          pagination_type: "load_more_on_click",
          load_more_button_text: "More recipes",
        },
        MORE_GRID,
      ),
    ]),
  ]));
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

const gridOf = (page: Page, id = GRID): Locator => page.locator(`.elementor-element-${id}`);
const titles = (page: Page, id = GRID) => gridOf(page, id).getByRole("heading", { level: 3 }).allTextContents();
const filterButton = (page: Page, group: string, name: string) =>
  page.getByRole("group", { name: group }).getByRole("button", { name, exact: true });

/** The titles the posts API lists for the same query, first page of 6 by title. */
async function expected(request: APIRequestContext, query: string): Promise<string[]> {
  const res = await request.get(
    `/api/content/v1/posts?type=recipe&orderby=title&per_page=6&include_children=true${query ? `&${query}` : ""}`,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { title: string }[] }).items.map((i) => i.title);
}

/** Marks the document, so a full page load (which would drop the mark) can be told from an in-place refresh. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
/** The filters' behaviour has started: their links are toggle buttons. */
const started = (page: Page) =>
  expect(page.getByRole("group", { name: "Diet" }).getByRole("button").first()).toHaveAttribute("aria-pressed", /true|false/);

test("one term at a time: a click filters in place and updates the address; the same term again brings All back", async ({
  page,
  request,
}) => {
  await page.goto(url);
  await started(page);
  await markPage(page);
  expect(await titles(page)).toEqual(await expected(request, ""));
  await filterButton(page, "Recipe category", "Dinner").click();
  await expect(page).toHaveURL(new RegExp(`\\?e-filter-${GRID}-recipe_category=dinner$`));
  await expect(filterButton(page, "Recipe category", "Dinner")).toHaveAttribute("aria-pressed", "true");
  await expect(filterButton(page, "Recipe category", "All")).toHaveAttribute("aria-pressed", "false");
  const dinner = await expected(request, "recipe_category=dinner");
  await expect.poll(() => titles(page)).toEqual(dinner);
  await filterButton(page, "Recipe category", "Lunch").click();
  await expect(page).toHaveURL(new RegExp(`recipe_category=lunch$`));
  await expect.poll(() => titles(page)).toEqual(await expected(request, "recipe_category=lunch"));
  await expect(filterButton(page, "Recipe category", "Dinner")).toHaveAttribute("aria-pressed", "false");
  await filterButton(page, "Recipe category", "Lunch").press("Space");
  await expect(page).toHaveURL(url);
  await expect(filterButton(page, "Recipe category", "All")).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => titles(page)).toEqual(await expected(request, ""));
  expect(await samePage(page)).toBe(true);
});

test("several terms joined by AND (+) narrow the grid; All clears them", async ({ page, request }) => {
  await page.goto(url);
  await started(page);
  await filterButton(page, "Diet", "Vegan").click();
  await expect.poll(() => titles(page)).toEqual(await expected(request, "diet=vegan"));
  await filterButton(page, "Diet", "Gluten-Free").click();
  await expect(page).toHaveURL(new RegExp(`e-filter-${GRID}-diet=vegan\\+gluten-free$`));
  const both = await expected(request, "diet=vegan%2Bgluten-free");
  expect(both.length).toBeGreaterThan(0);
  await expect.poll(() => titles(page)).toEqual(both);
  await expect(filterButton(page, "Diet", "Vegan")).toHaveAttribute("aria-pressed", "true");
  await expect(filterButton(page, "Diet", "Gluten-Free")).toHaveAttribute("aria-pressed", "true");
  // Each recipe shown carries both diets.
  for (const terms of await gridOf(page).getByRole("list", { name: "Diet" }).allTextContents()) {
    expect(terms).toContain("Vegan");
    expect(terms).toContain("Gluten-Free");
  }
  await filterButton(page, "Diet", "All").click();
  await expect(page).toHaveURL(url);
  await expect.poll(() => titles(page)).toEqual(await expected(request, ""));
});

test("several terms joined by OR (~) widen the grid", async ({ page, request }) => {
  await page.goto(orUrl);
  await expect(filterButton(page, "Diet", "All")).toHaveAttribute("aria-pressed", "true");
  await filterButton(page, "Diet", "Vegan").click();
  await filterButton(page, "Diet", "Gluten-Free").click();
  await expect(page).toHaveURL(new RegExp(`e-filter-${OR_GRID}-diet=vegan~gluten-free$`));
  await expect.poll(() => titles(page, OR_GRID)).toEqual(await expected(request, "diet=vegan~gluten-free"));
});

test("a deep link renders filtered on the server, and the filter starts from it", async ({ page, request }) => {
  const refreshes: string[] = [];
  page.on("request", (r) => (r.url().includes("/refresh-loop") ? refreshes.push(r.url()) : undefined));
  const res = await request.get(`${url}?e-filter-${GRID}-diet=vegan&e-filter-${GRID}-recipe_category=dinner~lunch`);
  const html = await res.text();
  const first = (await expected(request, "diet=vegan&recipe_category=dinner~lunch"))[0]!;
  expect(html).toContain(`>${first.replaceAll("&", "&amp;")}</a></h3>`);
  await page.goto(`${url}?e-filter-${GRID}-diet=vegan&e-filter-${GRID}-recipe_category=dinner~lunch`);
  await expect(filterButton(page, "Diet", "Vegan")).toHaveAttribute("aria-pressed", "true");
  await expect(filterButton(page, "Recipe category", "Dinner")).toHaveAttribute("aria-pressed", "true");
  await expect(filterButton(page, "Recipe category", "Lunch")).toHaveAttribute("aria-pressed", "true");
  expect(await titles(page)).toEqual(await expected(request, "diet=vegan&recipe_category=dinner~lunch"));
  // Adding a diet keeps the category filter as the address wrote it.
  await filterButton(page, "Diet", "Vegetarian").click();
  await expect(page).toHaveURL(new RegExp(`recipe_category=dinner~lunch&e-filter-${GRID}-diet=vegan\\+vegetarian$`));
  expect(refreshes).toHaveLength(1);
});

test("a filter change drops the grid's page and keeps other parameters", async ({ page, request }) => {
  await page.goto(`${url}?utm_source=mail&e-page-${GRID}=2`);
  await expect(gridOf(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  const all = await request.get(`/api/content/v1/posts?type=recipe&orderby=title&per_page=6&page=2`);
  expect(await titles(page)).toEqual(((await all.json()) as { items: { title: string }[] }).items.map((i) => i.title));
  await started(page);
  await filterButton(page, "Diet", "Vegetarian").click();
  await expect(page).toHaveURL(new RegExp(`\\?utm_source=mail&e-filter-${GRID}-diet=vegetarian$`));
  await expect.poll(() => titles(page)).toEqual(await expected(request, "diet=vegetarian"));
  await expect(gridOf(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(gridOf(page).getByRole("link", { name: "Page 2" })).toHaveAttribute(
    "href",
    new RegExp(`\\?utm_source=mail&e-filter-${GRID}-diet=vegetarian&e-page-${GRID}=2$`),
  );
});

test("back and forward restore the filter and the grid", async ({ page, request }) => {
  await page.goto(url);
  await started(page);
  const all = await expected(request, "");
  const dinner = await expected(request, "recipe_category=dinner");
  const lunch = await expected(request, "recipe_category=lunch");
  await filterButton(page, "Recipe category", "Dinner").click();
  await expect.poll(() => titles(page)).toEqual(dinner);
  await filterButton(page, "Recipe category", "Lunch").click();
  await expect.poll(() => titles(page)).toEqual(lunch);
  await page.goBack();
  await expect(page).toHaveURL(/recipe_category=dinner$/);
  await expect(filterButton(page, "Recipe category", "Dinner")).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => titles(page)).toEqual(dinner);
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect(filterButton(page, "Recipe category", "All")).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => titles(page)).toEqual(all);
  await page.goForward();
  await expect(filterButton(page, "Recipe category", "Dinner")).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => titles(page)).toEqual(dinner);
});

test("while a refresh is on its way the grid is aria-busy; a failing server leaves the grid as it was", async ({ page }) => {
  let answer!: () => void;
  const gate = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/builder/v1/refresh-loop", async (route) => {
    await gate;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ code: "internal_error", message: "x", data: { status: 500 } }),
    });
  });
  await page.goto(url);
  await started(page);
  const before = await titles(page);
  const markup = await gridOf(page).innerHTML();
  await filterButton(page, "Diet", "Vegan").click();
  await expect(gridOf(page)).toHaveAttribute("aria-busy", "true");
  await expect(gridOf(page)).toHaveClass(/e-loading-overlay/);
  const failed = page.waitForResponse("**/api/builder/v1/refresh-loop");
  answer();
  expect((await failed).status()).toBe(500);
  await expect(gridOf(page)).not.toHaveAttribute("aria-busy");
  await expect(gridOf(page)).not.toHaveClass(/e-loading-overlay/);
  expect(await titles(page)).toEqual(before);
  expect(await gridOf(page).innerHTML()).toBe(markup);
  // A network failure too.
  await page.unroute("**/api/builder/v1/refresh-loop");
  await page.route("**/api/builder/v1/refresh-loop", (route) => route.abort("failed"));
  await filterButton(page, "Diet", "Vegetarian").click();
  await expect(filterButton(page, "Diet", "Vegetarian")).toHaveAttribute("aria-pressed", "true");
  await expect(gridOf(page)).not.toHaveAttribute("aria-busy");
  expect(await titles(page)).toEqual(before);
});

test("without JavaScript the filter is plain links that work", async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(url);
  const group = page.getByRole("group", { name: "Diet" });
  await expect(group.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "true");
  await group.getByRole("link", { name: "Vegan", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`e-filter-${GRID}-diet=vegan$`));
  await expect(group.getByRole("link", { name: "Vegan", exact: true })).toHaveAttribute("aria-current", "true");
  expect(await titles(page)).toEqual(await expected(request, "diet=vegan"));
  await group.getByRole("link", { name: "Gluten-Free", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`diet=vegan\\+gluten-free$`));
  expect(await titles(page)).toEqual(await expected(request, "diet=vegan%2Bgluten-free"));
  await context.close();
});

test("a filter followed before the scripts ran stays chosen, and the next click refreshes in place", async ({ page, request }) => {
  const scripts = await holdScripts(page);
  await scripts.goto(url);
  await page.getByRole("group", { name: "Recipe category" }).getByRole("link", { name: "Dessert", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`recipe_category=dessert$`));
  await scripts.release();
  await expect(filterButton(page, "Recipe category", "Dessert")).toHaveAttribute("aria-pressed", "true");
  await markPage(page);
  await filterButton(page, "Diet", "Vegetarian").click();
  await expect(page).toHaveURL(new RegExp(`recipe_category=dessert&e-filter-${GRID}-diet=vegetarian$`));
  await expect.poll(() => titles(page)).toEqual(await expected(request, "recipe_category=dessert&diet=vegetarian"));
  await expect(filterButton(page, "Recipe category", "Dessert")).toHaveAttribute("aria-pressed", "true");
  expect(await samePage(page)).toBe(true);
});

test("a refresh from the editor's Preview sends the widget model, is_edit_mode and the nonce header", async ({ page }) => {
  const login = await page.request.post("/api/auth/v1/login", { data: { email: "editor@aisle.test", password: "editor-demo-1" } });
  expect(login.status()).toBe(200);
  await page.goto(`/admin/documents/${pageId}/edit`);
  const preview = page.frameLocator("iframe[title=Preview]");
  await expect(preview.locator("html[data-ready]")).toHaveCount(1);
  await expect(preview.getByRole("group", { name: "Diet" }).getByRole("button").first()).toHaveAttribute("aria-pressed", /true|false/);
  const sent = page.waitForRequest("**/api/builder/v1/refresh-loop");
  const answered = page.waitForResponse("**/api/builder/v1/refresh-loop");
  await preview.getByRole("group", { name: "Diet" }).getByRole("button", { name: "Vegan", exact: true }).click();
  const req = await sent;
  expect(req.frame().url()).toMatch(new RegExp(`/admin/documents/${pageId}/preview\\?aisle-edit=1`));
  const body = req.postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    post_id: pageId,
    widget_id: GRID,
    is_edit_mode: true,
    widget_filters: { taxonomy: { diet: { terms: ["vegan"], logicalJoin: "AND" } } },
  });
  expect(body.widget_model).toMatchObject({ posts_per_page: 6, post_query_post_type: "recipe" });
  expect(req.headers()["x-aisle-nonce"]).toMatch(/^[\w-]{10,}$/);
  expect((await answered).status()).toBe(200);
  await expect(preview.locator(`.elementor-element-${GRID}`)).not.toHaveAttribute("aria-busy");
});

test("a filtered grid page is axe clean", async ({ page }) => {
  await page.goto(`${url}?e-filter-${GRID}-diet=vegan`);
  await started(page);
  await filterButton(page, "Recipe category", "Dinner").click();
  await expect(gridOf(page)).not.toHaveAttribute("aria-busy");
  await expect(page).toHaveURL(/recipe_category=dinner/);
  expect(await axeViolations(page)).toEqual([]);
});

test("Load more adds the next page in place and moves focus to the first new card; without scripts it is a link", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const firstEight = async () => {
    const res = await request.get("/api/content/v1/posts?type=recipe&orderby=title&per_page=8");
    return ((await res.json()) as { items: { title: string }[] }).items.map((i) => i.title);
  };
  const eight = await firstEight();
  await page.goto(moreUrl);
  await expect(gridOf(page, MORE_GRID).getByRole("heading", { level: 3 })).toHaveCount(4);
  await markPage(page);
  const more = gridOf(page, MORE_GRID).getByRole("link", { name: "More recipes" });
  // The behaviour has started once the grid's chunk is in; a click before that is a plain link, which works too.
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => /behaviour-loop-grid|loop-grid/.test(e.name)));
  await more.click();
  await expect.poll(() => titles(page, MORE_GRID)).toEqual(eight);
  await expect(page).toHaveURL(new RegExp(`e-page-${MORE_GRID}=2$`));
  await expect(gridOf(page, MORE_GRID).getByRole("link", { name: eight[4]!, exact: true })).toBeFocused();
  expect(await samePage(page)).toBe(true);

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await context.newPage();
  await plain.goto(moreUrl);
  await gridOf(plain, MORE_GRID).getByRole("link", { name: "More recipes" }).click();
  await expect(plain).toHaveURL(new RegExp(`e-page-${MORE_GRID}=2$`));
  expect(await titles(plain, MORE_GRID)).toEqual(eight);
  await context.close();
});

test("a loop item template is no page of its own", async ({ request }) => {
  expect((await request.get(`/card-${GRID}`)).status()).toBe(404);
});

test("a signed-in shopper's refresh carries the nonce and works", async ({ page, request }) => {
  const login = await page.request.post("/api/auth/v1/login", { data: { email: "shopper@aisle.test", password: "shopper-demo-1" } });
  expect(login.status()).toBe(200);
  await page.goto(url);
  await started(page);
  const sent = page.waitForRequest("**/api/builder/v1/refresh-loop");
  await filterButton(page, "Diet", "Vegan").click();
  expect((await sent).headers()["x-aisle-nonce"]).toMatch(/^[\w-]{10,}$/);
  await expect.poll(() => titles(page)).toEqual(await expected(request, "diet=vegan"));
  // The new markup carries the nonce again: the next refresh works too.
  await filterButton(page, "Diet", "Vegetarian").click();
  await expect.poll(() => titles(page)).toEqual(await expected(request, "diet=vegan%2Bvegetarian"));
});
