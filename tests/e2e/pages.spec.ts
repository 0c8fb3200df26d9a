import { expect, test } from "@playwright/test";

test("a document created through the admin API is served at its slug", async ({ page, request }) => {
  const login = await request.post("/api/auth/v1/login", { data: { email: "editor@aisle.test", password: "editor-demo-1" } });
  expect(login.status()).toBe(200);
  const { nonce } = (await login.json()) as { nonce: string };
  const slug = `spring-picnic-${Date.now().toString(36)}`;
  const created = await request.post("/api/admin/v1/documents", {
    headers: { "X-Aisle-Nonce": nonce },
    data: {
      type: "page",
      title: "Spring picnic",
      slug,
      elements: [
        {
          id: "a1b2c3d",
          elType: "container",
          settings: {},
          elements: [
            {
              id: "b1b2c3d",
              elType: "widget",
              widgetType: "heading",
              settings: { title: "Pack a spring picnic", header_size: "h1" },
              elements: [],
            },
            {
              id: "c1b2c3d",
              elType: "widget",
              widgetType: "text-editor",
              settings: { editor: '<p>Fresh <strong>berries</strong></p><img src=x onerror="window.__xss=1">' },
              elements: [],
            },
            {
              id: "d1b2c3d",
              elType: "widget",
              widgetType: "button",
              settings: { text: "Shop picnic food", link: { url: "javascript:alert(1)" } },
              elements: [],
            },
            { id: "e1b2c3d", elType: "widget", widgetType: "no-such-widget", settings: {}, elements: [] },
          ],
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { url } = (await created.json()) as { url: string };
  expect(url).toBe(`/${slug}`);

  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: "Pack a spring picnic" })).toBeVisible();
  await expect(page.getByText("berries")).toBeVisible();
  await expect(page.getByRole("link", { name: "Shop picnic food" })).toHaveAttribute("href", "#");
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test("an unknown address is a 404 page inside the site chrome", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});
