import { expect, test } from "@playwright/test";

/**
 * Login CSRF in Chromium: a page on another site posts a plain HTML form with the attacker's
 * credentials to our sign-in. It must not sign the visitor in: a form can only send a form or text
 * body, which the API refuses (415); a JSON body from another site would need CORS, which the API
 * does not grant, and is refused as cross-site anyway (server/api/auth/cross-site.api.test.ts).
 */

const ATTACKER = "http://attacker.test";
const CREDENTIALS = { email: "shopper@aisle.test", password: "shopper-demo-1" };

/** The attacker's page, served for any path on their origin. */
function attackerPage(target: string): string {
  const json = JSON.stringify(CREDENTIALS);
  // enctype=text/plain writes `name=value`: a name that is most of the JSON makes the body JSON-shaped.
  const name = json.slice(0, -1) + ',"x":"';
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `<!doctype html><html lang="en"><title>Free coupons</title><body>
    <form id="plain" method="post" enctype="text/plain" action="${target}"><input type="hidden" name="${esc(name)}" value='"}'><button>Plain</button></form>
    <form id="urlencoded" method="post" action="${target}"><input type="hidden" name="email" value="${CREDENTIALS.email}"><input type="hidden" name="password" value="${CREDENTIALS.password}"><button>Urlencoded</button></form>
    <form id="multipart" method="post" enctype="multipart/form-data" action="${target}"><input type="hidden" name="email" value="${CREDENTIALS.email}"><input type="hidden" name="password" value="${CREDENTIALS.password}"><button>Multipart</button></form>
  </body></html>`;
}

test.describe("another site's page cannot sign the visitor in", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.route(`${ATTACKER}/**`, (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: attackerPage(`${baseURL}/api/auth/v1/login`) }),
    );
  });

  for (const form of ["Plain", "Urlencoded", "Multipart"]) {
    test(`a ${form.toLowerCase()} form post is refused and sets no session`, async ({ page, context, baseURL }) => {
      await page.goto(`${ATTACKER}/coupons`);
      const answer = page.waitForResponse((res) => res.url() === `${baseURL}/api/auth/v1/login`);
      await page.getByRole("button", { name: form }).click();
      const res = await answer;
      expect(res.status()).toBe(415);
      expect(await res.json()).toMatchObject({ code: "unsupported_media_type", data: { status: 415 } });
      expect((await context.cookies(baseURL)).map((c) => c.name)).not.toContain("aisle_session");
    });
  }

  test("the site's own page signs in with a JSON fetch (same-origin)", async ({ page, context, baseURL }) => {
    await page.goto("/");
    const status = await page.evaluate(
      (body) =>
        fetch("/api/auth/v1/login", { method: "POST", headers: { "Content-Type": "application/json" }, body }).then((r) => r.status),
      JSON.stringify(CREDENTIALS),
    );
    expect(status).toBe(200);
    expect((await context.cookies(baseURL)).map((c) => c.name)).toContain("aisle_session");
  });
});
