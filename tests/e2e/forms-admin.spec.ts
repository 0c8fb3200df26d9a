import { type Page } from "@playwright/test";
import { expect, test } from "./support/own-address";
import { axeViolations } from "./support/axe";
import { holdScripts } from "./support/held-scripts";
import { downloadedBytes, FILES_FIELD, PNG_BYTES, sendWithPhoto, signIn } from "./support/forms-admin";
import { pageReady } from "./support/ready";
import { PAGE_EXPIRED } from "../../core/web/page-expired";

const photo = {
  name: "oat-milk-shelf.png",
  mimeType: "image/png",
  buffer: Buffer.from(PNG_BYTES),
};

/** Fills the contact form; the file is chosen by the test. */
async function fillContact(page: Page, who: string) {
  await page.getByRole("combobox", { name: "Store" }).selectOption({ label: "Harvest Lane Market – Columbus Short North" });
  await page.getByRole("textbox", { name: "Name" }).fill(who);
  await page.getByRole("textbox", { name: "Email" }).fill("shopper@example.com");
  await page.getByRole("textbox", { name: "Message" }).fill("The oat milk shelf is empty, see the photo.");
}

test("a shopper sends the contact form with a photo, by keyboard", async ({ page }) => {
  await signIn(page, "shopper");
  await page.goto("/contact");
  await fillContact(page, "Sam Shopper");
  await page.getByLabel(FILES_FIELD).setInputFiles(photo);
  await page.getByRole("button", { name: "Send message" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, Sam Shopper" })).toBeFocused();
  await expect(page.getByRole("main").getByRole("status")).toContainText(/reference #\d+\) with 1 file and will reply/);
});

test("a file chosen before the scripts ran is sent with the message", async ({ page }) => {
  const scripts = await holdScripts(page);
  await scripts.goto("/contact");
  await fillContact(page, "Early Chooser");
  await page.getByLabel(FILES_FIELD).setInputFiles(photo);
  await scripts.release();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("with 1 file");
});

test("a form the server refuses keeps the files chosen: sent again, the message goes with them", async ({ page }) => {
  await signIn(page, "shopper");
  await page.goto("/contact");
  await pageReady(page);
  await fillContact(page, "Kept Files");
  const files = page.getByLabel(FILES_FIELD);
  await files.setInputFiles(photo);
  // The page's nonce forged on its way out: the server refuses the form, as it does once the page has expired.
  await page.route("**/contact*", async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.continue();
    const body = request
      .postDataBuffer()!
      .toString("latin1")
      .replace(/(name="nonce"\r\n\r\n)[^\r]*/, "$1forged");
    await route.continue({ postData: Buffer.from(body, "latin1") });
  });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert")).toContainText(PAGE_EXPIRED);
  expect(await files.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((f) => f.name))).toEqual([photo.name]);
  await page.unroute("**/contact*");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, Kept Files" })).toBeFocused();
  await expect(page.getByRole("main").getByRole("status")).toContainText("with 1 file");
});

test("a program named like a photo is refused in place, the rest of the message kept, and too many files are refused before sending", async ({
  page,
}) => {
  await page.goto("/contact");
  await pageReady(page);
  await fillContact(page, "Mallory");
  await page.getByLabel(FILES_FIELD).setInputFiles({
    name: "cute-cat.png",
    mimeType: "image/png",
    buffer: Buffer.from("MZ\x90\x00 This program cannot be run in DOS mode."),
  });
  await page.getByRole("button", { name: "Send message" }).click();
  const files = page.getByLabel(FILES_FIELD);
  await expect(files).toBeFocused();
  await expect(files).toHaveAccessibleDescription(/cute-cat\.png is not a file we accept\./);
  // The page sent the form itself: the file is still chosen, so the visitor is not told to choose it again.
  await expect(files).not.toHaveAccessibleDescription(/Choose your files again/);
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("The oat milk shelf is empty, see the photo.");
  await files.setInputFiles([1, 2, 3, 4].map((i) => ({ ...photo, name: `photo-${i}.png` })));
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(files).toHaveAccessibleDescription(/Attach at most 3 files\./);
});

test("the forms admin finds a submission from the dashboard by keyboard, reads it and downloads its file", async ({ page, serverURL }) => {
  const id = await sendWithPhoto(serverURL, "Reader Test", "receipt photo.png");
  await signIn(page, "forms");
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Forms" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Contact form submissions" })).toBeVisible();
  const shell = page.getByRole("navigation", { name: "Admin", exact: true });
  await expect(shell.getByRole("link")).toHaveText(["Admin home", "Forms"]);
  await expect(shell.getByRole("link", { name: "Forms" })).toHaveAttribute("aria-current", "page");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("searchbox", { name: "Search submissions" }).fill("Reader Test");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("table")).toContainText("A photo from Reader Test.");
  await page.getByRole("link", { name: `Reader Test (#${id})` }).focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: `Submission #${id} from Reader Test`,
    }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const link = page.getByRole("link", { name: "Download receipt photo.png" });
  await link.focus();
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(download.suggestedFilename()).toBe("receipt photo.png");
  expect(new Uint8Array(await downloadedBytes(download))).toEqual(PNG_BYTES);

  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.goto("/admin/forms/submissions?q=Reader+Test").then(() => page.getByRole("link", { name: /^Export CSV/ }).click()),
  ]);
  expect(csv.suggestedFilename()).toBe("contact-submissions.csv");
  expect((await downloadedBytes(csv)).toString("utf8")).toContain(`${id},`);
});

