import { expect, test, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { axeViolations } from "./support/axe";
import { holdScripts } from "./support/held-scripts";

/** Signs in through the admin's own form, by keyboard. */
async function signInByKeyboard(page: Page, who: { email: string; password: string }) {
  await page.getByLabel("Email").focus();
  await page.keyboard.type(who.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(who.password);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeFocused();
  await page.keyboard.press("Enter");
}

test("an anonymous visitor is sent to sign in, and comes back to the admin", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in\?return_to=%2Fadmin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the admin" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await signInByKeyboard(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
});

test("what was typed before the scripts ran is kept, and the form signs in with it", async ({ page }) => {
  const scripts = await holdScripts(page);
  await scripts.goto("/admin/sign-in?return_to=%2Fadmin");
  await page.getByLabel("Email").fill(DEMO.editor.email);
  await page.getByLabel("Password").fill(DEMO.editor.password);
  await page.getByLabel("Password").focus();
  await scripts.release();
  await expect(page.getByLabel("Email")).toHaveValue(DEMO.editor.email);
  await expect(page.getByLabel("Password")).toHaveValue(DEMO.editor.password);
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("heading", { level: 2 })).toHaveText([
    "Pages and content",
    "Documents",
    "Website templates",
    "Media library",
    "Menus",
    "Recipes and articles",
  ]);
});

test("a wrong password is refused in place", async ({ page }) => {
  await page.goto("/admin/sign-in");
  await signInByKeyboard(page, { email: DEMO.editor.email, password: "not-the-password" });
  await expect(page.getByRole("alert")).toHaveText("The email or password is incorrect.");
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the admin" })).toBeVisible();
});

test("a shopper gets the 403 page", async ({ page }) => {
  await page.goto("/admin/sign-in");
  await signInByKeyboard(page, DEMO.shopper);
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("navigation", { name: "Admin sections" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Admin", exact: true })).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText("Only the administrator, editors and the forms admin may open this screen.");
});

const SECTIONS: [keyof typeof DEMO, string[]][] = [
  [
    "admin",
    [
      "Pages and content",
      "Documents",
      "Website templates",
      "Media library",
      "Menus",
      "Recipes and articles",
      "Site settings",
      "Forms",
      "Stores and people",
      "Orders",
      "Audit log",
      "Events",
      "Kits",
      "Import a kit",
    ],
  ],
  ["editor", ["Pages and content", "Documents", "Website templates", "Media library", "Menus", "Recipes and articles"]],
  ["forms", ["Forms"]],
];

for (const [who, titles] of SECTIONS) {
  test(`the ${who} sees the sections the role owns, and the page is axe clean`, async ({ page }) => {
    await page.goto("/admin/sign-in");
    await signInByKeyboard(page, DEMO[who]);
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("heading", { level: 2 })).toHaveText(titles);
    const shell = page.getByRole("navigation", { name: "Admin", exact: true });
    await expect(shell.getByRole("link")).toHaveText(["Admin home", ...titles]);
    await expect(shell.getByRole("link", { name: "Admin home" })).toHaveAttribute("aria-current", "page");
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the admin has its own frame: no shopper header, banners or cart, and Sign out in the admin's bar", async ({ page }) => {
  await page.goto("/admin/sign-in?return_to=%2Fadmin%2Fstores");
  await signInByKeyboard(page, DEMO.admin);
  await expect(page.getByRole("heading", { level: 1, name: "Stores" })).toBeVisible();
  await expect(page.getByRole("banner").filter({ has: page.getByRole("link", { name: /cart/i }) })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /cart/i })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(1);
  const current = page.getByRole("navigation", { name: "Admin", exact: true }).locator('[aria-current="page"]');
  await expect(current).toHaveText("Stores and people");
});

test("an editor sees only the editor's sections, and an administrator's screen is the one refusal page with 403", async ({ page }) => {
  await page.goto("/admin/sign-in?return_to=%2Fadmin%2Fmenus");
  await signInByKeyboard(page, DEMO.editor);
  const shell = page.getByRole("navigation", { name: "Admin", exact: true });
  await expect(shell.getByRole("link")).toHaveText([
    "Admin home",
    "Pages and content",
    "Documents",
    "Website templates",
    "Media library",
    "Menus",
    "Recipes and articles",
  ]);
  await expect(shell.getByRole("link", { name: "Menus" })).toHaveAttribute("aria-current", "page");
  for (const path of ["/admin/settings", "/admin/stores", "/admin/users", "/admin/orders"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Only the administrator may open this screen.");
    await expect(shell.getByRole("link")).toHaveCount(7);
    await expect(page.getByRole("link", { name: /cart/i })).toHaveCount(0);
  }
  expect(await axeViolations(page)).toEqual([]);
});

test("the administrator opens the audit log from the dashboard by keyboard and reads a change", async ({ page }) => {
  const login = await page.request.post("/api/auth/v1/login", { data: DEMO.admin });
  expect(login.status()).toBe(200);
  const { nonce } = (await login.json()) as { nonce: string };
  const created = await page.request.post("/api/admin/v1/documents", {
    data: { type: "page", title: "Audited page", slug: "audited-page" },
    headers: { "x-aisle-nonce": nonce },
  });
  expect(created.status()).toBe(201);
  await page.goto("/admin");
  const link = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "document.create" }).first();
  await expect(row).toContainText("admin@aisle.test");
  expect(await axeViolations(page)).toEqual([]);
});

