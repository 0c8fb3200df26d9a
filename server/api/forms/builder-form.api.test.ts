/**
 * Page-builder forms (decision 0070) over real HTTP and the real pages: a form imported from an
 * Elementor export is checked against the published document, stored in the forms admin with its
 * files under the contact form's rules, and answers JSON (script) or a redirect back to the page with
 * its message (no script); the honeypot, the nonce and the per-address limit hold.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, desc, eq } from "drizzle-orm";
import { jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { builtPages, type BuiltPages } from "../../test/built-pages";
import { DISGUISED, PNG_BYTES } from "../../test/multipart";
import { contactSubmissions, contactUploads } from "../../db/schema";
import { CONTACT_LIMIT } from "../../services/contact";

const fixture = readFileSync(new URL("../../test/fixtures/elementor/page-site-widgets.json", import.meta.url), "utf8");
const WIDGET = "b7e10a3";
const SUCCESS = "Thanks! We have your cake order.";

let t: TestServer;
let site: BuiltPages;
let editor: LoggedIn;
let page: { id: number; url: string };
beforeAll(async () => {
  site = await builtPages();
  t = await startTestServer({ app: { ...site, pageCache: false } });
  editor = await loginAs(t.url, "editor");
  const created = await jsonFetch(t.url, "/api/admin/v1/documents/import", { method: "POST", body: fixture, ...editor });
  expect(created.status, created.text).toBe(201);
  page = created.body;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const valid = (): Record<string, string> => ({
  "form_fields[name]": "Jamie Baker",
  "form_fields[email]": "jamie@example.com",
  "form_fields[servings]": "12",
  "form_fields[flavour]": "lemon",
  "form_fields[pickup]": "sat",
  "form_fields[terms]": "on",
  "form_fields[source]": "forged",
});

async function post(
  fields: Record<string, string>,
  opts: { json?: boolean; files?: { name: string; bytes: Uint8Array }[]; cookie?: string; widget?: string } = {},
) {
  const form = new FormData();
  form.append("aisle_form_document", String(page.id));
  form.append("aisle_form_widget", opts.widget ?? WIDGET);
  form.append("back", page.url);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of opts.files ?? []) form.append("attachments", new Blob([f.bytes as Uint8Array<ArrayBuffer>]), f.name);
  const headers: Record<string, string> = opts.json === false ? {} : { accept: "application/json" };
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await fetch(`${t.url}/forms/submit`, { method: "POST", body: form, headers, redirect: "manual" });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text ? (JSON.parse(text) as { status: string; message: string; errors: Record<string, string> }) : null,
  };
}

const submissions = async () => (await t.database.db.select({ n: count() }).from(contactSubmissions))[0]!.n;
const latest = async () => (await t.database.db.select().from(contactSubmissions).orderBy(desc(contactSubmissions.id)).limit(1))[0]!;

describe("a page-builder form", () => {
  it("is on its page as a real form naming its document, with no nonce for a visitor without a session", async () => {
    const html = await (await fetch(t.url + page.url)).text();
    expect(html).toContain('action="/forms/submit"');
    expect(html).toContain(`name="aisle_form_document" value="${page.id}"`);
    expect(html).toContain('name="nonce" value=""');
    expect(html).toContain(`name="back" value="${page.url}"`);
    expect(html).toContain("We call you <strong>within a day</strong> to confirm.");
    expect(html).not.toContain("alert(1)");
  });

  it("is stored in the forms admin with its fields as the form names them (sent with script)", async () => {
    const r = await post(valid());
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ status: "sent", message: SUCCESS, errors: {} });
    const row = await latest();
    expect(row).toMatchObject({ name: "Jamie Baker", email: "jamie@example.com", storeId: null, status: "received" });
    expect(row.message).toBe(
      "Form: Cake order\nYour name: Jamie Baker\nEmail: jamie@example.com\nPhone: \nServings: 12\nFlavour: Lemon\nPickup day: Saturday\nExtras: \nDate: \nMessage on the cake: \nSource: cake-page\nTerms: Accepted",
    );
    const forms = await loginAs(t.url, "forms");
    const listed = await jsonFetch(t.url, `/api/forms/v1/submissions/${row.id}`, forms);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.message).toContain("Pickup day: Saturday");
  });

  it("without script sends the visitor back to the page, at the form, which shows the message", async () => {
    const before = await submissions();
    const r = await post(valid(), { json: false });
    expect(r.status).toBe(303);
    const location = r.headers.get("location")!;
    expect(location).toBe(`${page.url}?aisle-form-${WIDGET}=sent#form-${WIDGET}-form`);
    expect(await submissions()).toBe(before + 1);
    const html = await (await fetch(t.url + location)).text();
    expect(html).toContain(`<p class="elementor-message elementor-message-success">${SUCCESS}</p>`);
    // The page it names to come back to is the page itself, without the outcome.
    expect(html).toContain(`name="back" value="${page.url}"`);
  });

  it("without script, a refused form comes back with each field's error beside it and the values given, only for its sender", async () => {
    const before = await submissions();
    const r = await post({ ...valid(), "form_fields[email]": "not an address", "form_fields[name]": 'Jamie "J" <Baker>' }, { json: false });
    expect(r.status).toBe(303);
    const location = r.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^${page.url}\\?aisle-form-${WIDGET}=invalid&aisle-form-flash=[0-9a-f-]{36}$`));
    const cookie = r.headers.getSetCookie().find((c) => c.startsWith("aisle-form-flash="))!;
    expect(cookie).toMatch(/; Path=\/; Max-Age=120; HttpOnly; SameSite=Lax$/);
    expect(await submissions()).toBe(before);
    const html = await (await fetch(t.url + location, { headers: { cookie: cookie.split(";")[0]! } })).text();
    expect(html).toContain('<p class="elementor-message elementor-message-danger">Please check the highlighted fields.</p>');
    expect(html).toMatch(
      /id="form-b7e10a3-field-email"[^>]*aria-invalid="true" aria-describedby="form-b7e10a3-field-email-error" autofocus=""[^>]*value="not an address"/,
    );
    expect(html).toContain(
      'id="form-b7e10a3-field-email-error" class="elementor-message elementor-message-danger elementor-help-inline">Enter an email address',
    );
    expect(html).toContain('value="Jamie &quot;J&quot; &lt;Baker&gt;"');
    expect(html).toContain('<option value="lemon" selected="">Lemon</option>');
    // The page names itself to come back to without the outcome and its flash.
    expect(html).toContain(`name="back" value="${page.url}"`);
    // Another visitor at the same address sees the message but no one's values.
    const other = await (await fetch(t.url + location)).text();
    expect(other).not.toContain("not an address");
    expect(other).not.toMatch(/<input[^>]*aria-invalid/);
  });

  it("refuses missing and impossible values field by field, storing nothing", async () => {
    const before = await submissions();
    const r = await post({ "form_fields[email]": "not an address", "form_fields[flavour]": "<script>", "form_fields[servings]": "500" });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      status: "invalid",
      message: "Please check the highlighted fields.",
      errors: {
        name: "This field is required.",
        email: "Enter an email address, like name@example.com.",
        servings: "Enter a number from 4 to 60.",
        flavour: "Choose from the options given.",
        pickup: "This field is required.",
        terms: "This field is required.",
      },
    });
    expect(await submissions()).toBe(before);
  });

  it("keeps nothing a bot sends through the honeypot, and says what a person would be told", async () => {
    const before = await submissions();
    const r = await post({ ...valid(), form_website: "https://spam.example" });
    expect(r.body?.status).toBe("sent");
    expect(await submissions()).toBe(before);
  });

  it("takes files by the contact form's rules: a real image is kept with the submission, a disguised program is refused", async () => {
    const ok = await post(valid(), { files: [{ name: "cake idea.png", bytes: PNG_BYTES }] });
    expect(ok.status).toBe(201);
    const row = await latest();
    const files = await t.database.db.select().from(contactUploads).where(eq(contactUploads.submissionId, row.id));
    expect(files).toMatchObject([{ originalName: "cake idea.png", mediaType: "image/png" }]);

    const before = await submissions();
    const [name, bytes] = DISGUISED[0]!;
    const refused = await post(valid(), { files: [{ name, bytes }] });
    expect(refused.status).toBe(400);
    expect(refused.body?.status).toBe("file");
    expect(Object.keys(refused.body!.errors)).toEqual(["photo"]);
    expect(await submissions()).toBe(before);
  });

  it("needs the page's nonce from a visitor with a session, and a form the published document holds", async () => {
    const shopper = await loginAs(t.url, "shopper");
    const before = await submissions();
    const expired = await post(valid(), { cookie: shopper.cookie });
    expect(expired.status).toBe(403);
    expect(expired.body?.status).toBe("expired");
    const unknown = await post(valid(), { widget: "zzzzzzz" });
    expect(unknown.status).toBe(404);
    expect(await submissions()).toBe(before);
    const signed = await post({ ...valid(), nonce: shopper.nonce }, { cookie: shopper.cookie });
    expect(signed.status).toBe(201);
  });

  it(`shares the contact form's limit per address (${CONTACT_LIMIT.max} in 10 minutes), then says when to try again`, async () => {
    let last = await post(valid());
    for (let i = 0; i < CONTACT_LIMIT.max && last.status === 201; i++) last = await post(valid());
    expect(last.status).toBe(429);
    expect(last.body?.status).toBe("limited");
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    const before = await submissions();
    expect((await post(valid())).status).toBe(429);
    expect(await submissions()).toBe(before);
  });
});
