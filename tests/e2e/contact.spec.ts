import { expect, test, type Page } from "@playwright/test";
import { rmSync } from "node:fs";
import { spawnServer, type SpawnedServer } from "../../server/test/spawn-server";
import { seededDataDir } from "../../server/test/seeded-copies";
import { CONTACT_LIMIT } from "../../server/services/contact";
import { PAGE_EXPIRED } from "../../core/web/page-expired";
import { pageReady } from "./support/ready";
import { FILES_FIELD } from "./support/forms-admin";

const DAYTON = { id: 1003, name: "Harvest Lane Market – Dayton Far Hills" };
const COLUMBUS = { id: 1001, name: "Harvest Lane Market – Columbus Short North" };

const store = (page: Page) => page.getByRole("combobox", { name: "Store" });
const name = (page: Page) => page.getByRole("textbox", { name: "Name" });
const email = (page: Page) => page.getByRole("textbox", { name: "Email" });
const message = (page: Page) => page.getByRole("textbox", { name: "Message" });
const send = (page: Page) => page.getByRole("button", { name: "Send message" });

async function fillValid(page: Page, who = "Dana Reyes") {
  await name(page).fill(who);
  await email(page).fill("dana@example.com");
  await message(page).fill("Do you carry oat milk in the Dayton store?");
}

test("the Store combobox lists stores by state, then name, with the selected store chosen @mobile", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "store_id", value: String(DAYTON.id), url: baseURL! }]);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  await expect(store(page)).toHaveValue(String(DAYTON.id));

  const options = await store(page)
    .locator("option")
    .evaluateAll((els) =>
      els
        .filter((o) => (o as HTMLOptionElement).value)
        .map((o) => ({ name: o.textContent!, state: (o.parentElement as HTMLOptGroupElement).label })),
    );
  expect(options.length).toBeGreaterThanOrEqual(40);
  const sorted = [...options].sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
  expect(options).toEqual(sorted);
  expect(new Set(options.map((o) => o.state))).toEqual(new Set(["Indiana", "Michigan", "Ohio", "Pennsylvania"]));
});

test("a message is stored and confirmed @mobile", async ({ page }) => {
  await page.goto("/contact");
  await pageReady(page);
  await store(page).selectOption({ label: COLUMBUS.name });
  await fillValid(page);
  await send(page).click();
  const heading = page.getByRole("heading", { level: 1, name: "Thank you, Dana Reyes" });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    /We received your message \(reference #\d+\) and will reply to dana@example\.com\./,
  );
  await page.getByRole("link", { name: "Send another message" }).click();
  await expect(name(page)).toHaveValue("");
});

test("a NUL character posted in the form is a field message, not a failure", async ({ request }) => {
  const res = await request.post("/contact", {
    form: { store_id: "1001", name: "Null\u0000Byte", email: "nul@example.com", message: "Hello" },
  });
  expect(res.status()).toBe(400);
  const html = await res.text();
  expect(html).toContain("Remove the unusual characters from this field.");
  expect(html).not.toContain("We couldn&#x27;t send your message");
});

