import { expect, test, type Locator } from "@playwright/test";
import { DEMO } from "../../server/test/http";
import { pageReady } from "./support/ready";

/** Focus a control and press a key: the way a keyboard user acts. */
async function press(locator: Locator, key = "Enter") {
  await locator.focus();
  await locator.press(key);
}

/** A copy from an Elementor site: a container holding nested tabs, and a heading with HTML in it, with an id Elementor would not make. */
const FROM_ELEMENTOR = {
  type: "elementor",
  siteurl: "https://shop.example.com/wp-json/",
  elements: [
    {
      id: "1a2b3c4",
      elType: "container",
      settings: { content_width: "boxed", some_addon_key: { kept: true } },
      elements: [
        {
          id: "5d6e7f8",
          elType: "widget",
          widgetType: "nested-tabs",
          settings: {
            tabs: [
              { _id: "t1", tab_title: "Fruit" },
              { _id: "t2", tab_title: "Vegetables" },
            ],
          },
          elements: [
            { id: "aaa1111", elType: "container", settings: [], elements: [] },
            { id: "bbb2222", elType: "container", settings: [], elements: [] },
          ],
        },
      ],
    },
    { id: "odd id!", elType: "widget", widgetType: "heading", settings: { title: "<b>Fresh</b> deals" }, elements: [] },
  ],
};

test("a copy from an Elementor site pastes with fresh ids and its content as it is, undo takes it back, and a copy goes out in Elementor's format", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const login = await page.request.post("/api/auth/v1/login", { data: DEMO.editor });
  expect(login.status()).toBe(200);
  await page.goto("/admin/documents");
  await pageReady(page);
  await press(page.getByRole("button", { name: "New page" }));
  await expect(page).toHaveURL(/\/admin\/documents\/\d+\/edit$/);
  await pageReady(page);

  const tree = page.getByRole("tree", { name: "Structure" });
  const preview = page.frameLocator("iframe[title=Preview]");
  await press(page.getByRole("region", { name: "Widgets" }).getByRole("button", { name: "Container" }));
  const first = tree.getByRole("treeitem", { name: "Container" });
  await expect(first).toBeVisible();

  await page.evaluate((text) => navigator.clipboard.writeText(text), JSON.stringify(FROM_ELEMENTOR));
  await press(first, "ControlOrMeta+V");
  await expect(page.getByRole("status").filter({ hasText: "Pasted 2 elements." })).toBeVisible();
  // The heading went to the top level, so it came wrapped in a container of its own.
  await expect(tree.getByRole("treeitem")).toHaveCount(7);
  await expect(tree.getByRole("treeitem", { name: "Heading: Fresh deals" })).toBeVisible();
  await expect(tree.getByRole("treeitem", { name: "Tabs" })).toBeVisible();
  // The heading's HTML is printed as HTML, as Elementor prints it (sanitized); the tabs are there.
  await expect(preview.getByRole("heading", { name: "Fresh deals" }).locator("b")).toHaveText("Fresh");
  await expect(preview.getByRole("tab", { name: "Vegetables" })).toBeVisible();

  // Copy the pasted heading: Elementor's clipboard shape, a fresh id, and Elementor's storage item.
  await press(tree.getByRole("treeitem", { name: "Heading: Fresh deals" }), "ControlOrMeta+C");
  await expect(page.getByRole("status").filter({ hasText: "Heading: Fresh deals copied." })).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
    type: string;
    siteurl: string;
    elements: { id: string; widgetType: string; settings: { title: string } }[];
  };
  expect(copied.type).toBe("elementor");
  expect(copied.siteurl).toBe(new URL(page.url()).origin);
  expect(copied.elements[0]).toMatchObject({ widgetType: "heading", settings: { title: "<b>Fresh</b> deals" } });
  expect(copied.elements[0]!.id).toMatch(/^[a-z0-9]{7}$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("elementor") ?? "{}") as { clipboard?: unknown[] });
  expect(stored.clipboard).toHaveLength(1);
  // Every pasted id is new: none of the source's.
  const all = JSON.stringify(copied);
  for (const id of ["1a2b3c4", "5d6e7f8", "aaa1111", "bbb2222", "odd id!"]) expect(all).not.toContain(id);

  await page.keyboard.press("ControlOrMeta+Z");
  await expect(tree.getByRole("treeitem")).toHaveCount(1);
  await expect(preview.getByRole("heading", { name: "<b>Fresh</b> deals" })).toHaveCount(0);
});
