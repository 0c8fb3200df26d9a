import { expect, test, type Page } from "@playwright/test";
import { container, createPage, editorApi, heading, widget } from "./support/builder";
import { axeViolations } from "./support/axe";
import { pageReady } from "./support/ready";

/**
 * The site's content areas as page-builder widgets, text along a path, and axe on a page holding
 * every widget of this group. The content areas are filled per request for the visitor's store
 * (the rendered document itself stays cached: server/services/builder-content-widgets.api.test.ts
 * counts its renders).
 */

const COLUMBUS = 1001;
const PITTSBURGH = 1012;
let editor: Awaited<ReturnType<typeof editorApi>>;
let url = "";
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
  ({ url } = await createPage(editor, "Everything for your store", [
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
    container([
      heading("Everything for your store", { header_size: "h1" }),
      widget("aisle-slider", { slug: "home-slider", slider_id: "store_1" }),
      widget("aisle-cta", { slug: "home-cta" }),
      widget("aisle-personalized-content", { slug: "home-personalized" }),
      widget("text-path", { text: "Fresh from the farm", path: "arc", link: { url: "/shop/produce" } }),
      widget("audio", { link: { url: "https://soundcloud.com/harvest-lane/kitchen-radio-episode-1" } }),
      widget("share-buttons", {
        share_buttons: [
          { button: "facebook" },
          { button: "twitter" },
          { button: "whatsapp" },
          { button: "email" },
          { button: "print" },
          { button: "copy" },
        ],
        skin: "minimal",
      }),
      widget("share-buttons", {
        share_buttons: [{ button: "linkedin" }, { button: "reddit" }],
        view: "icon",
        skin: "framed",
        shape: "circle",
      }),
    ]),
    container([
      widget("contact-buttons", {
        chat_aria_label: "Chat with your store",
        chat_button_number: "+1 614 555 0100",
        contact_repeater: [{ contact_icon_platform: "Telephone", contact_icon_number: "+1 614 555 0100" }],
      }),
    ]),
  ]));
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

async function visitAs(page: Page, baseURL: string, storeId: number) {
  await page.context().addCookies([{ name: "store_id", value: String(storeId), url: baseURL }]);
  await page.goto(url);
  return page.getByRole("main");
}

test("two visitors of different stores see their own store's content on the same builder page @mobile", async ({ browser, baseURL }) => {
  const columbus = await browser.newContext({ baseURL });
  const pittsburgh = await browser.newContext({ baseURL });
  try {
    const a = await visitAs(await columbus.newPage(), baseURL!, COLUMBUS);
    const b = await visitAs(await pittsburgh.newPage(), baseURL!, PITTSBURGH);
    await expect(a.locator(".content-area--slider")).toContainText("Ohio River peaches are in.");
    await expect(a.locator(".content-area--cta")).toContainText("Now open: the Short North catering kitchen.");
    await expect(b.locator(".content-area--slider")).toContainText("A taste of Lancaster County.");
    await expect(b.locator(".content-area--cta")).toContainText("Save your favorites, reorder in one tap.");
    for (const main of [a, b]) {
      await expect(main.locator(".content-area--personalized")).toContainText("Recipe of the week.");
      await expect(main.getByRole("heading", { level: 1, name: "Everything for your store" })).toBeVisible();
    }
  } finally {
    await columbus.close();
    await pittsburgh.close();
  }
});

test("text along a path is drawn on the server and read as its text, a link named by it @mobile", async ({ page }) => {
  await page.goto(url);
  const link = page.getByRole("link", { name: "Fresh from the farm" });
  await expect(link).toHaveAttribute("href", "/shop/produce");
  await expect(link.getByRole("img", { name: "Fresh from the farm" })).toBeVisible();
  await expect(link.locator("textPath")).toHaveText("Fresh from the farm");
});

test("axe finds no WCAG 2.2 AA violations on a page holding these widgets, with the contact card open too @mobile", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: "store_id", value: String(COLUMBUS), url: baseURL! }]);
  await page.goto(url);
  await expect(page.getByRole("button", { name: "Close Weekly deal" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await pageReady(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Chat with your store" }).click();
  await expect(page.getByRole("link", { name: "Click to start chat (WhatsApp)" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
