import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { DEMO, expectError, jsonFetch, login, startTestServer, type LoggedIn, type TestServer } from "../../test/harness";
import { CONTENT_SLOTS, CTA_HTML, PERSONALIZED_HTML, SITE_BANNER_HTML, SLIDER_HTML } from "../../db/seed/content";
import { DEMO_STORE_IDS } from "../../db/seed/stores";
import { STORE_GROUP, USER_GROUP } from "../../db/seed/groups";
import { FALLBACK_HOME_SLUG, groupHomeSlug } from "../../db/seed/documents";
import { contentItems } from "../../db/schema";

const DAY = 24 * 60 * 60 * 1000;
/** The clock the content service sees; tests move it and put it back. */
const seededAt = Date.now();
let clock = seededAt;

let t: TestServer;
let shopper: LoggedIn;
beforeAll(async () => {
  t = await startTestServer({ now: () => new Date(clock) });
  shopper = await login(t.url, DEMO.shopper.email, DEMO.shopper.password);
});
afterAll(async () => {
  await t?.close();
});

const banner = (qs: string, init?: { cookie?: string; nonce?: string }) =>
  jsonFetch<{ html: string }>(t.url, `/api/shop/v1/content/site-banner?slug=${CONTENT_SLOTS.siteBanner.slug}${qs}`, init);

async function withSettings<T>(patch: { groupTargeting: boolean }, fn: () => Promise<T>): Promise<T> {
  await t.services.settings.update(patch);
  try {
    return await fn();
  } finally {
    await t.services.settings.update({ groupTargeting: true });
  }
}

async function atTime<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  clock = ms;
  try {
    return await fn();
  } finally {
    clock = seededAt;
  }
}

describe("site-banner targeting", () => {
  it("answers { html }", async () => {
    const r = await banner("");
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(["html"]);
    expect(typeof r.body.html).toBe("string");
  });

  it("picks the item targeted at the store", async () => {
    const r = await banner(`&store_id=${DEMO_STORE_IDS.columbus}`);
    expect(r.status).toBe(200);
    expect(r.body.html).toBe(SITE_BANNER_HTML.store);
  });

  it("picks the item targeted at the store's group for another store of the group", async () => {
    expect((await banner(`&store_id=${DEMO_STORE_IDS.dayton}`)).body.html).toBe(SITE_BANNER_HTML.ohioValley);
    expect((await banner(`&store_id=${DEMO_STORE_IDS.pittsburgh}`)).body.html).toBe(SITE_BANNER_HTML.keystone);
    expect((await banner(`&store_id=${DEMO_STORE_IDS.indianapolis}`)).body.html).toBe(SITE_BANNER_HTML.hoosierHeartland);
  });

  it("picks the item targeted at store groups given without a store", async () => {
    expect((await banner(`&store_group_ids=${STORE_GROUP.keystone}`)).body.html).toBe(SITE_BANNER_HTML.keystone);
    expect((await banner(`&store_group_ids=${STORE_GROUP.lakeshore}`)).body.html).toBe(SITE_BANNER_HTML.lakeshore);
  });

  it("a store's own groups win over store groups the caller sends", async () => {
    const r = await banner(`&store_id=${DEMO_STORE_IDS.dayton}&store_group_ids=${STORE_GROUP.keystone}`);
    expect(r.body.html).toBe(SITE_BANNER_HTML.ohioValley);
  });

  it("an anonymous visitor is in the unknown user group when group targeting is on", async () => {
    const r = await banner("");
    expect(r.body.html).toBe(SITE_BANNER_HTML.anonymous);
    const asked = await banner(`&user_group_ids=${USER_GROUP.anonymous}`);
    expect(asked.body.html).toBe(SITE_BANNER_HTML.anonymous);
  });

  it("with group targeting off, an anonymous visitor is in no group", async () => {
    await withSettings({ groupTargeting: false }, async () => {
      expect((await banner("")).body.html).toBe(SITE_BANNER_HTML.everyone);
      expect((await banner(`&user_group_ids=${USER_GROUP.anonymous}`)).body.html).toBe(SITE_BANNER_HTML.everyone);
      expect((await banner(`&store_id=${DEMO_STORE_IDS.columbus}`)).body.html).toBe(SITE_BANNER_HTML.store);
    });
    expect((await banner("")).body.html).toBe(SITE_BANNER_HTML.anonymous);
  });

  it("ignores user group ids the session does not hold (anonymous asking for loyalty)", async () => {
    const r = await banner(`&user_group_ids=${USER_GROUP.loyalty}`);
    expect(r.status).toBe(200);
    expect(r.body.html).not.toBe(SITE_BANNER_HTML.loyalty);
    expect(r.body.html).toBe(SITE_BANNER_HTML.everyone);
  });

  it("the logged-in shopper who holds the loyalty group gets the loyalty banner (with the nonce)", async () => {
    const own = await banner("", shopper);
    expect(own.status).toBe(200);
    expect(own.body.html).toBe(SITE_BANNER_HTML.loyalty);
    const asked = await banner(`&user_group_ids=${USER_GROUP.loyalty}`, shopper);
    expect(asked.body.html).toBe(SITE_BANNER_HTML.loyalty);
  });

  it("the shopper asking for a group they do not hold does not get it", async () => {
    const r = await banner(`&user_group_ids=${USER_GROUP.anonymous}`, shopper);
    expect(r.body.html).toBe(SITE_BANNER_HTML.everyone);
  });

  it("the shopper's session without the nonce acts as anonymous", async () => {
    const r = await banner("", { cookie: shopper.cookie });
    expect(r.status).toBe(200);
    expect(r.body.html).toBe(SITE_BANNER_HTML.anonymous);
  });

  it("the nonce works as a query parameter too", async () => {
    const r = await banner(`&nonce=${encodeURIComponent(shopper.nonce)}`, { cookie: shopper.cookie });
    expect(r.body.html).toBe(SITE_BANNER_HTML.loyalty);
  });

  it('answers "" when nothing matches', async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/content/site-banner?slug=no-such-slot&store_id=1001");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ html: "" });
  });
});

