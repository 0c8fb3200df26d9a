import { expect, test, type Page } from "@playwright/test";
import { container, createPage, editorApi, heading, px, widget } from "./support/builder";
import { holdScripts } from "./support/held-scripts";
import { recordLayoutShift, shiftAfterParse, shiftFromNow, shiftSources } from "./support/layout-shift";
import { pageReady } from "./support/ready";

/**
 * Contact buttons and floating bars: a real disclosure button for the contact card (aria-expanded,
 * aria-controls; Escape closes and hands focus back), its links reachable without scripts; an
 * announcement bar in the first HTML at its final place, closed by its button (remembered nowhere),
 * sticking under the site's own sticky header without covering it.
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
let url = "";
let bottomUrl = "";
const contact = {
  chat_aria_label: "Chat with your store",
  chat_button_number: "+1 614 555 0100",
  top_bar_title: "Dana Whitfield",
  message_bubble_body: "Questions about an order? Ask away.",
  contact_repeater: [
    { contact_icon_platform: "Telephone", contact_icon_number: "+1 614 555 0100" },
    { contact_icon_platform: "Email", contact_icon_mail: "hello@harvestlane.example" },
  ],
};
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  ({ url } = await createPage(editor, "Floating", [
    container(
      [
        widget("floating-bars-var-1", {
          announcement_text: "Strawberries: 2 pints for $5",
          cta_text: "See the deals",
          cta_link: { url: "/shop" },
          accessible_name: "Weekly deal",
        }),
      ],
      { content_width: "full" },
    ),
    container([heading("Below the bar"), widget("button", { text: "Browse produce", link: { url: "/shop/produce" } })], {
      min_height: px(2400),
    }),
    container([widget("contact-buttons", contact)]),
  ]));
  ({ url: bottomUrl } = await createPage(editor, "Bottom bar", [
    container([heading("A long page")], { min_height: px(1600) }),
    container([
      widget("floating-bars-var-1", {
        announcement_text: "Free delivery over $35",
        advanced_vertical_position: "bottom",
        accessible_name: "Delivery news",
      }),
    ]),
  ]));
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

const chat = (page: Page) => page.getByRole("button", { name: "Chat with your store" });
const card = (page: Page) => page.locator(".e-contact-buttons__content-wrapper");
const bar = (page: Page) => page.getByRole("region", { name: "Weekly deal" });

test.describe("contact buttons", () => {
  test("the chat button discloses the card, whose links are safe, and says whether it is open", async ({ page }) => {
    await page.goto(url);
    await expect(chat(page)).toHaveAttribute("aria-expanded", "false");
    const controls = await chat(page).getAttribute("aria-controls");
    expect(await card(page).getAttribute("id")).toBe(controls);
    await expect(card(page)).toBeHidden();
    await chat(page).click();
    await expect(card(page)).toBeVisible();
    await expect(chat(page)).toHaveAttribute("aria-expanded", "true");
    await expect(card(page).getByText("Dana Whitfield")).toBeVisible();
    await expect(card(page).getByText("Questions about an order? Ask away.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Click to start chat (WhatsApp)" })).toHaveAttribute("href", "https://wa.me/16145550100");
    await expect(page.getByRole("link", { name: "Phone" })).toHaveAttribute("href", "tel:+16145550100");
    await expect(page.getByRole("link", { name: "Email" })).toHaveAttribute("href", "mailto:hello@harvestlane.example");
    await card(page).getByRole("button", { name: "Close" }).click();
    await expect(card(page)).toBeHidden();
    await expect(chat(page)).toHaveAttribute("aria-expanded", "false");
    await expect(chat(page)).toBeFocused();
  });

  test("works by keyboard: Enter opens, Tab moves into the card, Escape closes and returns focus to the button", async ({ page }) => {
    await page.goto(url);
    await pageReady(page);
    await chat(page).focus();
    await page.keyboard.press("Enter");
    await expect(chat(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(card(page).getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Phone" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(card(page)).toBeHidden();
    await expect(chat(page)).toBeFocused();
    await expect(chat(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("without JavaScript the card still opens and its links are reachable", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url);
    await chat(page).click();
    await expect(page.getByRole("link", { name: "Click to start chat (WhatsApp)" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card(page)).toBeHidden();
    await context.close();
  });

  test("scripts held back: a card the visitor opened stays open and is announced as expanded", async ({ page }) => {
    const scripts = await holdScripts(page);
    await scripts.goto(url);
    await chat(page).click();
    await expect(card(page)).toBeVisible();
    await scripts.release();
    await expect(chat(page)).toHaveAttribute("aria-expanded", "true");
    await expect(card(page)).toBeVisible();
  });
});

test.describe("floating bars", () => {
  test("the bar is in the first HTML at its place: nothing moves while the page loads", async ({ page }) => {
    await recordLayoutShift(page);
    await page.goto(url);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole("button", { name: "Close Weekly deal" })).toBeVisible();
    await pageReady(page);
    expect(await shiftAfterParse(page), await shiftSources(page)).toBe(0);
  });

  test("scripts held back: the bar is drawn at its final place and nothing moves when they run", async ({ page }) => {
    await recordLayoutShift(page);
    const scripts = await holdScripts(page);
    await scripts.goto(url);
    await expect(bar(page)).toBeVisible();
    const shifted = await shiftFromNow(page);
    await scripts.release();
    await expect(bar(page).getByRole("button", { name: "Close Weekly deal" })).toBeVisible();
    expect(await shifted(), await shiftSources(page)).toBe(0);
  });

  test("Close hides the bar and moves focus to what follows; nothing is remembered", async ({ page }) => {
    await page.goto(url);
    await bar(page).getByRole("button", { name: "Close Weekly deal" }).click();
    await expect(bar(page)).toBeHidden();
    await expect(page.getByRole("link", { name: "Browse produce" })).toBeFocused();
    await page.reload();
    await expect(bar(page)).toBeVisible();
  });

  test("works by keyboard", async ({ page }) => {
    await page.goto(url);
    // The close button is hidden in the page's HTML and shown by the bar's script: Tab reaches it once it is.
    await expect(bar(page).getByRole("button", { name: "Close Weekly deal" })).toBeVisible();
    await page.getByRole("link", { name: "See the deals" }).focus();
    await page.keyboard.press("Tab");
    await expect(bar(page).getByRole("button", { name: "Close Weekly deal" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(bar(page)).toBeHidden();
  });

  test("a sticky bar sticks just below the site's sticky header once scrolled past, keeping its place", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url);
    await pageReady(page);
    const place = page.locator(".elementor-widget-floating-bars-var-1");
    const height = (await bar(page).boundingBox())!.height;
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    await expect(page.locator("#site-header")).toHaveClass(/is-sticky/);
    await expect(bar(page)).toHaveClass(/is-stuck/);
    await expect(bar(page)).toBeVisible();
    await expect
      .poll(async () => {
        const header = (await page.locator("#site-header").boundingBox())!;
        const stuck = (await bar(page).boundingBox())!;
        return Math.round(stuck.y - (header.y + header.height));
      })
      .toBe(0);
    expect((await place.boundingBox())!.height).toBeCloseTo(height, 0);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(bar(page)).not.toHaveClass(/is-stuck/);
  });

  test("a sticky bar at the bottom is fixed there from the first HTML, with room made below the page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(bottomUrl);
    const bottom = page.getByRole("region", { name: "Delivery news" });
    const box = (await bottom.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(800);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe(`${Math.round(box.height)}px`);
    await bottom.getByRole("button", { name: "Close Delivery news" }).click();
    await expect(bottom).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe("0px");
  });

  test("scripts held back: the bar and its call to action are there; its close button appears with the script", async ({ page }) => {
    const scripts = await holdScripts(page);
    await scripts.goto(url);
    await expect(bar(page)).toBeVisible();
    await expect(page.getByRole("link", { name: "See the deals" })).toHaveAttribute("href", "/shop");
    await expect(bar(page).getByRole("button", { name: "Close Weekly deal" })).toBeHidden();
    await scripts.release();
    await bar(page).getByRole("button", { name: "Close Weekly deal" }).click();
    await expect(bar(page)).toBeHidden();
  });
});
