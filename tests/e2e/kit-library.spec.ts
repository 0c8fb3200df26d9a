import { expect, test, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { CRUMBELLA_DIR, folderEntries, zipOf } from "../../server/test/zip-writer";
import { readKitZip } from "../../server/services/kits/unzip";
import { readKitContents } from "../../core/kits/kit-contents";
import { axeViolations } from "./support/axe";
import { downloadedBytes } from "./support/forms-admin";
import { holdScripts } from "./support/held-scripts";
import { pageReady } from "./support/ready";

/** Signs the administrator in through the API (the page shares the cookie) and answers the nonce. */
async function signInAdmin(page: Page): Promise<string> {
  const login = await page.request.post("/api/auth/v1/login", { data: DEMO.admin });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { nonce: string }).nonce;
}

type Stored = { name: string; actor: { email: string }; fields: Record<string, unknown> };

/** The newest stored event of that name, as the events API lists it. */
async function lastEvent(page: Page, nonce: string, name: string): Promise<Stored | undefined> {
  const r = await page.request.get(`/api/admin/v1/events?name=${name}&per_page=1`, { headers: { "x-aisle-nonce": nonce } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { events: Stored[] }).events[0];
}

const kitOf = async (bytes: Uint8Array) => readKitContents(await readKitZip(bytes));

test("a kit exported by the screen downloads as <name>.zip naming the site's pages, with its events stored", async ({ page }) => {
  const nonce = await signInAdmin(page);
  await page.goto("/admin/tools/export-kit");
  await pageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Export a kit" })).toBeVisible();
  const form = page.getByRole("form", { name: "Export a kit" });
  for (const name of ["Site settings", "Templates", "Pages and posts", "Menus and terms"])
    await expect(form.getByRole("checkbox", { name })).toBeChecked();
  await form.getByRole("checkbox", { name: "Plugins" }).uncheck();
  await form.getByRole("textbox", { name: "Name" }).fill("harvest-spring");
  await form.getByRole("textbox", { name: "Title" }).fill("Harvest spring");
  await form.getByRole("textbox", { name: "Description" }).fill("The spring pages.");
  expect(await axeViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent("download"), form.getByRole("button", { name: "Export" }).click()]);
  expect(download.suggestedFilename()).toBe("harvest-spring.zip");
  const progress = form.getByRole("progressbar", { name: "Export finished: harvest-spring.zip saved" });
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  const kit = await kitOf(new Uint8Array(await downloadedBytes(download)));
  expect(kit.manifest).toMatchObject({ name: "harvest-spring", title: "Harvest spring", description: "The spring pages.", version: "3.0" });
  expect(Object.values(kit.manifest.content.page ?? {}).map((p) => p.title)).toEqual(expect.arrayContaining(["About Us", "Recipe finder"]));
  expect(kit.manifest.plugins).toEqual([]);
  expect(kit.manifest.taxonomies.post).toEqual([{ name: "category", label: "Categories" }]);
  expect(Object.keys(kit.manifest["wp-content"].post ?? {}).length).toBeGreaterThan(0);

  expect(await lastEvent(page, nonce, "export_kit_customization")).toMatchObject({
    actor: { email: DEMO.admin.email },
    fields: { kit_name: "harvest-spring", section: "settings,templates,content,menus-terms", status: "success" },
  });
  expect(await lastEvent(page, nonce, "ie_admin_action")).toMatchObject({
    fields: { page_source: "export-kit", step: "export", kit_name: "harvest-spring" },
  });
});

test("the export form works before its scripts have loaded: the form's answer is the zip", async ({ page }) => {
  await signInAdmin(page);
  const scripts = await holdScripts(page);
  await scripts.goto("/admin/tools/export-kit");
  const form = page.getByRole("form", { name: "Export a kit" });
  await form.getByRole("textbox", { name: "Name" }).fill("before-scripts");
  const [download] = await Promise.all([page.waitForEvent("download"), form.getByRole("button", { name: "Export" }).click()]);
  expect(download.suggestedFilename()).toBe("before-scripts.zip");
  const kit = await kitOf(new Uint8Array(await downloadedBytes(download)));
  expect(kit.manifest.name).toBe("before-scripts");
});