describe("schedules", () => {
  const liveBanners = async () => {
    const htmls = new Set<string>();
    const queries = [
      "",
      `&store_id=${DEMO_STORE_IDS.columbus}`,
      `&store_id=${DEMO_STORE_IDS.dayton}`,
      `&store_group_ids=${STORE_GROUP.lakeshore}`,
      `&user_group_ids=${USER_GROUP.loyalty}`,
    ];
    for (const q of queries) htmls.add((await banner(q)).body.html);
    htmls.add((await banner("", shopper)).body.html);
    await withSettings({ groupTargeting: false }, async () => {
      htmls.add((await banner("")).body.html);
    });
    return htmls;
  };

  it("scheduled-in-future and expired items never show now", async () => {
    const seen = await liveBanners();
    expect(seen).not.toContain(SITE_BANNER_HTML.scheduled);
    expect(seen).not.toContain(SITE_BANNER_HTML.expired);
    for (const html of seen) {
      expect(html).not.toContain("Harvest Fest");
      expect(html).not.toContain("Summer Grill-Out");
    }
  });

  it("the scheduled item shows once its start has passed, and not after its end", async () => {
    await withSettings({ groupTargeting: false }, async () => {
      await atTime(seededAt + 2 * DAY, async () => {
        expect((await banner("")).body.html).toBe(SITE_BANNER_HTML.scheduled);
      });
      await atTime(seededAt + 9 * DAY, async () => {
        expect((await banner("")).body.html).toBe(SITE_BANNER_HTML.everyone);
      });
    });
  });

  it("the expired item showed while it ran", async () => {
    await withSettings({ groupTargeting: false }, async () => {
      await atTime(seededAt - 3 * DAY, async () => {
        expect((await banner("")).body.html).toBe(SITE_BANNER_HTML.expired);
      });
    });
  });

  it("an item whose display window has not opened does not show even when its schedule has", async () => {
    const slug = "display-window-test";
    await t.database.db.insert(contentItems).values([
      { kind: "cta", slug, title: "fallback", priority: 1, html: "<p>fallback</p>" },
      {
        kind: "cta",
        slug,
        title: "circular",
        priority: 50,
        html: "<p>circular</p>",
        startsAt: new Date(seededAt - DAY),
        endsAt: new Date(seededAt + 10 * DAY),
        displayStartsAt: new Date(seededAt + DAY),
        displayEndsAt: new Date(seededAt + 5 * DAY),
      },
    ]);
    await t.services.version.bump();
    const cta = () => jsonFetch(t.url, `/api/shop/v1/content/cta?slug=${slug}`);
    expect((await cta()).body.html).toBe("<p>fallback</p>");
    await atTime(seededAt + 2 * DAY, async () => {
      expect((await cta()).body.html).toBe("<p>circular</p>");
    });
    await atTime(seededAt + 6 * DAY, async () => {
      expect((await cta()).body.html).toBe("<p>fallback</p>");
    });
  });
});

