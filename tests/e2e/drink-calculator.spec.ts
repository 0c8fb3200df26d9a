import { expect, test, type Page } from "@playwright/test";
import { pageReady } from "./support/ready";

type Drink = "Wine" | "Beer" | "Spirits";

const guests = (page: Page) => page.getByRole("spinbutton", { name: "Guests" });
const length = (page: Page) => page.getByRole("spinbutton", { name: "Length (hours)" });
const slider = (page: Page, drink: Drink) => page.getByRole("slider", { name: drink, exact: true });
const typed = (page: Page, drink: Drink) => page.getByRole("spinbutton", { name: `${drink} percent` });
const lock = (page: Page, drink: Drink) => page.getByRole("checkbox", { name: `Lock ${drink.toLowerCase()}` });
const results = (page: Page) => page.getByRole("region", { name: "Results" });
const figure = (page: Page, name: string) => results(page).getByRole("status", { name, exact: true });

async function percents(page: Page): Promise<[number, number, number]> {
  return [
    Number(await slider(page, "Wine").inputValue()),
    Number(await slider(page, "Beer").inputValue()),
    Number(await slider(page, "Spirits").inputValue()),
  ];
}

/** Types a percent and leaves the field, as a visitor would. */
async function typePercent(page: Page, drink: Drink, value: string) {
  await typed(page, drink).fill(value);
  await typed(page, drink).press("Tab");
}

/** Sets the mix exactly: wine first, then beer with wine locked (spirits takes the rest). */
async function setMix(page: Page, wine: number, beer: number) {
  await typePercent(page, "Wine", String(wine));
  await lock(page, "Wine").check();
  await typePercent(page, "Beer", String(beer));
  await lock(page, "Wine").uncheck();
}

test.beforeEach(async ({ page, javaScriptEnabled }) => {
  await page.goto("/drink-calculator");
  await expect(page.getByRole("heading", { level: 1, name: "Drink calculator" })).toBeVisible();
  // Without JavaScript the page is as the server sent it: no script ever marks it ready.
  if (javaScriptEnabled) await pageReady(page);
});

