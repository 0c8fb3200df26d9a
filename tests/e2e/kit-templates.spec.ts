import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO } from "#server/test/http";
import { CRUMBELLA_DIR, folderEntries, zipOf } from "#server/test/zip-writer";
import { editorApi } from "./support/builder";

/**
 * The Crumbella kit's single-post and 404 templates as a visitor sees them, with its WordPress posts
 * imported as articles (docs/kits.md); Undo gives the site its own article and 404 pages back. The kit
 * is imported through the API (the import screen has its own spec, kit-import.spec.ts), only the parts
 * this needs, so the site's header and footer stay as they are.
 */

const POST = { slug: "how-we-craft-the-perfect-cookie-every-time", title: "How We Craft the Perfect Cookie Every Time" };
const DEMO_ARTICLE = { path: "/articles/the-summer-grilling-guide", title: "The Summer Grilling Guide" };
const NOWHERE = "/kit-templates-nowhere";

let admin: { api: APIRequestContext; nonce: string };
let importId: number | null = null;

const undo = async () => {
  if (importId === null) return;
  const res = await admin.api.post(`/api/admin/v1/kits/imports/${importId}/undo`, { headers: { "x-aisle-nonce": admin.nonce } });
  expect(res.status(), await res.text()).toBe(200);
  importId = null;
};

test.beforeAll(async ({ baseURL }) => {
  admin = await editorApi(baseURL!, DEMO.admin);
  const upload = await admin.api.post("/api/admin/v1/kits/imports", {
    multipart: { file: { name: "crumbella.zip", mimeType: "application/zip", buffer: Buffer.from(zipOf(folderEntries(CRUMBELLA_DIR))) } },
    headers: { "x-aisle-nonce": admin.nonce },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const id = ((await upload.json()) as { id: number }).id;
  const run = await admin.api.post(`/api/admin/v1/kits/imports/${id}/run`, {
    data: { include: ["templates/single", "menus-terms/category", "content/wp-post"] },
    headers: { "x-aisle-nonce": admin.nonce },
  });
  expect(run.status(), await run.text()).toBe(200);
  importId = id;
  const results = ((await run.json()) as { results: { kind: string; ok: boolean }[] }).results;
  expect(results.filter((r) => !r.ok)).toEqual([]);
});

test.afterAll(async () => {
  await undo();
  await admin?.api.dispose();
});

test("a visitor sees the kit's single-post template on an imported post and its 404 template on an unknown address; Undo brings the site's own back", async ({
  page,
}) => {
  // The imported post, laid out by the kit's "Single Blog": its title through the post title widget, its text through the post content.
  const post = await page.goto(`/articles/${POST.slug}`);
  expect(post?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: POST.title })).toBeVisible();
  await expect(page.getByText("Vestibulum ante ipsum primis in faucibus")).toBeVisible();
  // Not the site's own article layout.
  await expect(page.getByRole("article", { name: POST.title })).toHaveCount(0);

  // An address that leads nowhere: the kit's "404 Page", with a 404 status.
  const missing = await page.goto(NOWHERE);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Homepage" })).toBeVisible();

  await undo();

  // The site's own article page and 404 page again; the imported post is gone.
  await page.goto(DEMO_ARTICLE.path);
  await expect(page.getByRole("article", { name: DEMO_ARTICLE.title })).toBeVisible();
  const gone = await page.goto(NOWHERE);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "404 Not Found" })).toHaveCount(0);
  expect((await page.goto(`/articles/${POST.slug}`))?.status()).toBe(404);
});
