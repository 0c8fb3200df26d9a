import { expect, test, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";

/** The page's own status message (the site's loading announcer is another status, outside main). */
const said = (page: Page) => page.getByRole("main").getByRole("status");
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

async function signIn(page: Page) {
  await page.goto(`/admin/sign-in?return_to=${encodeURIComponent("/admin/settings")}`);
  await page.getByLabel("Email").fill(DEMO.admin.email);
  await page.getByLabel("Password").fill(DEMO.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site settings" })).toBeVisible();
}

async function savePrimary(page: Page, color: string) {
  await page.goto("/admin/settings");
  await page.getByLabel("Primary colour").fill(color);
  await page.getByRole("button", { name: "Save settings" }).click();
}

/** What a visitor on a phone sees: the primary button, a link and the app banner's colours. */
async function visitorColours(page: Page) {
  await page.goto("/store/store-locator");
  const button = page.getByRole("button", { name: "Search stores" });
  const link = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" });
  const banner = page.getByRole("complementary", { name: "Get our app" });
  await expect(banner).toBeVisible();
  return {
    button: await button.evaluate((el) => getComputedStyle(el).backgroundColor),
    link: await link.evaluate((el) => getComputedStyle(el).color),
    banner: await banner.evaluate((el) => getComputedStyle(el).backgroundColor),
  };
}

test("the primary colour set in the admin recolours a visitor's buttons, links and app banner, and a light one is refused", async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = await browser.newContext({ baseURL, userAgent: IPHONE, viewport: { width: 390, height: 844 } });
  const phone = await visitor.newPage();
  await signIn(page);
  const original = await page.getByLabel("Primary colour").inputValue();
  try {
    const before = await visitorColours(phone);
    expect(before).toEqual({ button: "rgb(31, 111, 67)", link: "rgb(25, 91, 55)", banner: "rgb(31, 111, 67)" });

    // Too light for white text: refused with the reason, nothing saved, visitors' colours unchanged.
    await savePrimary(page, "#ffcc00");
    await expect(page.getByRole("alert").getByText("The settings were not saved")).toBeFocused();
    await expect(
      page
        .getByRole("alert")
        .getByRole("link", { name: /Primary colour is too light: it has a contrast of 1\.\d\d:1 against white and needs at least 4\.5:1/ }),
    ).toBeVisible();
    await expect(page.getByLabel("Primary colour")).toHaveAttribute("aria-invalid", "true");
    expect(await visitorColours(phone)).toEqual(before);

    await savePrimary(page, "#1a4d8f");
    await expect(said(page)).toHaveText("The settings were saved; visitors’ pages use them now.");
    // #1a4d8f itself, and its 700 shade (18% toward black) for links.
    expect(await visitorColours(phone)).toEqual({ button: "rgb(26, 77, 143)", link: "rgb(21, 63, 117)", banner: "rgb(26, 77, 143)" });
  } finally {
    await savePrimary(page, original);
    await expect(said(page)).toHaveText("The settings were saved; visitors’ pages use them now.");
    await visitor.close();
  }
});