describe("slider, cta and personalized content", () => {
  it("slider: store group item for a store, everyone item without one", async () => {
    const base = `/api/shop/v1/content/slider?slug=${CONTENT_SLOTS.slider.slug}`;
    const byStore = await jsonFetch(t.url, `${base}&store_id=${DEMO_STORE_IDS.columbus}&slider_id=home_1&webp=true`);
    expect(byStore.status).toBe(200);
    expect(byStore.body).toEqual({ html: SLIDER_HTML.ohioValley });
    expect((await jsonFetch(t.url, `${base}&store_group_ids=${STORE_GROUP.keystone}&webp=false`)).body.html).toBe(SLIDER_HTML.keystone);
    expect((await jsonFetch(t.url, base)).body.html).toBe(SLIDER_HTML.everyone);
  });

  it("slider: the wine club item only for a visitor holding the group", async () => {
    const base = `/api/shop/v1/content/slider?slug=${CONTENT_SLOTS.slider.slug}&user_group_ids=${USER_GROUP.wineClub}`;
    expect((await jsonFetch(t.url, base)).body.html).toBe(SLIDER_HTML.everyone);
    expect((await jsonFetch(t.url, base, shopper)).body.html).toBe(SLIDER_HTML.everyone);
  });

  it("cta: store, user group and unknown group items", async () => {
    const base = `/api/shop/v1/content/cta?slug=${CONTENT_SLOTS.cta.slug}`;
    expect((await jsonFetch(t.url, `${base}&store_id=${DEMO_STORE_IDS.columbus}`)).body).toEqual({ html: CTA_HTML.store });
    expect((await jsonFetch(t.url, base)).body.html).toBe(CTA_HTML.anonymous);
    expect((await jsonFetch(t.url, base, shopper)).body.html).toBe(CTA_HTML.families);
    expect((await jsonFetch(t.url, `${base}&user_group_ids=${USER_GROUP.families}`)).body.html).toBe(CTA_HTML.everyone);
  });

  it("personalized content: the shopper's requested group, narrowed to what the session holds", async () => {
    const base = `/api/shop/v1/content/personalized-content?slug=${CONTENT_SLOTS.personalized.slug}`;
    expect((await jsonFetch(t.url, base)).body).toEqual({ html: PERSONALIZED_HTML.everyone });
    expect((await jsonFetch(t.url, `${base}&user_group_ids=${USER_GROUP.loyalty}`, shopper)).body.html).toBe(PERSONALIZED_HTML.loyalty);
    expect((await jsonFetch(t.url, `${base}&user_group_ids=${USER_GROUP.families}`, shopper)).body.html).toBe(PERSONALIZED_HTML.families);
    expect((await jsonFetch(t.url, `${base}&user_group_ids=${USER_GROUP.wineClub}`, shopper)).body.html).toBe(PERSONALIZED_HTML.everyone);
    expect([PERSONALIZED_HTML.loyalty, PERSONALIZED_HTML.families]).toContain((await jsonFetch(t.url, base, shopper)).body.html);
    expect((await jsonFetch(t.url, `${base}&user_group_ids=${USER_GROUP.loyalty}`)).body.html).toBe(PERSONALIZED_HTML.everyone);
  });

  it("slider: webp=false drops the webp sources of a picture", async () => {
    const slug = "webp-test";
    const html = `<picture><source srcset="/a.webp" type="image/webp"><img src="/a.jpg" alt="A"></picture>`;
    await t.database.db.insert(contentItems).values({ kind: "slider", slug, title: "webp", priority: 1, html });
    await t.services.version.bump();
    const base = `/api/shop/v1/content/slider?slug=${slug}`;
    expect((await jsonFetch(t.url, base)).body.html).toBe(html);
    expect((await jsonFetch(t.url, `${base}&webp=true`)).body.html).toBe(html);
    const noWebp = (await jsonFetch(t.url, `${base}&webp=false`)).body.html as string;
    expect(noWebp).not.toContain("image/webp");
    expect(noWebp).toContain(`<img src="/a.jpg" alt="A">`);
  });

  it.each(["cta", "personalized-content", "slider"])('%s answers "" for an unknown slot', async (kind) => {
    const r = await jsonFetch(t.url, `/api/shop/v1/content/${kind}?slug=nothing-here`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ html: "" });
  });
});

