import { expect, test } from "./support/own-address";
import { downloadedBytes, FILES_FIELD, PNG_BYTES, sendWithPhoto, signIn } from "./support/forms-admin";

/** The contact form's files and the forms admin work as plain HTML forms and links too. */
test.use({ javaScriptEnabled: false });

test("without JavaScript, a message with a photo is sent as a multipart form", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("combobox", { name: "Store" }).selectOption({ label: "Harvest Lane Market – Dayton Far Hills" });
  await page.getByRole("textbox", { name: "Name" }).fill("No Script");
  await page.getByRole("textbox", { name: "Email" }).fill("noscript@example.com");
  await page.getByRole("textbox", { name: "Message" }).fill("Sent from a browser without scripts.");
  await page.getByLabel(FILES_FIELD).setInputFiles({
    name: "noscript.png",
    mimeType: "image/png",
    buffer: Buffer.from(PNG_BYTES),
  });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, No Script" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toContainText("with 1 file");
});

test("without JavaScript, a refused file is said under the field and what was typed is kept", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("combobox", { name: "Store" }).selectOption({ label: "Harvest Lane Market – Dayton Far Hills" });
  await page.getByRole("textbox", { name: "Name" }).fill("No Script");
  await page.getByRole("textbox", { name: "Email" }).fill("noscript@example.com");
  await page.getByRole("textbox", { name: "Message" }).fill("Kept after a refusal.");
  await page.getByLabel(FILES_FIELD).setInputFiles({
    name: "run-me.png",
    mimeType: "image/png",
    buffer: Buffer.from("#!/bin/sh\necho hi\n"),
  });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByLabel(FILES_FIELD)).toHaveAccessibleDescription(/run-me\.png is not a file we accept/);
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Kept after a refusal.");
});

test("without JavaScript, the forms admin searches, reads, downloads the file, deletes after confirming, and downloads and clears the debug log", async ({
  page,
  serverURL,
}) => {
  const id = await sendWithPhoto(serverURL, "Plain Forms", "plain.png");
  await signIn(page, "forms");
  await page.goto("/admin/forms/submissions");
  await page.getByRole("searchbox", { name: "Search submissions" }).fill("Plain Forms");
  await page.getByRole("search", { name: "Submissions" }).getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: `Plain Forms (#${id})` }).click();
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download plain.png" }).click()]);
  expect(new Uint8Array(await downloadedBytes(file))).toEqual(PNG_BYTES);

  await page.getByRole("button", { name: "Delete…" }).click();
  await expect(page.getByText(`Delete submission #${id} from Plain Forms and its file?`)).toBeVisible();
  await page.getByRole("button", { name: "Delete submission" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`Submission #${id} and its files were deleted.`);

  await page.getByRole("link", { name: "File-upload debug log" }).click();
  const [log] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
  expect(log.suggestedFilename()).toBe("nf-file-uploads-debug-log.json");
  const steps = (
    JSON.parse((await downloadedBytes(log)).toString("utf8")) as {
      entries: Array<{ step: string }>;
    }
  ).entries.map((e) => e.step);
  expect(steps).toEqual(expect.arrayContaining(["stored", "served", "removed"]));

  await page.getByRole("button", { name: "Clear" }).click();
  await page.getByRole("button", { name: "Clear the log" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("The debug log was cleared.");
  await expect(page.getByText("The log is empty.")).toBeVisible();
});