test("the forms admin deletes a submission after confirming, and its file goes with it", async ({ page, serverURL }) => {
  const id = await sendWithPhoto(serverURL, "Delete Me");
  await signIn(page, "forms");
  await page.goto(`/admin/forms/submissions/${id}`);
  const fileHref = await page.getByRole("link", { name: "Download shelf.png" }).getAttribute("href");
  await page.getByRole("button", { name: "Delete…" }).click();
  const question = page.getByText(`Delete submission #${id} from Delete Me and its file? This cannot be undone.`);
  await expect(question).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Delete submission" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`Submission #${id} and its files were deleted.`);
  expect((await page.request.get(fileHref!)).status()).toBe(404);
  expect((await page.request.get(`/admin/forms/submissions/${id}`)).status()).toBe(404);
});

test("the forms admin downloads the debug log as nf-file-uploads-debug-log.json, its URL released after 15 s, then clears it after confirming", async ({
  page,
  serverURL,
}) => {
  await sendWithPhoto(serverURL, "Log Writer");
  await page.clock.install();
  await page.addInitScript(() => {
    const released: string[] = [];
    (window as unknown as { released: string[] }).released = released;
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.revokeObjectURL = (url: string) => {
      released.push(url);
      revoke(url);
    };
  });
  await signIn(page, "forms");
  await page.goto("/admin/forms/debug-log");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name: "File-upload debug log" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(new URL(r.url()).pathname));
  await page.getByRole("button", { name: "Download" }).focus();
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(download.suggestedFilename()).toBe("nf-file-uploads-debug-log.json");
  expect(posts).toEqual(["/api/forms/v1/file-uploads/debug-log/download"]);
  const log = JSON.parse((await downloadedBytes(download)).toString("utf8")) as { entries: Array<{ step: string; message: string }> };
  expect(log.entries.map((e) => e.step)).toEqual(expect.arrayContaining(["received", "checked", "stored", "recorded"]));
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Saved nf-file-uploads-debug-log.json.");
  const released = () => page.evaluate(() => (window as unknown as { released: string[] }).released.length);
  expect(await released()).toBe(0);
  await page.clock.runFor(14_000);
  expect(await released()).toBe(0);
  await page.clock.runFor(1_000);
  expect(await released()).toBe(1);

  await page.getByRole("button", { name: "Clear" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Clear the file-upload debug log\? Its \d+ entries will be gone/)).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Clear the log" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByRole("status")).toHaveText("The debug log was cleared.");
  await expect(page.getByText("The log is empty.")).toBeVisible();
  expect(posts).toContain("/api/forms/v1/file-uploads/debug-log/clear");
});

test("Download pressed before the scripts ran still saves the log under its name", async ({ page }) => {
  await signIn(page, "forms");
  const scripts = await holdScripts(page);
  await scripts.goto("/admin/forms/debug-log");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
  expect(download.suggestedFilename()).toBe("nf-file-uploads-debug-log.json");
  expect(JSON.parse((await downloadedBytes(download)).toString("utf8"))).toMatchObject({
    log: "nf-file-uploads",
    entries: expect.any(Array),
  });
  await scripts.release();
});

test("staff without the forms role get 403, anonymous visitors are sent to sign in", async ({ page }) => {
  const anonymous = await page.goto("/admin/forms/debug-log");
  await expect(page).toHaveURL(/\/admin\/sign-in\?return_to=%2Fadmin%2Fforms%2Fdebug-log$/);
  expect(anonymous?.status()).toBe(200);
  expect((await page.request.get("/admin/forms/uploads/1")).status()).toBe(401);
  await signIn(page, "editor");
  for (const path of ["/admin/forms/submissions", "/admin/forms/debug-log"]) {
    expect((await page.goto(path))?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Only the administrator and the forms admin may open this screen.");
  }
  expect((await page.request.get("/admin/forms/submissions/export")).status()).toBe(403);
});
