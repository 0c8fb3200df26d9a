import { expect, test, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { axeViolations } from "./support/axe";
import { placedOrder } from "./support/orders";

/**
 * The stores' orders as the administrator runs them: an order placed by a shopper is moved on to being
 * picked from `/admin/orders` and the shopper then sees it so and can no longer cancel it; another is
 * cancelled after a confirmation, without JavaScript; axe at 1280 and 375 px.
 */

const COLUMBUS = 1001;

async function signInAsAdmin(page: Page) {
  expect((await page.request.post("/api/auth/v1/login", { data: DEMO.admin })).status()).toBe(200);
}

const said = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ });

test("the administrator marks an order being picked; the shopper sees it and can no longer cancel it @mobile", async ({
  page,
  browser,
  baseURL,
}) => {
  const order = await placedOrder(browser, baseURL!);
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Orders" }).click();
  await page.getByRole("combobox", { name: "Store" }).selectOption({ label: "Harvest Lane Market – Columbus Short North" });
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Placed" });
  await page.getByRole("button", { name: "Show orders" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?store_id=1001&status=placed$/);
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: order.number }) });
  await expect(row.getByRole("cell", { name: "Placed", exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole("button", { name: `Mark ${order.number} being picked` }).click();
  await expect(said(page)).toHaveText(`Order ${order.number} is now being picked.`);
  // Still filtered on Placed: the order has left the list.
  await expect(page.getByRole("rowheader", { name: order.number })).toHaveCount(0);

  await order.shopper.goto(`/my-account/orders/${order.id}`);
  await expect(order.shopper.getByText("Being picked")).toBeVisible();
  await expect(order.shopper.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await order.shopper.context().close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the administrator cancels an order after confirming, and a second press says it has moved on", async ({
    page,
    browser,
    baseURL,
  }) => {
    const order = await placedOrder(browser, baseURL!);
    await signInAsAdmin(page);
    await page.goto(`/admin/orders?store_id=${COLUMBUS}`);
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: order.number }) });
    await row.getByRole("link", { name: `Cancel ${order.number}` }).click();
    const confirm = page.getByRole("group", { name: new RegExp(`^Cancel order ${order.number} for Order Taker`) });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("link", { name: "No, keep it" }).click();
    await expect(page.getByRole("group", { name: /^Cancel order/ })).toHaveCount(0);
    await expect(row.getByRole("cell", { name: "Placed", exact: true })).toBeVisible();

    // A second screen, opened before the cancellation, still offers the next step.
    const stale = await page.context().newPage();
    await stale.goto(`/admin/orders?store_id=${COLUMBUS}`);

    await row.getByRole("link", { name: `Cancel ${order.number}` }).click();
    await page.getByRole("button", { name: `Yes, cancel order ${order.number}` }).click();
    await expect(said(page)).toHaveText(`Order ${order.number} is now cancelled.`);
    await expect(row.getByRole("cell", { name: "Cancelled", exact: true })).toBeVisible();
    await expect(row.getByRole("button")).toHaveCount(0);

    await stale.getByRole("button", { name: `Mark ${order.number} being picked` }).click();
    await expect(stale.getByRole("alert")).toHaveText(
      `Order ${order.number} is cancelled: it cannot be marked being picked. Reload to see where it is. Nothing was changed.`,
    );

    await order.shopper.goto(`/my-account/orders/${order.id}`);
    await expect(order.shopper.getByText("Cancelled", { exact: true })).toBeVisible();
    await order.shopper.context().close();
  });
});
