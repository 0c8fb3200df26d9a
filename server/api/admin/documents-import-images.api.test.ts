/**
 * An import's images at other hosts (docs/media.md): fetched into the media library when
 * they can be, the page then pointing at the local copies; otherwise named in the warnings, and the
 * page shows the alt text in a box of the image's size. Loopback is allowed here as in tests only
 * (AISLE_IMPORT_FETCH_ALLOW_LOOPBACK); without it the same local host is refused.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonFetch, loginAs, rowCount, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { builtPages, type BuiltPages } from "../../test/built-pages";
import { startImageHost, type ImageHost } from "../../test/image-host";
import { createDocumentImportService } from "../../services/document-import";
import { media } from "../../db/schema";

const IMPORT = "/api/admin/v1/documents/import";
const FIXTURE = readFileSync(new URL("../../test/fixtures/elementor/page-remote-images.json", import.meta.url), "utf8");

let t: TestServer;
let site: BuiltPages;
let host: ImageHost;
let editor: LoggedIn;
beforeAll(async () => {
  [site, host] = await Promise.all([builtPages(), startImageHost()]);
  t = await startTestServer({ app: { ...site, pageCache: false } });
  editor = await loginAs(t.url, "editor");
});
afterAll(async () => {
  await t?.close();
  await host?.close();
});

const allowLoopback = (allow: boolean) => {
  t.services.documentImport = createDocumentImportService(t.database.db, t.services.documents, {
    service: t.services.media,
    fetch: { allowLoopback: allow },
  });
};

/** The fixture with its dev.local images at the local image host (the CDN one stays unreachable). */
const fixtureAtHost = (slug: string) => ({
  body: FIXTURE.replaceAll("http:\\/\\/dev.local", host.origin.replaceAll("/", "\\/")),
  path: `${IMPORT}?slug=${slug}`,
});

describe("an import's images at other hosts", () => {
  it("are brought into the media library, and the page shows the local copies", async () => {
    allowLoopback(true);
    const before = await rowCount(t, media);
    const { body, path } = fixtureAtHost("peach-season");
    const created = await jsonFetch(t.url, path, { method: "POST", body, ...editor });
    expect(created.status, created.text).toBe(201);
    // Two files at the local host (one of them used twice, one behind a redirect); the CDN's is named.
    expect(await rowCount(t, media)).toBe(before + 2);
    const imageWarnings = (created.body.warnings as string[]).filter((w) => w.startsWith("The image at "));
    expect(imageWarnings).toEqual([
      "The image at https://cdn.harvestlane.example/uploads/curly-kale.png could not be brought in (the host cdn.harvestlane.example could not be found); the page shows its alt text instead.",
    ]);
    expect(host.requests.filter((p) => p.endsWith("peach-crate.jpg"))).toHaveLength(1);

    const stored = (await jsonFetch(t.url, `/api/admin/v1/documents/${created.body.id}`, editor)).body;
    const [container] = stored.elements;
    expect(container.settings.background_image.url).toMatch(/^\/media\/[0-9a-f]{32}\/full\.jpg$/);
    const peach = container.elements[1].settings.image;
    expect(peach).toMatchObject({
      url: expect.stringMatching(/^\/media\/[0-9a-f]{32}\/full\.jpg$/),
      width: 1200,
      height: 800,
      alt: "A crate of ripe peaches",
    });
    expect(container.elements[3].settings.image.url).toBe(peach.url);

    const library = await jsonFetch(t.url, "/api/admin/v1/media?q=peach-crate", editor);
    expect(library.body.items[0]).toMatchObject({
      alt: "A crate of ripe peaches",
      source_url: `${host.origin}/wp-content/uploads/2024/06/peach-crate.jpg`,
    });

    const html = await (await fetch(`${t.url}/peach-season`)).text();
    expect(html).toContain(`src="${peach.url}"`);
    expect(html).toContain(`${peach.url.replace("full.jpg", "960.webp")} 960w`);
    expect(html).not.toContain(host.origin);
    expect(html).not.toContain('src="https://cdn.harvestlane.example');
    expect(html).toContain(
      '<span class="aisle-image-unavailable" style="width:800px;aspect-ratio:800 / 600">Curly kale in a basket</span>',
    );
    expect((await fetch(t.url + peach.url)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("stay where they are when loopback is not allowed: the import succeeds, names each, and shows alt boxes", async () => {
    allowLoopback(false);
    const before = await rowCount(t, media);
    const { body, path } = fixtureAtHost("peach-season-refused");
    const created = await jsonFetch(t.url, path, { method: "POST", body, ...editor });
    expect(created.status, created.text).toBe(201);
    expect(await rowCount(t, media)).toBe(before);
    const imageWarnings = (created.body.warnings as string[]).filter((w) => w.startsWith("The image at "));
    expect(imageWarnings).toHaveLength(3);
    expect(imageWarnings[0]).toBe(
      `The image at ${host.origin}/wp-content/uploads/2024/06/orchard-banner.jpg could not be brought in (the host 127.0.0.1 is at an address that is not fetched (127.0.0.1)); the page shows its alt text instead.`,
    );
    const html = await (await fetch(`${t.url}/peach-season-refused`)).text();
    expect(html).not.toMatch(/<img[^>]+src="https?:/);
    expect(html).toContain(
      '<span class="aisle-image-unavailable" style="width:800px;aspect-ratio:800 / 400">A crate of ripe peaches</span>',
    );
  });

  it("never brings in what is not an image", async () => {
    allowLoopback(true);
    const body = JSON.stringify({
      type: "elementor",
      elements: [
        {
          id: "1a2b3c4d",
          elType: "widget",
          widgetType: "image",
          settings: { image: { url: `${host.origin}/page.jpg`, id: 5, alt: "Not a picture" } },
          elements: [],
        },
        {
          id: "1a2b3c4e",
          elType: "widget",
          widgetType: "image",
          settings: { image: { url: `${host.origin}/to-metadata.jpg`, id: 6, alt: "Metadata" } },
          elements: [],
        },
      ],
    });
    const created = await jsonFetch(t.url, `${IMPORT}?slug=not-a-picture`, { method: "POST", body, ...editor });
    expect(created.status, created.text).toBe(201);
    expect(created.body.warnings).toEqual(
      expect.arrayContaining([
        `The image at ${host.origin}/page.jpg could not be brought in (not an image we accept (PNG, JPEG, GIF, WebP, AVIF or SVG images)); the page shows its alt text instead.`,
        `The image at ${host.origin}/to-metadata.jpg could not be brought in (the host 169.254.169.254 is at an address that is not fetched (169.254.169.254)); the page shows its alt text instead.`,
      ]),
    );
  });
});
