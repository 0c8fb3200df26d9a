import { expect, test } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { axeViolations } from "./support/axe";

test("an event a staff screen sends is listed at /admin/events with its fields, filtered and downloaded as CSV", async ({ page }) => {
  const login = await page.request.post("/api/auth/v1/login", { data: DEMO.editor });
  const { nonce } = (await login.json()) as { nonce: string };
  const sent = await page.request.post("/api/admin/v1/events", {
    data: { name: "export_kit_customization", fields: { kit_name: "Harvest starter", section: "templates", success: true } },
    headers: { "x-aisle-nonce": nonce },
  });
  expect(sent.status()).toBe(201);
  expect((await page.request.get("/admin/events/export.csv")).status()).toBe(403);
  await page.context().clearCookies();

  await page.goto("/admin/sign-in?return_to=%2Fadmin");
  await page.getByLabel("Email").fill(DEMO.admin.email);
  await page.getByLabel("Password").fill(DEMO.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Events" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();

  const form = page.getByRole("form", { name: "Filter the events" });
  await form.getByRole("combobox", { name: "Event" }).selectOption("export_kit_customization");
  await form.getByRole("searchbox", { name: "Person" }).fill("editor@");
  await form.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/name=export_kit_customization&actor=editor%40/);
  const row = page.getByRole("row").filter({ hasText: "export_kit_customization" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("editor@aisle.test");
  await expect(row).toContainText("kit_name: Harvest starter");
  expect(await axeViolations(page)).toEqual([]);

  const download = page.getByRole("link", { name: "Download as CSV" });
  await expect(download).toHaveAttribute("href", "/admin/events/export.csv?name=export_kit_customization&actor=editor%40");
  const csv = await page.request.get((await download.getAttribute("href"))!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("export_kit_customization,editor@aisle.test");
});
