/**
 * A file sent with the contact form, downloaded by staff (the forms API and the forms admin's pages):
 * always an attachment, named with the extension its content says (a PNG that is also an HTML page,
 * sent as `evil.html`, is offered as `evil.png`, image/png), nosniff, and the download's own sandbox
 * policy, which the site's page policy does not replace.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonFetch, loginAs, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { builtPages, type BuiltPages } from "../../test/built-pages";
import { PDF_BYTES, PNG_BYTES, postMultipart } from "../../test/multipart";
import { DEMO_STORE_IDS } from "../../db/seed/stores";

let site: BuiltPages;
let t: TestServer;
let forms: LoggedIn;
let files: Array<{ id: number; name: string }>;

const POLYGLOT = new Uint8Array([
  ...PNG_BYTES,
  ...new TextEncoder().encode("<html><body><script>alert(document.cookie)</script></body></html>"),
]);

beforeAll(async () => {
  site = await builtPages();
  t = await startTestServer({ app: { ...site } });
  forms = await loginAs(t.url, "forms");
  const sent = await postMultipart(
    t.url,
    "/api/forms/v1/contact",
    { store_id: DEMO_STORE_IDS.columbus, name: "Robin Vale", email: "robin@example.com", message: "Pictures of the shelf" },
    [
      { name: "evil.html", bytes: POLYGLOT },
      { name: "shelf.JPEG.png", bytes: PNG_BYTES },
      { name: "receipt", bytes: PDF_BYTES },
    ],
  );
  expect(sent.status, sent.text).toBe(201);
  files = (await jsonFetch(t.url, `/api/forms/v1/submissions/${sent.body.id}`, { cookie: forms.cookie, nonce: forms.nonce })).body.files;
});
afterAll(async () => {
  await t?.close();
});

const WHERE = {
  "the forms API": (id: number) => `/api/forms/v1/uploads/${id}`,
  "the forms admin": (id: number) => `/admin/forms/uploads/${id}`,
};

describe.each(Object.entries(WHERE))("downloads from %s", (_where, path) => {
  const download = async (n: number) => {
    const res = await fetch(t.url + path(files[n]!.id), {
      headers: { cookie: forms.cookie, "x-aisle-nonce": forms.nonce },
      redirect: "manual",
    });
    expect(res.status).toBe(200);
    return res;
  };

  it("a PNG that is also HTML, sent as evil.html: an image/png attachment named evil.png, sandboxed", async () => {
    const res = await download(0);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="evil.png"; filename*=UTF-8''evil.png`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(POLYGLOT);
  });

  it("a name that already says the type keeps it; one without an extension gets the type's", async () => {
    const png = await download(1);
    expect(png.headers.get("content-disposition")).toBe(`attachment; filename="shelf.JPEG.png"; filename*=UTF-8''shelf.JPEG.png`);
    await png.arrayBuffer();
    const pdf = await download(2);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="receipt.pdf"; filename*=UTF-8''receipt.pdf`);
    expect(pdf.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    await pdf.arrayBuffer();
  });
});

it("pages keep the site's own policy", async () => {
  const res = await fetch(`${t.url}/stores`);
  await res.arrayBuffer();
  expect(res.headers.get("content-security-policy")).toMatch(/script-src[^;]*'nonce-/);
});
