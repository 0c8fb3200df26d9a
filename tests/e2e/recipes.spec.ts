import { expect, test, type Page } from "@playwright/test";
import { DEMO_ARTICLES, DEMO_RECIPES } from "../../server/db/seed/posts/demo-posts";
import { ingredientText } from "../../core/posts/recipe-text";

/**
 * Recipes and articles (docs/requirements.md#screens-and-routes): list pages browsed by the recipe
 * menu's categories and filtered by diet with plain links, paged in the address; a recipe's and an
 * article's own page with their structured data; unknown addresses as 404 pages in the site chrome.
 */

const COLUMBUS = 1001;
const categories = (page: Page) => page.getByRole("navigation", { name: "Recipe categories" });
const diets = (page: Page) => page.getByRole("navigation", { name: "Diet" });
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const range = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+ recipes?$/);
/** Recipes filed under one of these categories (or their child categories, listed by the caller). */
const recipesIn = (...slugs: string[]) => DEMO_RECIPES.filter((r) => r.terms.recipe_category?.some((c) => slugs.includes(c)));

async function openWithStore(page: Page, baseURL: string | undefined, path: string) {
  await page.context().addCookies([{ name: "store_id", value: String(COLUMBUS), url: baseURL! }]);
  await page.goto(path);
  await expect(page.locator("#site-nav[data-enhanced]")).toHaveCount(1);
}

