import { expect, test, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";

/** The page's own status message (the site's loading announcer is another status, outside main). */
const said = (page: Page) => page.getByRole("main").getByRole("status");

async function signIn(page: Page, who: { email: string; password: string }, returnTo: string) {
  await page.goto(`/admin/sign-in?return_to=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[/?]/g, "\\$&")}$`));
}

test("an editor adds a category, writes a recipe in it as a draft, publishes it, and visitors find it under the category", async ({
  page,
  browser,
}) => {
  test.slow();
  const term = "Harvest Test Soups";
  const title = "Cider Pumpkin Soup";
  await signIn(page, DEMO.editor, "/admin/taxonomies");
  await expect(page.getByRole("heading", { level: 1, name: "Categories and terms" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(term);
  await page.getByRole("button", { name: "Add term" }).click();
  await expect(said(page)).toHaveText(`“${term}” was created.`);

  await page.goto("/admin/posts");
  await page.getByRole("link", { name: "New recipe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New recipe" })).toBeVisible();
  // Without a title the form is refused in place, the message focused, and nothing is created.
  await page.getByRole("button", { name: "Create recipe" }).click();
  const refusal = page.getByRole("alert").getByText("The post was not saved");
  await expect(refusal).toBeFocused();
  await expect(page.getByRole("alert").getByRole("link", { name: /Title/ })).toBeVisible();

  await page.getByLabel("Title").fill(title);
  await page.getByRole("group", { name: "Recipe category" }).getByRole("checkbox", { name: term }).check();
  await page.getByLabel("Excerpt").fill("Apple cider and roasted pumpkin, blended smooth.");
  await page.getByLabel("Body (HTML)").fill("<p>A soup for the first cold evening.</p>");
  await page.getByLabel("Servings").fill("4");
  await page.getByLabel("Ingredients").fill("1 | small | pie pumpkin | roasted\n2 | cups | apple cider");
  await page.getByLabel("Steps").fill("Roast the pumpkin.\nSimmer with the cider and blend.");
  await page.getByRole("button", { name: "Create recipe" }).click();
  await expect(said(page)).toHaveText("The post was created.");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const editUrl = page.url();

  // A draft: visitors get no page and no listing.
  const visitor = await browser.newPage();
  expect((await visitor.goto("/recipes/cider-pumpkin-soup"))?.status()).toBe(404);
  await visitor.goto("/recipes/category/harvest-test-soups");
  await expect(visitor.getByRole("link", { name: title })).toHaveCount(0);

  await page.getByLabel("Status").selectOption("publish");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(said(page)).toHaveText("The post was saved.");

  await visitor.goto("/recipes/category/harvest-test-soups");
  await expect(visitor.getByRole("link", { name: title }).first()).toBeVisible();
  expect((await visitor.goto("/recipes/cider-pumpkin-soup"))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("apple cider", { exact: false }).first()).toBeVisible();
  await visitor.close();

  // Clean up through the screens, each after its confirmation, so later specs see the seeded recipes only.
  await page.goto(editUrl);
  await page.getByRole("link", { name: "Delete…" }).click();
  await page.getByRole("button", { name: "Delete this post" }).click();
  await expect(said(page)).toHaveText(`“${title}” was deleted.`);
  await page.goto("/admin/taxonomies?taxonomy=recipe_category");
  await page.getByRole("link", { name: `Delete ${term}…` }).click();
  await expect(page.getByRole("heading", { name: `Delete “${term}”?` })).toBeVisible();
  await page.getByRole("button", { name: `Delete “${term}”` }).click();
  await expect(said(page)).toHaveText(`“${term}” was deleted.`);
});

test("the administrator changes the primary colour and the mobile menu side, and the storefront uses them", async ({ page }) => {
  await signIn(page, DEMO.admin, "/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Site settings" })).toBeVisible();
  const original = { color: await page.getByLabel("Primary colour").inputValue() };
  try {
    // A colour that is not a hex colour is refused in place, focused, and nothing changes.
    await page.getByLabel("Primary colour").fill("red; background: url(x)");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("alert").getByText("The settings were not saved")).toBeFocused();
    await expect(page.getByRole("alert").getByRole("link", { name: /Primary colour must be a CSS hex colour/ })).toBeVisible();
    await page.goto("/");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", original.color);

    await page.goto("/admin/settings");
    await page.getByLabel("Primary colour").fill("#1a4d8f");
    await page.getByRole("radio", { name: "Slides in from the right" }).check();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(said(page)).toHaveText("The settings were saved; visitors’ pages use them now.");

    await page.goto("/");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#1a4d8f");
    await expect(page.locator("#site-nav")).toHaveAttribute("data-side", "right");
  } finally {
    await page.goto("/admin/settings");
    await page.getByLabel("Primary colour").fill(original.color);
    await page.getByRole("radio", { name: "Slides in from the left" }).check();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(said(page)).toHaveText("The settings were saved; visitors’ pages use them now.");
  }
  await page.goto("/");
  await expect(page.locator("#site-nav")).toHaveAttribute("data-side", "left");
});
