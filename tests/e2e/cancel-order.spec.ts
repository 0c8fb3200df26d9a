import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { holdScripts } from "./support/held-scripts";
import { placedOrder } from "./support/orders";

/**
 * A shopper's Cancel order asks first: [alertdialog] `Cancel this order?` with [button] `Keep order`
 * and [button] `Yes, cancel order`, by mouse and by keyboard (focus on Keep order, kept in the dialog,
 * Escape keeps the order, focus back on Cancel order), and with the page's scripts held back (the
 * button's plain post asks in the page, and the question stays open as a dialog once they run). Cancel
 * order is styled as a destructive action, unlike Reorder; axe with the question open.
 */

const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);
const question = (page: Page) => page.getByRole("alertdialog", { name: "Cancel this order?" });
const cancelButton = (page: Page) => page.getByRole("button", { name: "Cancel order", exact: true });
/** The order's status: the first fact the order page lists. */
const status = (page: Page) => page.getByRole("definition").first();
const DANGER = "rgb(138, 28, 28)";

test("by mouse: Cancel order looks destructive and asks; Keep order keeps it, Yes, cancel order cancels it", async ({
  browser,
  baseURL,
}) => {
  const { id, number, shopper: page } = await placedOrder(browser, baseURL!, "Mouse Shopper");
  await page.goto(`/my-account/orders/${id}`);
  await hydrated(page);
  const cancel = cancelButton(page);
  const reorder = page.getByRole("button", { name: "Reorder" });
  // Outlined in the danger colour, where Reorder is filled with the brand's.
  expect(await cancel.evaluate((b) => [getComputedStyle(b).color, getComputedStyle(b).borderTopColor])).toEqual([DANGER, DANGER]);
  expect(await reorder.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(
    await cancel.evaluate((b) => getComputedStyle(b).backgroundColor),
  );
  await expect(question(page)).toHaveCount(0);

  await cancel.click();
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText(`Order ${number}`);
  expect(await question(page).evaluate((d) => d.matches(":modal"))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await question(page).getByRole("button", { name: "Keep order" }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await expect(status(page)).toHaveText("Placed");

  await cancel.click();
  const yes = question(page).getByRole("button", { name: "Yes, cancel order" });
  // Its resting colour: the pointer, left where Cancel order was, may be over it.
  await page.mouse.move(0, 0);
  await expect(yes).toHaveCSS("background-color", DANGER);
  await yes.click();
  await expect(page.getByRole("status").filter({ hasText: `Order ${number} is cancelled.` })).toBeFocused();
  await expect(status(page)).toHaveText("Cancelled");
  await expect(cancel).toHaveCount(0);
  await expect(question(page)).toHaveCount(0);
  // The progress line says so, and has no step under way.
  await expect(page.getByText("This order is cancelled: it will not be picked, and nothing is charged.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Order progress" }).locator('[aria-current="step"]')).toHaveCount(0);
  await page.context().close();
});

test("by keyboard: the question takes the focus and keeps it, Escape keeps the order, and Enter on Yes cancels it", async ({
  browser,
  baseURL,
}) => {
  const { id, number, shopper: page } = await placedOrder(browser, baseURL!, "Keyboard Shopper");
  await page.goto(`/my-account/orders/${id}`);
  await hydrated(page);
  const cancel = cancelButton(page);
  // From Reorder, the next stop is Cancel order.
  await page.getByRole("button", { name: "Reorder" }).focus();
  await page.keyboard.press("Tab");
  await expect(cancel).toBeFocused();
  await page.keyboard.press("Enter");
  const keep = question(page).getByRole("button", { name: "Keep order" });
  const yes = question(page).getByRole("button", { name: "Yes, cancel order" });
  await expect(keep).toBeFocused();
  expect(await keep.evaluate((b) => b.matches(":focus-visible"))).toBe(true);
  await page.keyboard.press("Tab");
  await expect(yes).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(keep).toBeFocused();
  // Shift+Tab from the first answer does not reach the page behind the dialog.
  await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null || document.activeElement === document.body)).toBe(
    true,
  );
  await keep.focus();

  await page.keyboard.press("Escape");
  await expect(question(page)).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await expect(status(page)).toHaveText("Placed");

  await page.keyboard.press("Enter");
  await expect(keep).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Order ${number} is cancelled.` })).toBeFocused();
  await expect(status(page)).toHaveText("Cancelled");
  await page.context().close();
});

test("with the scripts held back, Cancel order asks in the page; asked again, the question stays open once the scripts run, and Escape keeps the order", async ({
  browser,
  baseURL,
}) => {
  const { id, shopper: page } = await placedOrder(browser, baseURL!, "Patient Shopper");
  const scripts = await holdScripts(page);
  await scripts.goto(`/my-account/orders/${id}`);
  await cancelButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/my-account/orders/${id}\\?confirm=cancel$`));
  await expect(question(page)).toBeVisible();
  await expect(status(page)).toHaveText("Placed");
  expect(await axeViolations(page)).toEqual([]);
  // Keep order is a plain form too: back to the order, still placed.
  await question(page).getByRole("button", { name: "Keep order" }).click();
  // (A form of no fields sent by GET leaves a bare "?".)
  await expect(page).toHaveURL(new RegExp(`/my-account/orders/${id}\\??$`));
  await expect(question(page)).toHaveCount(0);
  await expect(status(page)).toHaveText("Placed");

  await cancelButton(page).click();
  await expect(question(page)).toBeVisible();
  await scripts.release();
  // The question the visitor was asked is still there, now as a modal dialog holding the focus.
  await expect(question(page)).toBeVisible();
  expect(await question(page).evaluate((d) => d.matches(":modal"))).toBe(true);
  await expect(question(page).getByRole("button", { name: "Keep order" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(question(page)).toHaveCount(0);
  await expect(cancelButton(page)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/my-account/orders/${id}$`));
  await expect(status(page)).toHaveText("Placed");
  await page.context().close();
});
