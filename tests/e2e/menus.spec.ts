import { expect, test, type Page } from "@playwright/test";
import {
  checkMegaMenuKeyboard,
  checkOffCanvasTrapsFocus,
  checkStoreSwitchRebuildsDepartments,
  checkSwipeOpensAndCloses,
  departments,
  menuButton,
  menuDialog as dialog,
  panelFor,
  shopNav,
} from "./support/header-behaviours";

/**
 * Header menus (docs/requirements.md#screens-and-routes, #states-and-transitions, #errors and
 * #constants; docs/design/ui-contract.md): the desktop mega menu with hover intent and keyboard
 * operation, the department menu, and the off-canvas menu below 992 px.
 */

const COLUMBUS = 1001;
const COLUMBUS_CATERING = 2001;
const DAYTON = 1003;

async function open(page: Page, baseURL: string | undefined, path = "/", storeId = COLUMBUS) {
  await page.context().addCookies([{ name: "store_id", value: String(storeId), url: baseURL! }]);
  await page.goto(path);
  await expect(page.locator("#site-nav[data-enhanced]")).toHaveCount(1);
}

test.describe("menus in the first HTML", () => {
  test("carry every link for the store, no JavaScript needed", async ({ request }) => {
    const html = await (await request.get("/", { headers: { cookie: `store_id=${COLUMBUS}` } })).text();
    expect(html).toMatch(/<nav aria-label="Shop"/);
    expect(html).toMatch(/<nav aria-label="Departments"/);
    expect(html).toContain(`href="/shop#!/?store_id=${COLUMBUS}"`);
    expect(html).toContain(`href="/shop/produce/fresh-fruit#!/?store_id=${COLUMBUS}"`);
    expect(html).toContain('href="/recipes/category/slow-cooker"');
    expect(html).toContain(">more...</a>");
    expect(html).toContain('aria-label="Previous departments"');
  });

  test("work without JavaScript below 992 px: the menu is shown in the page", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    await context.addCookies([{ name: "store_id", value: String(COLUMBUS), url: baseURL! }]);
    const page = await context.newPage();
    await page.goto("/");
    await expect(shopNav(page).getByRole("link", { name: "Shop All" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toBeVisible();
    await context.close();
  });
});

test.describe("desktop mega menu", () => {
  test("opens a group as a three-column panel; Escape closes it and returns focus", async ({ page, baseURL }) => {
    await open(page, baseURL);
    const recipes = page.getByRole("navigation", { name: "Recipes" }).getByRole("button", { name: "Recipes" });
    await expect(recipes).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("link", { name: "All Recipes" })).toBeHidden();
    await recipes.click();
    await expect(recipes).toHaveAttribute("aria-expanded", "true");
    const panel = await panelFor(page, recipes);
    await expect(panel.getByRole("link", { name: "All Recipes" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Slow Cooker" })).toBeVisible();
    await expect(panel).toHaveAttribute("data-columns", "3");
    expect(await panel.locator("> ul").evaluate((ul) => getComputedStyle(ul).columnCount)).toBe("3");
    await panel.getByRole("link", { name: "Grilling" }).focus();
    await page.keyboard.press("Escape");
    await expect(recipes).toHaveAttribute("aria-expanded", "false");
    await expect(recipes).toBeFocused();
    await expect(panel).toBeHidden();
  });

  test("a department panel is one column of its first 5 children and more...", async ({ page, baseURL }) => {
    await open(page, baseURL);
    const produceToggle = departments(page).getByRole("button", { name: "Produce submenu" });
    await produceToggle.click();
    const produce = await panelFor(page, produceToggle);
    await expect(produce).toHaveAttribute("data-columns", "1");
    await expect(produce.getByRole("link")).toHaveCount(6);
    await expect(produce.getByRole("link", { name: "Fresh Fruit" })).toBeVisible();
    await expect(produce.getByRole("link", { name: "Organic Produce" })).toBeVisible();
    await expect(produce.getByRole("link", { name: "Potatoes & Onions" })).toHaveCount(0);
    const more = produce.getByRole("link", { name: "more...", exact: true });
    await expect(more).toHaveAttribute("href", `/shop/produce#!/?store_id=${COLUMBUS}`);
    await expect(more).toHaveAccessibleDescription("Produce");

    // Bakery has exactly 5 children: all shown, no more link.
    const bakeryToggle = departments(page).getByRole("button", { name: "Bakery submenu" });
    await bakeryToggle.click();
    await expect(produce).toBeHidden();
    const bakery = await panelFor(page, bakeryToggle);
    await expect(bakery.getByRole("link")).toHaveCount(5);
    await expect(bakery.getByRole("link", { name: "more..." })).toHaveCount(0);
  });

  test("hover intent: opens after the pointer rests 100 ms, closes 800 ms after it leaves", async ({ page, baseURL }) => {
    await page.clock.install();
    await open(page, baseURL);
    await page.clock.pauseAt(Date.now() + 60_000);
    const toggle = departments(page).getByRole("button", { name: "Produce submenu" });
    const link = departments(page).getByRole("link", { name: "Produce", exact: true });
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + box.height / 2);
    await page.clock.runFor(90);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.clock.runFor(20);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    // Into the panel and out again: closes 800 ms later, not before.
    const item = (await panelFor(page, toggle)).getByRole("link", { name: "Fresh Fruit" });
    const itemBox = (await item.boundingBox())!;
    await page.mouse.move(itemBox.x + 5, itemBox.y + 5);
    await page.mouse.move(box.x + 5, 700);
    await page.clock.runFor(790);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.clock.runFor(20);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("a panel the pointer opened closes with Escape without moving the pointer", async ({ page, baseURL }) => {
    await open(page, baseURL);
    const toggle = departments(page).getByRole("button", { name: "Dairy submenu" });
    await departments(page).getByRole("link", { name: "Dairy", exact: true }).hover();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // Escape pressed the moment a panel shows, before the page has done anything else, closes it too.
    const produce = departments(page).getByRole("button", { name: "Produce submenu" });
    await produce.evaluate((button) => {
      const observer = new MutationObserver(() => {
        if (button.getAttribute("aria-expanded") !== "true") return;
        observer.disconnect();
        document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
        button.setAttribute("data-escaped", "");
      });
      observer.observe(button, { attributes: true, attributeFilter: ["aria-expanded"] });
    });
    await departments(page).getByRole("link", { name: "Produce", exact: true }).hover();
    await expect(produce).toHaveAttribute("data-escaped", "");
    await expect(produce).toHaveAttribute("aria-expanded", "false");
  });

  test("hover intent: a pointer passing over quickly opens nothing", async ({ page, baseURL }) => {
    await page.clock.install();
    await open(page, baseURL);
    await page.clock.pauseAt(Date.now() + 60_000);
    const link = departments(page).getByRole("link", { name: "Deli", exact: true });
    const box = (await link.boundingBox())!;
    // Moving 8 px every 50 ms (16 px per 100 ms sample, more than the 7 px sensitivity), then leaving.
    const toggle = departments(page).getByRole("button", { name: "Deli submenu" });
    expect(box.width).toBeGreaterThan(32);
    for (let i = 0; i < 5; i += 1) {
      await page.mouse.move(box.x + i * 8, box.y + box.height / 2);
      await page.clock.runFor(50);
      // Checked while the pointer is still over it: after it leaves, the 800 ms close would hide a wrong open.
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    }
    await page.mouse.move(box.x, 700);
    await page.clock.runFor(2000);
    await expect(departments(page).getByRole("button", { name: "Deli submenu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("keyboard: arrows move along the bar, Down opens and enters a panel, Escape returns", async ({ page, baseURL }) => {
    await open(page, baseURL);
    await checkMegaMenuKeyboard(page);
  });

  test("focus leaving the menus or a click elsewhere closes an open panel", async ({ page, baseURL }) => {
    await open(page, baseURL);
    const recipes = page.getByRole("button", { name: "Recipes", exact: true });
    await recipes.click();
    await expect(recipes).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(5, 700);
    await expect(recipes).toHaveAttribute("aria-expanded", "false");

    await recipes.click();
    await page.getByRole("searchbox", { name: "Search the site" }).focus();
    await expect(recipes).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("department menu", () => {
  const visible = async (page: Page) =>
    page.evaluate(() => {
      const viewport = document.querySelector(".departments__viewport")!.getBoundingClientRect();
      return [...document.querySelectorAll(".departments__list > li")]
        .filter((li) => {
          const r = li.getBoundingClientRect();
          return r.left >= viewport.left - 1 && r.right <= viewport.right + 1;
        })
        .map((li) => li.querySelector("a")!.textContent);
    });

  test("arrows move the departments four at a time with a 300 ms animation", async ({ page, baseURL }) => {
    await page.clock.install();
    await open(page, baseURL);
    await page.clock.pauseAt(Date.now() + 60_000);
    const nav = departments(page);
    const prev = nav.getByRole("button", { name: "Previous departments" });
    const next = nav.getByRole("button", { name: "Next departments" });
    await expect(prev).toHaveAttribute("aria-disabled", "true");
    await expect(next).toHaveAttribute("aria-disabled", "false");
    expect((await visible(page))[0]).toBe("Produce");

    const scrollLeft = () => nav.locator(".departments__viewport").evaluate((v) => v.scrollLeft);
    const dairyOffset = await nav
      .locator(".departments__list > li")
      .nth(4)
      .evaluate((li) => li.getBoundingClientRect().left - li.parentElement!.getBoundingClientRect().left);
    await next.click();
    await page.clock.runFor(150);
    const halfway = await scrollLeft();
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(dairyOffset);
    await page.clock.runFor(200);
    expect(await scrollLeft()).toBeCloseTo(dairyOffset, 0);
    expect((await visible(page))[0]).toBe("Dairy");
    await expect(prev).toHaveAttribute("aria-disabled", "false");

    await prev.click();
    await page.clock.runFor(350);
    expect(await scrollLeft()).toBe(0);
    expect((await visible(page))[0]).toBe("Produce");
    await expect(prev).toHaveAttribute("aria-disabled", "true");

    // To the end: Next is disabled there and the last department is shown.
    // The arrows' state follows the row's scroll event, which lands a frame after the clock moves:
    // each turn waits until Next agrees with where the row is before deciding to press it again.
    const nextAgreesWithRow = () =>
      nav.locator(".departments__viewport").evaluate((v) => {
        const atEnd = v.scrollLeft >= v.scrollWidth - v.clientWidth - 1;
        const button = v.parentElement!.querySelector(".departments__arrow--next")!;
        return button.getAttribute("aria-disabled") === String(atEnd);
      });
    for (let i = 0; i < 4; i += 1) {
      await expect.poll(nextAgreesWithRow).toBe(true);
      if ((await next.getAttribute("aria-disabled")) === "true") break;
      await next.click();
      await page.clock.runFor(350);
    }
    await expect(next).toHaveAttribute("aria-disabled", "true");
    expect((await visible(page)).at(-1)).toBe("Floral");
  });

  test("Next closes an open department panel and still moves the row", async ({ page, baseURL }) => {
    await open(page, baseURL);
    const nav = departments(page);
    const toggle = nav.getByRole("button", { name: "Produce submenu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("button", { name: "Next departments" }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => nav.locator(".departments__viewport").evaluate((v) => v.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(async () => (await visible(page))[0]).toBe("Dairy");
  });

  test("moves at once with reduced motion", async ({ page, baseURL }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await open(page, baseURL);
    await page.clock.pauseAt(Date.now() + 60_000);
    const nav = departments(page);
    await nav.getByRole("button", { name: "Next departments" }).click();
    expect(await nav.locator(".departments__viewport").evaluate((v) => v.scrollLeft)).toBeGreaterThan(0);
  });

  test("keyboard focus brings a hidden department into view", async ({ page, baseURL }) => {
    await open(page, baseURL);
    const floral = departments(page).getByRole("link", { name: "Floral" });
    await expect(floral).not.toBeInViewport();
    await floral.focus();
    await expect(floral).toBeInViewport();
    await expect(departments(page).getByRole("button", { name: "Next departments" })).toHaveAttribute("aria-disabled", "true");
  });

  test("a menu of 10 or fewer departments does not scroll", async ({ page, baseURL }) => {
    await open(page, baseURL, "/catering/shop", COLUMBUS_CATERING);
    const nav = departments(page);
    await expect(nav.getByRole("link", { name: "Party Platters" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Next departments" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Previous departments" })).toHaveCount(0);
  });

  test("is rebuilt for another store without a reload", async ({ page, baseURL }) => {
    await open(page, baseURL, "/store/store-locator?q=Dayton");
    await checkStoreSwitchRebuildsDepartments(page, COLUMBUS, DAYTON);
  });
});

test.describe("off-canvas menu below 992 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("opens a 280 px panel on the left, traps focus, and Close menu returns focus", async ({ page, baseURL }) => {
    await open(page, baseURL);
    await checkOffCanvasTrapsFocus(page, "Close menu");
  });

  test("submenus open in levels 40 px apart with a Back control; Escape steps back, then closes", async ({ page, baseURL }) => {
    await open(page, baseURL);
    await menuButton(page).click();
    await dialog(page).getByRole("button", { name: "Recipes", exact: true }).click();
    const recipesToggle = dialog(page).getByRole("button", { name: "Recipes", exact: true });
    const recipes = await panelFor(page, recipesToggle);
    await expect(recipes).toBeVisible();
    await expect(recipes.getByRole("button", { name: "Back to Menu" })).toBeFocused();
    await expect.poll(async () => (await recipes.boundingBox())?.x).toBe(40);
    const dinnerToggle = recipes.getByRole("button", { name: "Dinner submenu" });
    await dinnerToggle.click();
    const dinner = await panelFor(page, dinnerToggle);
    await expect(dinner.getByRole("link", { name: "Slow Cooker" })).toBeVisible();
    await expect.poll(async () => (await dinner.boundingBox())?.x).toBe(80);
    await expect(dinner.getByRole("button", { name: "Back to Recipes" })).toBeFocused();

    // Tab stays in the open level.
    await page.keyboard.press("Tab");
    await expect(dinner.getByRole("link", { name: "Pasta" })).toBeFocused();

    await dinner.getByRole("button", { name: "Back to Recipes" }).click();
    await expect(dinner).toBeHidden();
    await expect(recipes.getByRole("button", { name: "Dinner submenu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(recipes).toBeHidden();
    await expect(dialog(page).getByRole("button", { name: "Recipes", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();
  });

  test("a department level shows 5 children and more...", async ({ page, baseURL }) => {
    await open(page, baseURL);
    await menuButton(page).click();
    const nav = dialog(page).getByRole("navigation", { name: "Departments" });
    const toggle = nav.getByRole("button", { name: "Produce submenu" });
    await toggle.click();
    const level = await panelFor(page, toggle);
    await expect(level.getByRole("link", { name: "more..." })).toBeVisible();
    await expect(level.getByRole("link")).toHaveCount(6);
    await level.getByRole("link", { name: "Fresh Fruit" }).click();
    await expect(page).toHaveURL(/\/shop\/produce\/fresh-fruit/);
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("the backdrop closes it", async ({ page, baseURL }) => {
    await open(page, baseURL);
    await menuButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(350, 400);
    await expect(dialog(page)).toHaveCount(0);
  });

  test("closes when the window grows to desktop, after the 500 ms resize debounce", async ({ page, baseURL }) => {
    await page.clock.install();
    await open(page, baseURL);
    await page.clock.pauseAt(Date.now() + 60_000);
    await menuButton(page).click();
    await expect(dialog(page)).toBeVisible();
    // The resize event comes with the next rendered frame, which the fake clock does not drive: start
    // counting the debounce only once the page has seen it.
    await page.evaluate(() => {
      (window as unknown as { resized: Promise<void> }).resized = new Promise((done) =>
        window.addEventListener("resize", () => done(), { once: true }),
      );
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => (window as unknown as { resized: Promise<void> }).resized);
    await page.clock.runFor(400);
    await expect(dialog(page)).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator("#site-nav")).not.toHaveAttribute("inert", "");
    await expect(shopNav(page).getByRole("link", { name: "Shop All" })).toBeVisible();
  });

  test("logs no diagnostics for a well-formed navigation", async ({ page, baseURL }) => {
    const messages: string[] = [];
    page.on("console", (m) => {
      if (m.text().includes("Off-canvas menu")) messages.push(m.text());
    });
    await open(page, baseURL);
    await menuButton(page).click();
    await expect(dialog(page)).toBeVisible();
    expect(messages).toEqual([]);
  });
});

test.describe("off-canvas swipe gestures", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test("a swipe from the left edge opens it and a swipe back closes it", async ({ page, baseURL }) => {
    await open(page, baseURL);
    await checkSwipeOpensAndCloses(page);
  });
});