/** The page's JSON-LD, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text ?? "null") as Record<string, unknown>;
}

test.describe("recipe list", () => {
  test("browses by the recipe menu's categories and filters by diet @mobile", async ({ page, baseURL }) => {
    await openWithStore(page, baseURL, "/recipes");
    await expect(page.getByRole("heading", { level: 1, name: "Recipes" })).toBeVisible();
    await expect(range(page)).toHaveText(`Showing 1–12 of ${DEMO_RECIPES.length} recipes`);
    await expect(categories(page).getByRole("link", { name: "All Recipes" })).toHaveAttribute("aria-current", "page");

    await categories(page).getByRole("link", { name: "Dinner", exact: true }).click();
    await expect(page).toHaveURL(/\/recipes\/category\/dinner$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dinner recipes" })).toBeVisible();
    await expect(categories(page).getByRole("link", { name: "Dinner", exact: true })).toHaveAttribute("aria-current", "page");
    // Dinner takes in the categories below it: pasta, grilling, slow cooker and one-pan recipes.
    const dinner = recipesIn("dinner", "pasta", "grilling", "slow-cooker", "one-pan");
    await expect(range(page)).toHaveText(`Showing 1–12 of ${dinner.length} recipes`);
    await expect(page).toHaveTitle("Dinner recipes");

    await diets(page).getByRole("link", { name: "Vegan" }).click();
    await expect(page).toHaveURL(/\/recipes\/category\/dinner\?diet=vegan$/);
    await expect(page.getByRole("heading", { level: 1, name: "Vegan Dinner recipes" })).toBeVisible();
    const veganDinners = dinner.filter((r) => r.terms.diet?.includes("vegan"));
    await expect(cards(page)).toHaveCount(veganDinners.length);
    for (const r of veganDinners) await expect(cards(page).getByRole("link", { name: r.title })).toBeVisible();
    await expect(diets(page).getByRole("link", { name: "Vegan" })).toHaveAttribute("aria-current", "page");

    await diets(page).getByRole("link", { name: "Any diet" }).click();
    await expect(page).toHaveURL(/\/recipes\/category\/dinner$/);
  });

  test("the header's recipe menu leads to the same category pages", async ({ page, baseURL }) => {
    await openWithStore(page, baseURL, "/");
    const menu = page.getByRole("navigation", { name: "Recipes" });
    await menu.getByRole("button", { name: "Recipes" }).click();
    await menu.getByRole("link", { name: "Slow Cooker" }).click();
    await expect(page).toHaveURL(/\/recipes\/category\/slow-cooker$/);
    await expect(page.getByRole("heading", { level: 1, name: "Slow Cooker recipes" })).toBeVisible();
    await expect(cards(page)).toHaveCount(recipesIn("slow-cooker").length);
  });

  test("pages through the list with the page in the address", async ({ page, baseURL }) => {
    await openWithStore(page, baseURL, "/recipes");
    const pages = page.getByRole("navigation", { name: "Pagination" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    const firstTitles = await cards(page).getByRole("heading").allTextContents();

    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/recipes\?page=2$/);
    await expect(range(page)).toHaveText(`Showing 13–24 of ${DEMO_RECIPES.length} recipes`);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle("Recipes (page 2)");
    const secondTitles = await cards(page).getByRole("heading").allTextContents();
    expect(secondTitles).toHaveLength(12);
    expect(secondTitles.filter((t) => firstTitles.includes(t))).toEqual([]);

    const last = Math.ceil(DEMO_RECIPES.length / 12);
    await pages.getByRole("link", { name: `Page ${last}` }).click();
    await expect(page).toHaveURL(new RegExp(`/recipes\\?page=${last}$`));
    await expect(cards(page)).toHaveCount(DEMO_RECIPES.length - 12 * (last - 1));
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await pages.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(new RegExp(`/recipes\\?page=${last - 1}$`));
  });

  test("works without JavaScript: categories, diets and pages are plain links", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/recipes");
    await categories(page).getByRole("link", { name: "Pasta" }).click();
    await expect(page).toHaveURL(/\/recipes\/category\/pasta$/);
    await diets(page).getByRole("link", { name: "Vegetarian" }).click();
    await expect(page).toHaveURL(/\/recipes\/category\/pasta\?diet=vegetarian$/);
    const expected = recipesIn("pasta").filter((r) => r.terms.diet?.includes("vegetarian"));
    await expect(cards(page)).toHaveCount(expected.length);
    await page.goto("/recipes?diet=gluten-free");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/recipes\?diet=gluten-free&page=2$/);
    await expect(page.getByRole("heading", { level: 1, name: "Gluten-Free recipes" })).toBeVisible();
    await context.close();
  });
});

test.describe("a recipe's page", () => {
  const recipe = DEMO_RECIPES.find((r) => r.slug === "sheet-pan-lemon-chicken")!;

  test("shows times, servings, ingredients and steps, and describes the recipe in JSON-LD @mobile", async ({ page, baseURL }) => {
    await openWithStore(page, baseURL, "/recipes/category/one-pan");
    await cards(page).getByRole("link", { name: recipe.title }).click();
    await expect(page).toHaveURL(/\/recipes\/sheet-pan-lemon-chicken$/);
    await expect(page.getByRole("heading", { level: 1, name: recipe.title })).toBeVisible();
    await expect(page.getByRole("img", { name: `Illustration: ${recipe.title}` })).toBeVisible();
    await expect(page.getByText("Prep time")).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "55 min" })).toBeVisible();
    const ingredients = page.getByRole("region", { name: "Ingredients" }).getByRole("listitem");
    await expect(ingredients).toHaveText(recipe.recipe!.ingredients.map(ingredientText));
    await expect(page.getByRole("region", { name: "Steps" }).getByRole("listitem")).toHaveText(recipe.recipe!.steps);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "One Pan" })).toHaveAttribute(
      "href",
      "/recipes/category/one-pan",
    );

    const ld = await structuredData(page);
    // Rendered after a client-side navigation, the block still carries the page's CSP nonce.
    expect(await page.locator('script[type="application/ld+json"]').evaluate((s) => (s as HTMLScriptElement).nonce)).not.toBe("");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: recipe.title,
      url: `${baseURL}/recipes/${recipe.slug}`,
      prepTime: "PT15M",
      cookTime: "PT40M",
      recipeIngredient: recipe.recipe!.ingredients.map(ingredientText),
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/recipes/${recipe.slug}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", recipe.excerpt);
    await expect(page).toHaveTitle(recipe.title);
  });

  test("sends its JSON-LD in the first HTML with the response's CSP nonce", async ({ request }) => {
    const res = await request.get(`/recipes/${recipe.slug}`);
    const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const script = /<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/.exec(html);
    expect(script?.[1]).toBe(nonce);
    expect(JSON.parse(script![2]!)).toMatchObject({ "@type": "Recipe", name: recipe.title });
  });
});

test.describe("an article's page", () => {
  const article = DEMO_ARTICLES.find((a) => a.slug === "the-summer-grilling-guide")!;

  test("shows the article and describes it in JSON-LD; its categories lead to their lists @mobile", async ({ page, baseURL }) => {
    await openWithStore(page, baseURL, "/articles");
    await expect(page.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible();
    await page.getByRole("navigation", { name: "Article categories" }).getByRole("link", { name: "Seasonal Eating" }).click();
    await expect(page).toHaveURL(/\/articles\/category\/seasonal$/);
    await cards(page).getByRole("link", { name: article.title }).click();
    await expect(page).toHaveURL(/\/articles\/the-summer-grilling-guide$/);
    await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Safe internal temperatures" })).toBeVisible();
    expect(await structuredData(page)).toMatchObject({
      "@type": "Article",
      headline: article.title,
      articleSection: ["Seasonal Eating", "Entertaining"],
      author: { name: article.author },
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/articles/${article.slug}`);

    await page.getByRole("main").getByRole("link", { name: "Grilled Lemon Herb Chicken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Grilled Lemon Herb Chicken" })).toBeVisible();
  });
});

test.describe("addresses that name nothing", () => {
  for (const path of [
    "/recipes/no-such-recipe",
    "/articles/no-such-article",
    "/recipes/category/no-such-category",
    "/recipes?diet=keto",
    "/recipes?page=0",
    "/recipes?page=999",
    "/recipes?page=99999",
    "/articles/sheet-pan-lemon-chicken",
  ]) {
    test(`${path} is a 404 page inside the site chrome`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page).toHaveTitle("Page not found");
    });
  }
});