test("the audit log's filters work without scripts, stay in the address and in the page links, and show each change's fields", async ({
  page,
}) => {
  const login = await page.request.post("/api/auth/v1/login", { data: DEMO.editor });
  const { nonce } = (await login.json()) as { nonce: string };
  const headers = { "x-aisle-nonce": nonce };
  const ids: number[] = [];
  for (let i = 0; i < 22; i++) {
    const created = await page.request.post("/api/admin/v1/documents", {
      data: { type: "page", title: `Filter ${i}`, slug: `filter-${i}` },
      headers,
    });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  const renamed = await page.request.put(`/api/admin/v1/documents/${ids[0]}`, { data: { title: "Filter renamed" }, headers });
  expect(renamed.status()).toBe(200);
  await page.context().clearCookies();

  await page.goto("/admin/sign-in?return_to=%2Fadmin%2Faudit-log");
  await signInByKeyboard(page, DEMO.admin);
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  // Without scripts from here on: the filter form and the page links are plain GETs.
  const scripts = await holdScripts(page);
  await scripts.goto("/admin/audit-log");
  const form = page.getByRole("form", { name: "Filter the audit log" });
  await form.getByRole("searchbox", { name: "Actor" }).fill("editor@");
  await form.getByRole("combobox", { name: "Action" }).selectOption("document.update");
  await form.getByRole("combobox", { name: "Entity" }).selectOption("document");
  await form.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/actor=editor%40&action=document.update&entity=document/);
  const row = page.getByRole("row").filter({ hasText: `document ${ids[0]}` });
  await expect(row).toContainText("title: before Filter 0 → after Filter renamed");
  await expect(page.getByRole("row").filter({ hasText: "document.create" })).toHaveCount(0);
  await expect(form.getByRole("combobox", { name: "Action" })).toHaveValue("document.update");

  await form.getByRole("combobox", { name: "Action" }).selectOption("document.create");
  await form.getByLabel("From").fill(new Date().toISOString().slice(0, 10));
  await form.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("table")).toContainText("document.create");
  const next = page.getByRole("navigation", { name: "Audit log pages" }).getByRole("link", { name: "Next page" });
  await expect(next).toHaveAttribute("href", /actor=editor%40.*action=document.create.*entity=document.*from=.*page=2/);
  await next.click();
  await expect(page.getByRole("navigation", { name: "Audit log pages" })).toContainText("Page 2 of");
  await expect(form.getByRole("searchbox", { name: "Actor" })).toHaveValue("editor@");
  await scripts.release();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto("/admin/audit-log?from=2026-02-30");
  await expect(page.getByText("From must be a date YYYY-MM-DD.")).toBeVisible();
  await expect(page.getByLabel("From")).toHaveAttribute("aria-invalid", "true");
});

test("an editor gets 403 from the audit log screen", async ({ page }) => {
  await page.goto("/admin/sign-in?return_to=%2Fadmin%2Faudit-log");
  await signInByKeyboard(page, DEMO.editor);
  await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Only the administrator may open this screen.");
  await expect(page.getByRole("table")).toHaveCount(0);
});