type Listed = { id: string; source: string; name: string; status: string; counts: { pages: number; templates: number } };
const libraryOf = async (page: Page, nonce: string) => {
  const r = await page.request.get("/api/admin/v1/kits/library", { headers: { "x-aisle-nonce": nonce } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { kits: Listed[] }).kits;
};
const waitingStarters = async (page: Page, nonce: string) =>
  (await libraryOf(page, nonce)).filter((k) => k.source === "uploaded" && k.name === "aisle-grocery-starter" && k.status === "pending");

test("the library lists the starter kit; Apply leads to the import with the kit's review and is stored with its fields", async ({
  page,
}) => {
  const nonce = await signInAdmin(page);
  await page.goto("/admin/templates");
  expect(await lastEvent(page, nonce, "page_views_website_templates")).toMatchObject({
    actor: { email: DEMO.admin.email },
    fields: { page_source: "admin-templates" },
  });

  await page.goto("/admin/kits");
  await pageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Kit library" })).toBeVisible();
  const starter = page.getByRole("article", { name: "Grocery starter kit" });
  await expect(starter).toContainText("Shipped with Aisle");
  await expect(starter.getByRole("link", { name: "Delete" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await starter.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/admin\/tools\/import-kit\?kit=starter$/);
  expect(await lastEvent(page, nonce, "kit_cloud_library_apply")).toMatchObject({
    actor: { email: DEMO.admin.email },
    fields: { kit_cloud_id: "starter", kit_apply_url: "/admin/tools/import-kit?kit=starter", kit_name: "aisle-grocery-starter" },
  });
  expect(await lastEvent(page, nonce, "ie_admin_action")).toMatchObject({ fields: { page_source: "kit-library", step: "apply" } });

  // The starter kit's review, with its counts, without an upload; opening the address again makes no second import.
  const counts = (await libraryOf(page, nonce)).find((k) => k.id === "starter")!.counts;
  const review = page.getByRole("region", { name: /Review/ });
  await expect(review.getByRole("heading", { name: "Review “Grocery starter kit”" })).toBeVisible();
  await expect(review.getByRole("checkbox", { name: `page (${counts.pages})` })).toBeChecked();
  await expect(review.getByRole("button", { name: "Import" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Upload kit" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  await expect(review.getByRole("heading", { name: "Review “Grocery starter kit”" })).toBeVisible();
  const waiting = await waitingStarters(page, nonce);
  expect(waiting).toHaveLength(1);

  // The shared site keeps nothing: the waiting import is deleted.
  const deleted = await page.request.delete(`/api/admin/v1/kits/library/${waiting[0]!.id}`, { headers: { "x-aisle-nonce": nonce } });
  expect(deleted.status()).toBe(200);
  expect(await waitingStarters(page, nonce)).toEqual([]);
});

test("a kit that is not in the library opens the upload with the reason", async ({ page }) => {
  await signInAdmin(page);
  await page.goto("/admin/tools/import-kit?kit=999999999");
  await expect(page.getByRole("alert")).toHaveText("No kit in the library has this id.");
  await expect(page.getByRole("button", { name: "Upload kit" })).toBeVisible();
});

test("an uploaded kit is deleted from the library after its confirmation, and the delete is stored with its fields", async ({ page }) => {
  const nonce = await signInAdmin(page);
  const entries = folderEntries(CRUMBELLA_DIR).map((e) =>
    e.name === "manifest.json"
      ? { ...e, data: JSON.stringify({ ...JSON.parse(String(e.data)), name: "kit-to-delete", title: "Kit to delete" }) }
      : e,
  );
  const uploaded = await page.request.post("/api/admin/v1/kits/imports", {
    multipart: { file: { name: "kit-to-delete.zip", mimeType: "application/zip", buffer: Buffer.from(zipOf(entries)) } },
    headers: { "x-aisle-nonce": nonce },
  });
  expect(uploaded.status()).toBe(201);
  const id = String(((await uploaded.json()) as { id: number }).id);

  await page.goto("/admin/kits");
  await pageReady(page);
  const kit = page.getByRole("article", { name: "Kit to delete" });
  await expect(kit).toContainText("Uploaded, not imported");
  await kit.getByRole("link", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Kit to delete?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(dialog).toBeHidden();
  await expect(kit.getByRole("link", { name: "Delete" })).toBeFocused();

  await kit.getByRole("link", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("The kit “kit-to-delete” was deleted.");
  await expect(page.getByRole("article", { name: "Kit to delete" })).toHaveCount(0);
  expect(await lastEvent(page, nonce, "kit_cloud_library_delete")).toMatchObject({
    actor: { email: DEMO.admin.email },
    fields: { kit_cloud_id: id, kit_apply_url: `/admin/tools/import-kit?kit=${id}`, kit_name: "kit-to-delete" },
  });
  expect(await lastEvent(page, nonce, "ie_admin_action")).toMatchObject({
    fields: { page_source: "kit-library", step: "delete", kit_name: "kit-to-delete" },
  });
});