test("mistakes show under their fields, the first gets the focus, and nothing typed is lost @mobile", async ({ page }) => {
  await page.goto("/contact");
  await pageReady(page);
  await name(page).fill("Dana");
  await email(page).fill("dana@example");
  await send(page).click();

  await expect(store(page)).toBeFocused();
  await expect(store(page)).toHaveAttribute("aria-invalid", "true");
  await expect(store(page)).toHaveAccessibleDescription("Choose a store.");
  await expect(email(page)).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
  await expect(message(page)).toHaveAccessibleDescription("Enter a message.");
  await expect(name(page)).not.toHaveAttribute("aria-invalid", "true");
  await expect(name(page)).toHaveValue("Dana");
  await expect(email(page)).toHaveValue("dana@example");

  await store(page).selectOption(String(DAYTON.id));
  await email(page).fill("dana@example.com");
  await message(page).fill("Hello");
  await send(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you, Dana" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server checks the form, keeps what was typed and stores a good message", async ({ page }) => {
    await page.goto("/contact");
    await store(page).selectOption(String(DAYTON.id));
    await name(page).fill("Sam");
    await email(page).fill("not-an-email");
    await message(page).fill("Please call me back.");
    await send(page).click();
    await expect(page.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(store(page)).toHaveValue(String(DAYTON.id));
    await expect(name(page)).toHaveValue("Sam");
    await expect(email(page)).toHaveValue("not-an-email");
    await expect(message(page)).toHaveValue("Please call me back.");

    await email(page).fill("sam@example.com");
    await send(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Sam" })).toBeVisible();
  });

  test("a refused file is said in place, with a word to choose the files again: the browser's own post cannot keep them", async ({
    page,
  }) => {
    await page.goto("/contact");
    await store(page).selectOption(String(DAYTON.id));
    await name(page).fill("Mallory");
    await email(page).fill("mallory@example.com");
    await message(page).fill("See the photo.");
    await page
      .getByLabel(FILES_FIELD)
      .setInputFiles({ name: "cute-cat.png", mimeType: "image/png", buffer: Buffer.from("MZ\x90\x00 not a picture") });
    await send(page).click();
    await expect(page.getByLabel(FILES_FIELD)).toHaveAccessibleDescription(
      /cute-cat\.png is not a file we accept\. .*Choose your files again before sending\./,
    );
    await expect(message(page)).toHaveValue("See the photo.");
  });

  test("a message far past its limit is a field error in place, and all of it stays in the form", async ({ page }) => {
    const long = `I wrote a long letter. ${"Please stock more oat milk. ".repeat(1100)}`;
    expect(long.length).toBeGreaterThan(30_000);
    await page.goto("/contact");
    await store(page).selectOption(String(DAYTON.id));
    await name(page).fill("Lee");
    await email(page).fill("lee@example.com");
    await message(page).fill(long);
    await send(page).click();
    await expect(message(page)).toHaveAccessibleDescription("Use at most 5000 characters.");
    await expect(message(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { level: 1, name: /Thank you/ })).toHaveCount(0);
    await expect(message(page)).toHaveValue(long);
    await expect(name(page)).toHaveValue("Lee");

    await message(page).fill(long.slice(0, 5000));
    await send(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Lee" })).toBeVisible();
  });
});

test("a file sent in place of the message is refused in the page, and what was typed stays", async ({ page }) => {
  // Scripts held back: the form posts natively, as a browser without JavaScript (or a forged page) would.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto("/contact");
  await store(page).selectOption(String(DAYTON.id));
  await fillValid(page, "Fran File");
  // The message box swapped for a file input of the same name, in a multipart form.
  await page.locator("form.contact__form").evaluate((form: HTMLFormElement) => {
    form.enctype = "multipart/form-data";
    const input = document.createElement("input");
    input.type = "file";
    input.name = "message";
    input.setAttribute("aria-label", "Attachment");
    form.querySelector("textarea[name=message]")!.removeAttribute("name");
    form.append(input);
  });
  await page
    .getByLabel("Attachment")
    .setInputFiles({ name: "note.txt", mimeType: "text/plain", buffer: Buffer.from("Do you carry oat milk?") });
  const answer = page.waitForResponse((res) => res.request().method() === "POST");
  await send(page).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("This form takes typed text only, not files. Remove the file and send the form again.");
  await expect(page.getByRole("heading", { level: 1, name: /Thank you/ })).toHaveCount(0);
  await expect(store(page)).toHaveValue(String(DAYTON.id));
  await expect(name(page)).toHaveValue("Fran File");
  await expect(email(page)).toHaveValue("dana@example.com");
  await expect(page.getByText("[object File]")).toHaveCount(0);
});

test.describe("a logged-in shopper", () => {
  test.beforeEach(async ({ page }) => {
    const login = await page.request.post("/api/auth/v1/login", { data: { email: "shopper@aisle.test", password: "shopper-demo-1" } });
    expect(login.status()).toBe(200);
  });

  test("sends with the page's nonce; their profile store is preselected", async ({ page }) => {
    await page.goto("/contact");
    await pageReady(page);
    await expect(store(page)).toHaveValue(String(COLUMBUS.id));
    await fillValid(page, "Shopper");
    await send(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Shopper" })).toBeVisible();
  });

  test("a missing or wrong nonce is refused (CSRF) and keeps what was typed", async ({ page }) => {
    await page.goto("/contact");
    await pageReady(page);
    // The contact form's nonce is forged on its way out: one changed in the page would be put back
    // by the next render of the form.
    await page.route("**/contact*", async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.continue();
      const body = request
        .postDataBuffer()!
        .toString("latin1")
        .replace(/(name="nonce"\r\n\r\n)[^\r]*/, "$1forged");
      await route.continue({ postData: Buffer.from(body, "latin1") });
    });
    await fillValid(page, "Shopper");
    await send(page).click();
    await expect(page.getByRole("alert")).toContainText(PAGE_EXPIRED);
    await expect(name(page)).toHaveValue("Shopper");
    await expect(page.getByRole("heading", { level: 1, name: /Thank you/ })).toHaveCount(0);
  });
});

test.describe("past the per-address limit", () => {
  // A server of its own (own data): using up its limit for this machine's address leaves the shared
  // server's limit to the other tests.
  let server: SpawnedServer | null = null;
  const DATA_DIR = `.tmp/e2e-contact-limit-${process.pid}`;

  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await spawnServer({ env: { DATA_DIR: seededDataDir(DATA_DIR) } });
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      const res = await fetch(`${server.url}/api/forms/v1/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ store_id: DAYTON.id, name: "Earlier", email: "earlier@example.com", message: `Earlier message ${i}` }),
      });
      expect(res.status).toBe(201);
    }
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  async function sendOneTooMany(page: Page, scripts: boolean) {
    await page.goto(`${server!.url}/contact`);
    if (scripts) await pageReady(page);
    await store(page).selectOption(String(DAYTON.id));
    await fillValid(page);
    await send(page).click();
    await expect(page.getByRole("alert")).toContainText(
      /You have sent several messages in a short time\. Please try again in \d+ minutes\./,
    );
    await expect(page.getByRole("alert")).toContainText("Your message has not been sent yet; it is still in the form below.");
    await expect(page.getByRole("heading", { level: 1, name: /Thank you/ })).toHaveCount(0);
    await expect(store(page)).toHaveValue(String(DAYTON.id));
    await expect(name(page)).toHaveValue("Dana Reyes");
    await expect(email(page)).toHaveValue("dana@example.com");
    await expect(message(page)).toHaveValue("Do you carry oat milk in the Dayton store?");
  }

  test("the form says to try later and keeps everything typed", async ({ page }) => {
    await sendOneTooMany(page, true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server's answer says to try later and keeps everything typed", async ({ page }) => {
      await sendOneTooMany(page, false);
    });
  });
});
