/**
 * The templates library (docs/design/website-templates.md): Save as template on an element in the editor,
 * [dialog] `Templates library` in another page's editor inserting it (fresh ids, one undo step), a
 * visitor seeing it once published; a template exported as an Elementor file and imported back shows
 * the same text; the templates screen's preview of a header opens a page where it applies.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { pageReady } from "./support/ready";
import { axeViolations } from "./support/axe";
import { container, createPage, editorApi, heading, text } from "./support/builder";

async function press(locator: Locator, key = "Enter") {
  await locator.focus();
  await locator.press(key);
}

async function signIn(page: Page) {
  const login = await page.request.post("/api/auth/v1/login", { data: DEMO.editor });
  expect(login.status()).toBe(200);
}

const unique = () => Date.now().toString(36);

test("an element saved as a template is inserted into another page after the selection, undone as one step, and published for visitors", async ({
  page,
  baseURL,
  browser,
}) => {
  const tag = unique();
  const editor = await editorApi(baseURL!);
  const source = await createPage(editor, `Bakery source ${tag}`, [container([heading(`Weekly bakery row ${tag}`)])]);
  const target = await createPage(editor, `Bakery target ${tag}`, [container([heading(`Target intro ${tag}`)])]);
  // More templates than the library's page of 24.
  const extras: number[] = [];
  for (let i = 1; i <= 25; i++) {
    const made = await editor.api.post("/api/admin/v1/templates", {
      headers: { "X-Aisle-Nonce": editor.nonce },
      data: { title: `Bakery extra ${tag} ${i}`, elements: [container([heading(`Extra ${i}`)])] },
    });
    expect(made.status(), await made.text()).toBe(201);
    extras.push(((await made.json()) as { id: number }).id);
  }
  await signIn(page);

  // Save the source's container as a template, named in the dialog.
  await page.goto(`/admin/documents/${source.id}/edit`);
  await pageReady(page);
  const tree = page.getByRole("tree", { name: "Structure" });
  await press(tree.getByRole("treeitem", { name: "Container" }));
  await press(page.getByRole("button", { name: "Save selected as template" }));
  const save = page.getByRole("dialog", { name: "Save as template" });
  await save.getByRole("textbox", { name: "Template name" }).fill(`Bakery row ${tag}`);
  await press(save.getByRole("button", { name: "Save template" }));
  await expect(page.getByRole("status").filter({ hasText: `Saved “Bakery row ${tag}” in the templates library.` })).toBeVisible();
  await expect(save).toBeHidden();

  // In the other page, the library finds it by name and type, previews it and inserts it after the selection.
  await page.goto(`/admin/documents/${target.id}/edit`);
  await pageReady(page);
  await press(tree.getByRole("treeitem", { name: "Container" }));
  await press(page.getByRole("toolbar", { name: "Editor" }).getByRole("button", { name: "Templates library" }));
  const library = page.getByRole("dialog", { name: "Templates library" });
  // Past the first 24: Load more brings the rest, and the focus goes to the first it brought.
  await library.getByRole("searchbox", { name: "Search templates" }).fill(`bakery extra ${tag}`);
  await expect(library.getByRole("status")).toHaveText("25 templates, 24 shown");
  const listed = library.getByRole("list", { name: "Templates" }).getByRole("listitem");
  await expect(listed).toHaveCount(24);
  await press(library.getByRole("button", { name: "Load more" }));
  await expect(listed).toHaveCount(25);
  await expect(library.getByRole("status")).toHaveText("25 templates");
  await expect(library.getByRole("button", { name: "Load more" })).toHaveCount(0);
  await expect(library.getByRole("button", { name: `Preview Bakery extra ${tag} 1`, exact: true })).toBeFocused();
  await library.getByRole("searchbox", { name: "Search templates" }).fill(`bakery row ${tag}`);
  await library.getByRole("combobox", { name: "Type" }).selectOption({ label: "Section" });
  await expect(library.getByRole("status")).toHaveText("1 template");
  await press(library.getByRole("button", { name: `Preview Bakery row ${tag}` }));
  await expect(library.frameLocator("iframe").getByRole("heading", { name: `Weekly bakery row ${tag}` })).toBeVisible();
  expect(await axeViolations(page, "dialog[open]")).toEqual([]);
  await press(library.getByRole("button", { name: `Insert Bakery row ${tag}` }));
  await expect(library).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: `Inserted “Bakery row ${tag}”. Undo takes it back.` })).toBeVisible();
  await expect(tree.getByRole("treeitem", { name: "Container", level: 1 })).toHaveCount(2);
  await expect(tree.getByRole("treeitem", { name: `Heading: Weekly bakery row ${tag}` })).toBeVisible();
  const preview = page.frameLocator("iframe[title=Preview]");
  await expect(preview.getByRole("heading", { name: `Weekly bakery row ${tag}` })).toBeVisible();

  // Fresh ids: the inserted container's id is none of the template's.
  const nonce = { "X-Aisle-Nonce": editor.nonce };
  const saved = await editor.api.get(`/api/admin/v1/templates?q=${encodeURIComponent(`Bakery row ${tag}`)}`, { headers: nonce });
  const templateId = ((await saved.json()) as { items: { id: number }[] }).items[0]!.id;
  const template = (await (await editor.api.get(`/api/admin/v1/documents/${templateId}`, { headers: nonce })).json()) as {
    elements: { id: string }[];
  };

  // One undo takes the whole insert back; redo brings it again.
  await page.keyboard.press("ControlOrMeta+Z");
  await expect(tree.getByRole("treeitem", { name: "Container", level: 1 })).toHaveCount(1);
  await page.keyboard.press("ControlOrMeta+Shift+Z");
  await expect(tree.getByRole("treeitem", { name: "Container", level: 1 })).toHaveCount(2);
  await press(page.getByRole("toolbar", { name: "Editor" }).getByRole("button", { name: "Update" }));
  await expect(page.getByRole("status").filter({ hasText: "Saved: visitors see this version." })).toBeVisible();
  const stored = (await (await editor.api.get(`/api/admin/v1/documents/${target.id}`, { headers: nonce })).json()) as {
    elements: { id: string }[];
  };
  expect(stored.elements).toHaveLength(2);
  expect(stored.elements[1]!.id).not.toBe(template.elements[0]!.id);

  const visitor = await browser.newContext();
  const shopper = await visitor.newPage();
  await shopper.goto(target.url);
  await expect(shopper.getByRole("heading", { name: `Weekly bakery row ${tag}` })).toBeVisible();
  await expect(shopper.getByRole("heading", { name: `Target intro ${tag}` })).toBeVisible();
  await visitor.close();
  for (const id of extras) await editor.api.delete(`/api/admin/v1/documents/${id}`, { headers: nonce });
  await editor.api.dispose();
});

test("a template exported as an Elementor file and imported back shows the same text", async ({ page, baseURL }) => {
  const tag = unique();
  const editor = await editorApi(baseURL!);
  const made = await editor.api.post("/api/admin/v1/templates", {
    headers: { "X-Aisle-Nonce": editor.nonce },
    data: {
      title: `Harvest notes ${tag}`,
      elements: [container([heading(`Harvest notes ${tag}`), text("<p>Apples <strong>picked</strong> this morning.</p>")])],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  await signIn(page);

  await page.goto("/admin/templates");
  await pageReady(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: `Export Harvest notes ${tag} as an Elementor template file` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^elementor-${id}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const file = JSON.parse(await readFile((await download.path())!, "utf8")) as Record<string, unknown>;
  expect(Object.keys(file)).toEqual(["version", "title", "type", "content", "page_settings"]);
  expect(file).toMatchObject({ title: `Harvest notes ${tag}`, type: "section" });

  await page.goto("/admin/documents");
  await pageReady(page);
  await page
    .getByLabel("Export file")
    .setInputFiles({ name: "harvest.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Imported “Harvest notes ${tag}” as a draft` })).toBeVisible();
  const href = await page.getByRole("link", { name: "open it" }).getAttribute("href");
  const importedId = Number(/(\d+)$/.exec(href ?? "")![1]);
  expect(importedId).not.toBe(id);

  const visibleText = async (docId: number) => {
    await page.goto(`/admin/documents/${docId}/preview`);
    await pageReady(page);
    return (await page.locator(`.elementor[data-elementor-id="${docId}"]`).innerText()).trim();
  };
  const original = await visibleText(id);
  expect(original).toContain("Apples picked this morning.");
  expect(await visibleText(importedId)).toBe(original);

  // The library lists the imported template beside the saved one.
  const listed = await editor.api.get(`/api/admin/v1/templates?type=section&q=${encodeURIComponent(`Harvest notes ${tag}`)}`, {
    headers: { "X-Aisle-Nonce": editor.nonce },
  });
  expect(((await listed.json()) as { total: number }).total).toBe(2);
  await editor.api.dispose();
});

test("the templates screen's preview of a header opens a page where it applies, the header in its place", async ({ page, baseURL }) => {
  const tag = unique();
  const editor = await editorApi(baseURL!);
  const where = await createPage(editor, `Header place ${tag}`, [container([heading(`Header place body ${tag}`)])]);
  const made = await editor.api.post("/api/admin/v1/documents", {
    headers: { "X-Aisle-Nonce": editor.nonce },
    data: {
      type: "header",
      title: `Market header ${tag}`,
      slug: `market-header-${tag}`,
      status: "draft",
      settings: { conditions: [`include/singular/page/${where.id}`] },
      elements: [container([heading(`Market header text ${tag}`)])],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await signIn(page);
  await page.goto("/admin/templates");
  await pageReady(page);
  await page.getByRole("link", { name: `Preview Market header ${tag} where it applies` }).click();
  await expect(page).toHaveURL(new RegExp(`${where.url}\\?theme_template_id=\\d+$`));
  await expect(page.getByRole("heading", { name: `Market header text ${tag}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Header place body ${tag}` })).toBeVisible();
  await editor.api.dispose();
});