describe("homepage", () => {
  it("answers { url } of the store group's home page", async () => {
    const r = await jsonFetch(t.url, `/api/shop/v1/content/homepage?store_id=${DEMO_STORE_IDS.columbus}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ url: `/${groupHomeSlug("ohio-valley")}` });
    expect((await jsonFetch(t.url, `/api/shop/v1/content/homepage?store_id=${DEMO_STORE_IDS.pittsburgh}`)).body.url).toBe(
      `/${groupHomeSlug("keystone")}`,
    );
  });

  it("answers the fallback home page without a store", async () => {
    const r = await jsonFetch(t.url, "/api/shop/v1/content/homepage");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ url: `/${FALLBACK_HOME_SLUG}` });
  });

  it("the answered page exists and is published", async () => {
    const { url } = (await jsonFetch(t.url, `/api/shop/v1/content/homepage?store_id=${DEMO_STORE_IDS.annArbor}`)).body;
    expect(url).toBe(`/${groupHomeSlug("lakeshore")}`);
    const doc = await t.services.documents.published(url.slice(1));
    expect(doc?.slug).toBe(url.slice(1));
  });

  it("400 for a non-numeric store_id, 404 for an unknown store", async () => {
    expectError(await jsonFetch(t.url, "/api/shop/v1/content/homepage?store_id=abc"), 400, "invalid_param");
    expectError(await jsonFetch(t.url, "/api/shop/v1/content/homepage?store_id=999999"), 404, "not_found");
  });
});

describe("content parameter errors", () => {
  const kinds = ["site-banner", "slider", "cta", "personalized-content"];

  it.each(kinds)("%s: 400 invalid_param naming slug when it is missing", async (kind) => {
    const r = await jsonFetch(t.url, `/api/shop/v1/content/${kind}?store_id=1001`);
    expectError(r, 400, "invalid_param");
    expect(r.body.message).toContain("slug");
    expect(r.body.data.params).toHaveProperty("slug");
  });

  it.each([
    ["a slug with spaces", "slug=site%20banner"],
    ["an upper-case slug", "slug=Site-Banner"],
    ["a slug with markup", "slug=%3Cscript%3E"],
    ["an empty slug", "slug="],
    ["a very long slug", `slug=${"a".repeat(101)}`],
    ["a non-numeric store_id", "slug=site-banner&store_id=abc"],
    ["a negative store_id", "slug=site-banner&store_id=-1"],
    ["store_id zero", "slug=site-banner&store_id=0"],
    ["a store_id too large", "slug=site-banner&store_id=2147483648"],
    ["non-numeric store_group_ids", "slug=site-banner&store_group_ids=1,x"],
    ["non-numeric user_group_ids", "slug=site-banner&user_group_ids=loyalty"],
    ["a trailing comma in user_group_ids", "slug=site-banner&user_group_ids=101,"],
  ])("400 invalid_param for %s", async (_name, qs) => {
    const r = await jsonFetch(t.url, `/api/shop/v1/content/site-banner?${qs}`);
    expectError(r, 400, "invalid_param");
  });

  it("400 for a bad webp flag and a bad slider_id", async () => {
    expectError(await jsonFetch(t.url, "/api/shop/v1/content/slider?slug=home-slider&webp=maybe"), 400, "invalid_param");
    expectError(await jsonFetch(t.url, "/api/shop/v1/content/slider?slug=home-slider&slider_id=a%20b"), 400, "invalid_param");
  });

  it.each(kinds)("%s: 404 for an unknown store_id", async (kind) => {
    const r = await jsonFetch(t.url, `/api/shop/v1/content/${kind}?slug=x&store_id=999999`);
    expectError(r, 404, "not_found");
  });

  it("a wrong nonce is 403 invalid_nonce", async () => {
    const r = await banner("", { cookie: shopper.cookie, nonce: "not-the-nonce" });
    expectError(r, 403, "invalid_nonce");
  });
});