test("has the body class and every control by role and name @mobile", async ({ page }) => {
  await expect(page.locator("body")).toHaveClass(/\bdrink-calculator-page\b/);
  await expect(guests(page)).toBeVisible();
  await expect(length(page)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Champagne" })).toBeVisible();
  for (const drink of ["Wine", "Beer", "Spirits"] as const) {
    await expect(slider(page, drink)).toHaveAttribute("min", "0");
    await expect(slider(page, drink)).toHaveAttribute("max", "100");
    await expect(slider(page, drink)).toHaveAttribute("step", "1");
    await expect(lock(page, drink)).not.toBeChecked();
    // Spec: a slider is at least 9em and at most 25em wide, at every width.
    const { width, em } = await slider(page, drink).evaluate((el) => ({
      width: el.getBoundingClientRect().width,
      em: parseFloat(getComputedStyle(el).fontSize),
    }));
    expect(width).toBeGreaterThanOrEqual(9 * em - 0.5);
    expect(width).toBeLessThanOrEqual(25 * em + 0.5);
  }
  expect(await percents(page)).toEqual([40, 40, 20]);
  await expect(page.getByRole("button", { name: "Calculate" })).toBeVisible();
  await expect(results(page)).toBeVisible();

  // The class belongs to this page only.
  await page.goto("/stores");
  await expect(page.locator("body")).not.toHaveClass(/drink-calculator-page/);
});

const TABLE = [
  // guests, hours, champagne, wine%, beer% (spirits = the rest) -> total, per guest, wine, beer, spirits, champagne
  { guests: 10, hours: 3, champagne: false, wine: 40, beer: 40, total: "40 drinks", perGuest: "4 drinks", counts: [4, 3, 1, 0] },
  { guests: 25, hours: 1, champagne: true, wine: 100, beer: 0, total: "75 drinks", perGuest: "3 drinks", counts: [10, 0, 0, 5] },
  { guests: 7, hours: 4, champagne: true, wine: 30, beer: 50, total: "42 drinks", perGuest: "6 drinks", counts: [3, 3, 1, 2] },
  { guests: 2500, hours: 2, champagne: false, wine: 0, beer: 0, total: "7,500 drinks", perGuest: "3 drinks", counts: [0, 0, 469, 0] },
  { guests: 1, hours: 1, champagne: false, wine: 33, beer: 33, total: "2 drinks", perGuest: "2 drinks", counts: [1, 1, 1, 0] },
  { guests: 100, hours: 2, champagne: true, wine: 30, beer: 30, total: "400 drinks", perGuest: "4 drinks", counts: [18, 15, 8, 20] },
];

test("the results follow the rule for a table of inputs @mobile", async ({ page }) => {
  for (const row of TABLE) {
    await guests(page).fill(String(row.guests));
    await length(page).fill(String(row.hours));
    await page.getByRole("checkbox", { name: "Champagne" }).setChecked(row.champagne);
    await setMix(page, row.wine, row.beer);
    expect(await percents(page)).toEqual([row.wine, row.beer, 100 - row.wine - row.beer]);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(figure(page, "Total")).toHaveText(row.total);
    await expect(figure(page, "Per guest")).toHaveText(row.perGuest);
    const [wine, beer, spirits, champagne] = row.counts;
    await expect(figure(page, "Wine bottles")).toHaveText(String(wine));
    await expect(figure(page, "Beer packs")).toHaveText(String(beer));
    await expect(figure(page, "Spirits bottles")).toHaveText(String(spirits));
    await expect(figure(page, "Champagne bottles")).toHaveText(String(champagne));
  }
});

test("moving one slider spreads the difference over the others, keeping 100 @mobile", async ({ page }) => {
  await slider(page, "Wine").focus();
  // One step at a time: each odd unit comes from the first other slider (beer).
  for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowRight");
  expect(await percents(page)).toEqual([50, 30, 20]);
  await expect(typed(page, "Wine")).toHaveValue("50");
  // A jump spreads evenly.
  await typePercent(page, "Spirits", "0");
  expect(await percents(page)).toEqual([60, 40, 0]);
  await expect(typed(page, "Wine")).toHaveValue("60");
});

test("a typed percent outside 0..100 reverts to the last value", async ({ page }) => {
  for (const bad of ["150", "101", "-5", "12.5"]) {
    await typePercent(page, "Wine", bad);
    await expect(typed(page, "Wine")).toHaveValue("40");
    expect(await percents(page)).toEqual([40, 40, 20]);
  }
  await typed(page, "Beer").fill("250");
  await typed(page, "Beer").press("Enter");
  await expect(typed(page, "Beer")).toHaveValue("40");
  await typePercent(page, "Beer", "100");
  expect(await percents(page)).toEqual([0, 100, 0]);
});

test("a locked slider never moves and is disabled @mobile", async ({ page }) => {
  await lock(page, "Beer").check();
  await expect(slider(page, "Beer")).toBeDisabled();
  await expect(typed(page, "Beer")).toBeDisabled();

  await slider(page, "Wine").focus();
  for (let i = 0; i < 15; i++) await page.keyboard.press("ArrowRight");
  expect(await percents(page)).toEqual([55, 40, 5]);
  await typePercent(page, "Wine", "90");
  expect(await percents(page)).toEqual([60, 40, 0]); // spirits can only give 20
  await typePercent(page, "Spirits", "60");
  expect(await percents(page)).toEqual([0, 40, 60]);
  await typePercent(page, "Wine", "0");
  expect(await percents(page)).toEqual([0, 40, 60]);

  // With two locked, the third has nowhere to go.
  await lock(page, "Spirits").check();
  await typePercent(page, "Wine", "30");
  expect(await percents(page)).toEqual([0, 40, 60]);
  await lock(page, "Beer").uncheck();
  await expect(slider(page, "Beer")).toBeEnabled();
});

test("errors show under their fields and the page scrolls to the top @mobile", async ({ page, viewport }) => {
  await page.setViewportSize({ width: viewport?.width ?? 1280, height: 480 });
  await guests(page).fill("0");
  await length(page).fill("5");
  const calculate = page.getByRole("button", { name: "Calculate" });
  await calculate.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await calculate.click();

  const guestsError = page.getByText("Must be between 1 and 2000 people");
  const lengthError = page.getByText("Must be between 1 and 4 hours");
  await expect(guestsError).toBeVisible();
  await expect(lengthError).toBeVisible();
  await expect(guests(page)).toHaveAttribute("aria-invalid", "true");
  await expect(length(page)).toHaveAttribute("aria-invalid", "true");
  await expect(guests(page)).toHaveAccessibleDescription("Must be between 1 and 2000 people");
  await expect(length(page)).toHaveAccessibleDescription("Must be between 1 and 4 hours");
  await expect(guests(page)).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Under their own fields.
  const [g, ge, l, le] = await Promise.all([
    guests(page).boundingBox(),
    guestsError.boundingBox(),
    length(page).boundingBox(),
    lengthError.boundingBox(),
  ]);
  expect(ge!.y).toBeGreaterThan(g!.y);
  expect(le!.y).toBeGreaterThan(l!.y);
  expect(Math.abs(ge!.x - g!.x)).toBeLessThan(4);
  expect(Math.abs(le!.x - l!.x)).toBeLessThan(4);
  await expect(figure(page, "Total")).toHaveCount(0);
});

test("each rule has its own message; 2000 guests is not enforced", async ({ page }) => {
  const calculate = page.getByRole("button", { name: "Calculate" });
  for (const [g, l, guestsBad, lengthBad] of [
    ["", "3", true, false],
    ["2.5", "3", true, false],
    ["12", "0", false, true],
    ["12", "2.5", false, true],
    ["12", "", false, true],
    ["3000", "4", false, false],
  ] as const) {
    await guests(page).fill(g);
    await length(page).fill(l);
    await calculate.click();
    await expect(page.getByText("Must be between 1 and 2000 people")).toHaveCount(guestsBad ? 1 : 0);
    await expect(page.getByText("Must be between 1 and 4 hours")).toHaveCount(lengthBad ? 1 : 0);
  }
  await expect(figure(page, "Total")).toHaveText("15,000 drinks");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the form is answered by the server", async ({ page }) => {
    await guests(page).fill("7");
    await length(page).fill("4");
    await page.getByRole("checkbox", { name: "Champagne" }).check();
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/guests=7/);
    await expect(figure(page, "Total")).toHaveText("42 drinks");
    await expect(figure(page, "Champagne bottles")).toHaveText("2");
    await length(page).fill("9");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByText("Must be between 1 and 4 hours")).toBeVisible();
    await expect(length(page)).toHaveValue("9");
  });
});
