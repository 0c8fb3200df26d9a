import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, jsonFetch, loginAs, loginRoles, rowCount, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { pairBehindProxy } from "../../test/instance-pair";
import { drawImage, SVG_WITH_SCRIPT, uploadMedia } from "../../test/media-images";
import { DISGUISED } from "../../test/multipart";
import { auditLog, media } from "../../db/schema";
import { createMediaService } from "../../services/media";

const BASE = "/api/admin/v1/media";

let t: TestServer;
let editor: LoggedIn;
let admin: LoggedIn;
let shopper: LoggedIn;
let forms: LoggedIn;
beforeAll(async () => {
  t = await startTestServer();
  ({ editor, admin, shopper, forms } = await loginRoles(t.url));
});
afterAll(async () => {
  await t?.close();
});

describe("uploading to the media library", () => {
  it("stores a wide photo with its smaller WebP copies, served immutable with its type and ETag", async () => {
    const bytes = await drawImage(2000, 1000, "jpeg");
    const r = await uploadMedia(t.url, [{ name: "Fresh-strawberries.jpg", bytes }], editor, { alt: "A crate of strawberries" });
    expect(r.status, r.text).toBe(201);
    expect(r.body.created).toBe(1);
    const item = r.body.items[0];
    expect(item).toMatchObject({
      media_type: "image/jpeg",
      width: 2000,
      height: 1000,
      title: "Fresh strawberries",
      alt: "A crate of strawberries",
      file_name: "Fresh-strawberries.jpg",
      srcset_widths: [480, 960, 1600],
      uploaded_by: "editor@aisle.test",
    });
    expect(item.url).toMatch(/^\/media\/[0-9a-f]{32}\/full\.jpg$/);

    const full = await fetch(t.url + item.url);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("image/jpeg");
    expect(full.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(full.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await full.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    const etag = full.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}-full\.jpg"$/);
    const again = await fetch(t.url + item.url, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);

    const small = await fetch(t.url + item.url.replace("full.jpg", "480.webp"));
    expect(small.status).toBe(200);
    expect(small.headers.get("content-type")).toBe("image/webp");
    expect((await fetch(t.url + item.url.replace("full.jpg", "2400.webp"))).status).toBe(404);
    expect((await fetch(`${t.url}/media/../etc/passwd`)).status).toBe(404);

    const audit = await jsonFetch(t.url, `/api/admin/v1/audit-log?action=media.upload`, admin);
    expect(audit.body.entries.some((e: { target: { id: string } }) => e.target.id === String(item.id))).toBe(true);
  });

  it("takes PNG, GIF, WebP and AVIF by their content, whatever their names", async () => {
    const files = await Promise.all(
      (["png", "gif", "webp", "avif"] as const).map(async (format, i) => ({
        name: `picture-${i}.txt`,
        bytes: await drawImage(64 + i, 32, format),
      })),
    );
    const r = await uploadMedia(t.url, files, editor);
    expect(r.status, r.text).toBe(201);
    expect(r.body.items.map((i: { media_type: string }) => i.media_type)).toEqual(["image/png", "image/gif", "image/webp", "image/avif"]);
  });

  it("keeps an SVG only sanitized and serves it in a sandbox", async () => {
    const r = await uploadMedia(t.url, [{ name: "logo.svg", bytes: SVG_WITH_SCRIPT }], editor);
    expect(r.status, r.text).toBe(201);
    const item = r.body.items[0];
    expect(item).toMatchObject({ media_type: "image/svg+xml", width: 40, height: 20 });
    const res = await fetch(t.url + item.url);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    const text = await res.text();
    expect(text).toContain("<rect");
    expect(text).not.toMatch(/script|onload|alert|evil\.test|<image/);
  });

  it("answers the same bytes again with the item they already are", async () => {
    const bytes = await drawImage(30, 30, "png", "#123456");
    const first = await uploadMedia(t.url, [{ name: "a.png", bytes }], editor);
    const second = await uploadMedia(t.url, [{ name: "b.png", bytes }], admin);
    expect(second.status).toBe(201);
    expect(second.body.created).toBe(0);
    expect(second.body.items[0].id).toBe(first.body.items[0].id);
  });

  it.each(DISGUISED)("refuses %s named like a picture, and stores nothing", async (_what, bytes) => {
    const before = await rowCount(t, media);
    const r = await uploadMedia(t.url, [{ name: "photo.png", bytes }], editor);
    expectError(r as never, 400, "invalid_image");
    expect(r.body.message).toContain("photo.png");
    expect(await rowCount(t, media)).toBe(before);
  });

  it("refuses a damaged image", async () => {
    const good = await drawImage(50, 50, "png");
    const r = await uploadMedia(t.url, [{ name: "cut.png", bytes: good.slice(0, 60) }], editor);
    expectError(r as never, 400, "invalid_image");
  });

  it("refuses the upload without a session, without the nonce, and for shoppers and the forms admin", async () => {
    const bytes = await drawImage(10, 10);
    expectError((await uploadMedia(t.url, [{ name: "a.png", bytes }])) as never, 401, "unauthorized");
    expectError((await uploadMedia(t.url, [{ name: "a.png", bytes }], { cookie: editor.cookie })) as never, 403, "invalid_nonce");
    expectError((await uploadMedia(t.url, [{ name: "a.png", bytes }], shopper)) as never, 403, "forbidden");
    expectError((await uploadMedia(t.url, [{ name: "a.png", bytes }], forms)) as never, 403, "forbidden");
    expectError(await jsonFetch(t.url, BASE, shopper), 403, "forbidden");
  });

  it("refuses JSON and an empty form with the error format", async () => {
    expectError(await jsonFetch(t.url, BASE, { ...editor, body: { file: "x" } }), 415, "unsupported_media_type");
    expectError((await uploadMedia(t.url, [], editor)) as never, 400, "invalid_param");
  });
});

describe("the media library's limits", () => {
  it("refuses an image past the size limit, too many in one upload, and more than the library holds", async () => {
    const small = createMediaService(t.database.db, { maxFileBytes: 2048, maxFiles: 2, maxItems: 1 });
    const big = await drawImage(400, 400, "png", "#fff");
    const noisy = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    noisy.set(big.slice(0, 8));
    await expect(small.upload([{ name: "big.png", bytes: noisy }], { id: null, email: "system" })).rejects.toMatchObject({
      status: 413,
      code: "payload_too_large",
    });
    const tiny = await drawImage(3, 3);
    await expect(
      small.upload(
        [tiny, tiny, tiny].map((bytes) => ({ name: "t.png", bytes })),
        { id: null, email: "system" },
      ),
    ).rejects.toMatchObject({
      status: 400,
      code: "invalid_param",
    });
    await expect(
      small.upload([{ name: "t.png", bytes: await drawImage(4, 4, "png", "#abcdef") }], { id: null, email: "system" }),
    ).rejects.toMatchObject({
      status: 409,
      code: "media_library_full",
    });
  });
});

describe("listing, searching, editing and deleting", () => {
  it("searches title, alt text and file name, a page at a time", async () => {
    await uploadMedia(t.url, [{ name: "peaches.png", bytes: await drawImage(20, 20, "png", "#ffa07a") }], editor, { alt: "Ripe peaches" });
    const byAlt = await jsonFetch(t.url, `${BASE}?q=ripe`, editor);
    expect(byAlt.status).toBe(200);
    expect(byAlt.body.items.map((i: { alt: string }) => i.alt)).toEqual(["Ripe peaches"]);
    const byName = await jsonFetch(t.url, `${BASE}?q=peaches.png`, editor);
    expect(byName.body.total).toBe(1);
    const paged = await jsonFetch(t.url, `${BASE}?per_page=2&page=1`, editor);
    expect(paged.body.items).toHaveLength(2);
    expect(paged.body.total).toBeGreaterThan(2);
    expectError(await jsonFetch(t.url, `${BASE}?per_page=1000`, editor), 400, "invalid_param");
  });

  it("changes the alt text and title with the nonce, audited", async () => {
    const up = await uploadMedia(t.url, [{ name: "kale.png", bytes: await drawImage(21, 20, "png", "#2f4f2f") }], editor);
    const id = up.body.items[0].id;
    expectError(
      await jsonFetch(t.url, `${BASE}/${id}`, { method: "PUT", body: { alt: "x" }, cookie: editor.cookie }),
      403,
      "invalid_nonce",
    );
    expectError(
      await jsonFetch(t.url, `${BASE}/${id}`, { method: "PUT", body: { alt: "x".repeat(501) }, ...editor }),
      400,
      "invalid_param",
    );
    expectError(await jsonFetch(t.url, `${BASE}/${id}`, { method: "PUT", body: { colour: "red" }, ...editor }), 400, "invalid_param");
    const r = await jsonFetch(t.url, `${BASE}/${id}`, { method: "PUT", body: { alt: "Curly kale", title: "Kale" }, ...editor });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ alt: "Curly kale", title: "Kale" });
    expect((await jsonFetch(t.url, `${BASE}/${id}`, editor)).body).toMatchObject({ alt: "Curly kale", used_by: [] });
    const before = await rowCount(t, auditLog);
    expect(before).toBeGreaterThan(0);
  });

  it("refuses to delete an image a document shows, and deletes it once none does", async () => {
    const up = await uploadMedia(t.url, [{ name: "used.png", bytes: await drawImage(22, 20, "png", "#4169e1") }], editor);
    const item = up.body.items[0];
    const doc = await jsonFetch(t.url, "/api/admin/v1/documents", {
      ...editor,
      body: {
        type: "page",
        title: "Blueberry week",
        slug: "blueberry-week-media",
        settings: {},
        elements: [
          {
            id: "a1b2c3d4",
            elType: "container",
            settings: {},
            elements: [
              { id: "b1b2c3d4", elType: "widget", widgetType: "image", settings: { image: { url: item.url, id: item.id } }, elements: [] },
            ],
          },
        ],
      },
    });
    expect(doc.status, doc.text).toBe(201);
    const refused = await jsonFetch(t.url, `${BASE}/${item.id}`, { method: "DELETE", ...editor });
    expectError(refused, 409, "media_in_use");
    expect(refused.body.data.documents).toEqual([{ id: doc.body.id, title: "Blueberry week" }]);
    expect((await fetch(t.url + item.url)).status).toBe(200);

    const other = await uploadMedia(t.url, [{ name: "unused.png", bytes: await drawImage(23, 20, "png", "#8b4513") }], editor);
    const otherItem = other.body.items[0];
    expectError(await jsonFetch(t.url, `${BASE}/${otherItem.id}`, { method: "DELETE", cookie: editor.cookie }), 403, "invalid_nonce");
    expect((await jsonFetch(t.url, `${BASE}/${otherItem.id}`, { method: "DELETE", ...editor })).status).toBe(204);
    expect((await fetch(t.url + otherItem.url)).status).toBe(404);
    expectError(await jsonFetch(t.url, `${BASE}/${otherItem.id}`, { method: "DELETE", ...editor }), 404, "not_found");
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await jsonFetch(t.url, "/api/openapi.json")).body;
    expect(doc.paths[BASE].post.requestBody.content["multipart/form-data"].schema.properties).toHaveProperty("file");
    expect(Object.keys(doc.paths[`${BASE}/{id}`])).toEqual(expect.arrayContaining(["get", "put", "delete"]));
  });
});

describe("two instances on one database", () => {
  const pair = pairBehindProxy(() => t);
  it("serve what either one stored", async () => {
    const login = await loginAs(pair.url(0), "editor");
    const up = await uploadMedia(pair.url(0), [{ name: "shared.png", bytes: await drawImage(24, 20, "png", "#daa520") }], login);
    expect(up.status, up.text).toBe(201);
    const res = await fetch(pair.url(1) + up.body.items[0].url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
  });
});
