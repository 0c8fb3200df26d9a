import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import type { ElementNode } from "#core/documents/document-types";
import type { NavNodeInput } from "#core/menus/navigation";
import { WIDGETS } from "#app/builder/registry.server";
import type { Database } from "../client";
import { openDatabase } from "../client";
import {
  circulars,
  contentItems,
  contentVersion,
  documents,
  navigationTrees,
  posts,
  postTerms,
  recipeDetails,
  siteSettings,
  storeGroups,
  stores,
  userGroups,
  users,
} from "../schema";
import { verifyPassword } from "../../services/password";
import { seedDemo } from "./demo";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { DEMO_STORE_GROUPS, USER_GROUP } from "./groups";
import { DEMO_STORE_IDS } from "./stores";
import { SITE_BANNER_HTML } from "./content";
import { groupHomeHeading, groupHomeSlug } from "./documents";
import { DEMO_ARTICLES, DEMO_RECIPES } from "./posts/demo-posts";

const NOW = new Date("2025-06-15T12:00:00.000Z");

function walk(nodes: readonly ElementNode[], visit: (n: ElementNode) => void): void {
  for (const n of nodes) {
    visit(n);
    walk(n.elements, visit);
  }
}

function navIds(nodes: readonly NavNodeInput[]): number[] {
  return nodes.flatMap((n) => [n.id, ...navIds(n.children)]);
}

function navUrls(nodes: readonly NavNodeInput[]): string[] {
  return nodes.flatMap((n) => [n.url, ...navUrls(n.children)]);
}

describe("seedDemo", () => {
  let database: Database;
  let second: Database;

  beforeAll(async () => {
    [database, second] = await Promise.all([openDatabase({}), openDatabase({})]);
    await Promise.all([seedDemo(database.db, NOW), seedDemo(second.db, NOW)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([database.close(), second.close()]);
  });

  it("creates a chain of stores across several states", async () => {
    const rows = await database.db.select().from(stores);
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(new Set(rows.map((s) => s.state)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((s) => s.slug)).size).toBe(rows.length);
    for (const s of rows) {
      expect(s.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.address1).not.toBe("");
      expect(s.city).not.toBe("");
      expect(s.postalCode).toMatch(/^\d{5}$/);
      expect(s.hours).not.toBe("");
      expect(s.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(s.storeGroupIds.length).toBeGreaterThan(0);
    }
    const notSelectable = rows.filter((s) => !s.isSelectable);
    expect(notSelectable.length).toBeGreaterThanOrEqual(2);
    expect(notSelectable.map((s) => s.id).sort()).toEqual([...DEMO_STORE_IDS.notSelectable]);
    const noCoords = rows.filter((s) => s.latitude === null && s.longitude === null && s.isSelectable);
    expect(noCoords.map((s) => s.id).sort()).toEqual([...DEMO_STORE_IDS.noCoordinates]);
    for (const s of rows.filter((r) => r.latitude !== null)) {
      expect(s.latitude).toBeGreaterThan(38);
      expect(s.latitude).toBeLessThan(47);
      expect(s.longitude).toBeGreaterThan(-88);
      expect(s.longitude).toBeLessThan(-75);
    }
  });

  it("links catering and wine stores to their shop store both ways", async () => {
    const rows = await database.db.select().from(stores);
    const byId = new Map(rows.map((s) => [s.id, s]));
    const withBoth = rows.filter((s) => s.otherAttributes.related_catering_store_id && s.otherAttributes.related_wine_store_id);
    const wineOnly = rows.filter((s) => !s.otherAttributes.related_catering_store_id && s.otherAttributes.related_wine_store_id);
    const neither = rows.filter(
      (s) =>
        !s.otherAttributes.related_catering_store_id && !s.otherAttributes.related_wine_store_id && !s.otherAttributes.related_shopping_id,
    );
    expect(withBoth.length).toBeGreaterThanOrEqual(4);
    expect(wineOnly.length).toBeGreaterThanOrEqual(1);
    expect(neither.length).toBeGreaterThan(withBoth.length);
    for (const main of [...withBoth, ...wineOnly]) {
      for (const subId of [main.otherAttributes.related_catering_store_id, main.otherAttributes.related_wine_store_id]) {
        if (subId === undefined) continue;
        const sub = byId.get(subId);
        expect(sub, `store ${subId}`).toBeDefined();
        expect(sub?.otherAttributes.related_shopping_id).toBe(main.id);
        expect(sub?.isSelectable).toBe(true);
      }
    }
    for (const sub of rows.filter((s) => s.otherAttributes.related_shopping_id !== undefined)) {
      const main = byId.get(sub.otherAttributes.related_shopping_id ?? -1);
      expect([main?.otherAttributes.related_catering_store_id, main?.otherAttributes.related_wine_store_id]).toContain(sub.id);
    }
    const columbus = byId.get(DEMO_STORE_IDS.columbus);
    expect(columbus?.otherAttributes).toMatchObject({
      related_catering_store_id: DEMO_STORE_IDS.columbusCatering,
      related_wine_store_id: DEMO_STORE_IDS.columbusWine,
    });
    expect(byId.get(DEMO_STORE_IDS.columbusCatering)?.name).toContain("Catering");
  });

  it("puts every store in a store group and creates the user groups", async () => {
    const groups = await database.db.select().from(storeGroups);
    const groupIds = new Set(groups.map((g) => g.id));
    expect(groups.length).toBeGreaterThanOrEqual(3);
    const rows = await database.db.select().from(stores);
    for (const s of rows) for (const g of s.storeGroupIds) expect(groupIds.has(g)).toBe(true);
    for (const g of groups) expect(rows.some((s) => s.storeGroupIds.includes(g.id))).toBe(true);
    const ug = await database.db.select().from(userGroups);
    expect(ug.map((g) => g.id).sort((a, b) => a - b)).toEqual([101, 102, 103, 22728263]);
  });

  it("builds shop, recipe and account trees for every store", async () => {
    const rows = await database.db.select().from(stores);
    const trees = await database.db.select().from(navigationTrees);
    expect(trees.length).toBe(rows.length * 3);
    const tree = (storeId: number, menu: "shop" | "recipe" | "account"): NavNodeInput[] =>
      trees.find((t) => t.storeId === storeId && t.menu === menu)?.tree ?? [];

    for (const t of trees) {
      const ids = navIds(t.tree);
      expect(new Set(ids).size).toBe(ids.length);
    }

    const shop = tree(DEMO_STORE_IDS.columbus, "shop");
    expect(shop[0]).toMatchObject({ title: "Shop All", url: "/shop#!/?store_id={storeId}" });
    expect(shop.some((n) => n.title === "My Favorites" && n.url === "/shop#!/?filter=is_favorite")).toBe(true);
    const departments = shop.filter((n) => /^\/shop\/[a-z0-9-]+#!\/\?store_id=\{storeId\}$/.test(n.url));
    expect(departments.length).toBeGreaterThan(10);
    expect(departments.some((d) => d.children.length > 5)).toBe(true);
    expect(departments.find((d) => d.title === "Produce")?.url).toBe("/shop/produce#!/?store_id={storeId}");

    expect(navUrls(tree(DEMO_STORE_IDS.columbusCatering, "shop")).every((u) => u.startsWith("/catering/shop"))).toBe(true);
    expect(navUrls(tree(DEMO_STORE_IDS.columbusWine, "shop")).every((u) => u.startsWith("/wine/shop"))).toBe(true);
    expect(navUrls(tree(DEMO_STORE_IDS.columbus, "recipe")).every((u) => u.startsWith("/recipes"))).toBe(true);
    const account = navUrls(tree(DEMO_STORE_IDS.columbus, "account"));
    for (const route of ["profile", "orders", "lists", "favorites"]) expect(account).toContain(`/my-account#!/${route}`);
  });

  it("targets content every way", async () => {
    const items = await database.db.select().from(contentItems);
    const banners = items.filter((i) => i.kind === "site-banner" && i.slug === "site-banner");
    const html = (pred: (i: (typeof banners)[number]) => boolean): string[] => banners.filter(pred).map((i) => i.html);
    const untargeted = (i: (typeof banners)[number]): boolean => !i.storeIds.length && !i.storeGroupIds.length && !i.userGroupIds.length;

    expect(html((i) => untargeted(i) && !i.startsAt && !i.endsAt)).toEqual([SITE_BANNER_HTML.everyone]);
    for (const g of DEMO_STORE_GROUPS) {
      const one = html((i) => i.storeGroupIds.length === 1 && i.storeGroupIds[0] === g.id);
      expect(one).toHaveLength(1);
      expect(one[0]).toContain(`<strong>${g.name}</strong>`);
    }
    expect(html((i) => i.storeIds.includes(DEMO_STORE_IDS.columbus))).toEqual([SITE_BANNER_HTML.store]);
    expect(html((i) => i.userGroupIds.includes(USER_GROUP.loyalty))).toEqual([SITE_BANNER_HTML.loyalty]);
    expect(html((i) => i.userGroupIds.includes(USER_GROUP.anonymous))).toEqual([SITE_BANNER_HTML.anonymous]);
    const future = banners.filter((i) => i.startsAt && i.startsAt > NOW);
    expect(future.map((i) => i.html)).toEqual([SITE_BANNER_HTML.scheduled]);
    expect(future[0]?.startsAt?.getTime()).toBe(NOW.getTime() + 86_400_000);
    const expired = banners.filter((i) => i.endsAt && i.endsAt < NOW);
    expect(expired.map((i) => i.html)).toEqual([SITE_BANNER_HTML.expired]);
    const everyoneFallback = banners.find((i) => i.html === SITE_BANNER_HTML.everyone);
    for (const b of banners.filter((i) => i !== everyoneFallback)) expect(b.priority).toBeGreaterThan(everyoneFallback?.priority ?? 0);

    for (const [kind, slug] of [
      ["slider", "home-slider"],
      ["cta", "home-cta"],
      ["personalized-content", "home-personalized"],
    ] as const) {
      const slot = items.filter((i) => i.kind === kind && i.slug === slug);
      expect(slot.length, kind).toBeGreaterThanOrEqual(3);
      expect(slot.some(untargeted), kind).toBe(true);
      expect(
        slot.some((i) => i.storeIds.length || i.storeGroupIds.length || i.userGroupIds.length),
        kind,
      ).toBe(true);
      expect(new Set(slot.map((i) => i.html)).size, kind).toBe(slot.length);
    }
    for (const i of items) expect(i.html).not.toMatch(/<script|on\w+=|javascript:/i);
  });

  it("creates a home page per store group and links it from homepage content", async () => {
    const docs = await database.db.select().from(documents);
    const items = (await database.db.select().from(contentItems)).filter((i) => i.kind === "homepage" && i.slug === "homepage");
    expect(items.some((i) => !i.storeGroupIds.length && !i.storeIds.length && !i.userGroupIds.length && i.documentId !== null)).toBe(true);
    const h1s = new Set<string>();
    for (const g of DEMO_STORE_GROUPS) {
      const item = items.find((i) => i.storeGroupIds.includes(g.id));
      const doc = docs.find((d) => d.id === item?.documentId);
      expect(doc?.slug).toBe(groupHomeSlug(g.slug));
      const headings: string[] = [];
      walk(doc?.elements ?? [], (n) => {
        if (n.widgetType === "heading" && n.settings.header_size === "h1") headings.push(String(n.settings.title));
      });
      expect(headings).toEqual([groupHomeHeading(g.name)]);
      h1s.add(headings[0] ?? "");
    }
    expect(h1s.size).toBe(DEMO_STORE_GROUPS.length);
    expect(docs.map((d) => d.slug)).toContain("about-us");
  });

  it("writes documents in the Elementor format with unique deterministic ids", async () => {
    const docs = await database.db.select().from(documents).orderBy(asc(documents.slug));
    const ids: string[] = [];
    for (const d of docs) {
      // Pages, and the recipe finder's loop item template.
      expect(d.type).toBe(d.slug === "recipe-card" ? "loop-item" : "page");
      expect(d.formatVersion).toBe(1);
      walk(d.elements, (n) => {
        ids.push(n.id);
        expect(n.id).toMatch(/^[0-9a-z]{7}$/);
        if (n.elType === "widget") {
          // A widget the renderer has; only nested widgets (tabs, accordions) hold elements, containers.
          expect(WIDGETS.has(n.widgetType ?? ""), n.widgetType).toBe(true);
          for (const child of n.elements) expect(child.elType).toBe("container");
        } else {
          expect(["container", "section", "column"]).toContain(n.elType);
        }
        if (n.widgetType === "image")
          expect(n.settings.image).toMatchObject({ url: expect.stringMatching(/^\/images\/.+\.svg$/), alt: expect.any(String) });
        if (n.widgetType === "button") expect(n.settings.link).toMatchObject({ url: expect.any(String) });
      });
    }
    expect(new Set(ids).size).toBe(ids.length);
    const again = await second.db.select().from(documents).orderBy(asc(documents.slug));
    expect(again.map((d) => d.elements)).toEqual(docs.map((d) => d.elements));
  });

  it("creates the demo accounts with their roles", async () => {
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    const byEmail = new Map(rows.map((u) => [u.email, u]));
    expect(byEmail.get("shopper@aisle.test")).toMatchObject({
      roles: ["shopper"],
      segmentIds: [101, 102],
      storeId: DEMO_STORE_IDS.columbus,
      name: "Sam Shopper",
    });
    expect(byEmail.get("editor@aisle.test")?.roles).toEqual(["editor"]);
    expect(byEmail.get("admin@aisle.test")?.roles).toEqual(["administrator", "editor"]);
    expect(byEmail.get("forms@aisle.test")?.roles).toEqual(["forms_admin"]);
    const shopper = byEmail.get("shopper@aisle.test");
    expect(await verifyPassword("shopper-demo-1", shopper?.passwordHash ?? "")).toBe(true);
  });

  it("writes site settings, the content version and circulars", async () => {
    const [settings] = await database.db.select().from(siteSettings);
    expect(settings).toMatchObject({
      id: 1,
      siteName: "Harvest Lane Market",
      primaryColor: "#1f6f43",
      groupTargeting: true,
      stackableBanner: true,
      dynamicHomepage: true,
      drinkCalculator: true,
      offCanvasSide: "left",
      breakpoints: { mobile: { value: 767, active: true }, tablet: { value: 1024, active: true }, laptop: { value: 1366, active: false } },
    });
    expect(settings?.iosLink).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(settings?.androidLink).toMatch(/^https:\/\/play\.google\.com\//);
    expect(await database.db.select().from(contentVersion)).toEqual([{ id: 1, version: 1 }]);
    const ads = await database.db.select().from(circulars);
    for (const g of DEMO_STORE_GROUPS) {
      const mine = ads.filter((c) => c.storeGroupIds.includes(g.id));
      expect(
        mine.some((c) => c.startDate <= NOW && NOW < c.endDate),
        `${g.name} current`,
      ).toBe(true);
      expect(
        mine.some((c) => c.startDate > NOW && c.displayStartDate < c.startDate),
        `${g.name} upcoming`,
      ).toBe(true);
    }
  });

  it("stores the demo recipes with their details and terms, and the articles", async () => {
    const rows = await database.db.select().from(posts);
    expect(rows.filter((p) => p.type === "recipe")).toHaveLength(DEMO_RECIPES.length);
    expect(rows.filter((p) => p.type === "article")).toHaveLength(DEMO_ARTICLES.length);
    expect(rows.every((p) => p.status === "publish" && p.image?.startsWith("/images/posts/"))).toBe(true);
    const details = await database.db.select().from(recipeDetails);
    expect(details).toHaveLength(DEMO_RECIPES.length);
    expect(details.every((d) => d.ingredients.length >= 3 && d.steps.length >= 2)).toBe(true);
    const links = await database.db.select().from(postTerms);
    expect(new Set(links.map((l) => l.postId)).size).toBe(rows.length);
    for (const p of rows) expect(p.body).not.toMatch(/<script|on\w+=|javascript:/i);
  });

  it("is deterministic", async () => {
    const a = await database.db.select().from(stores).orderBy(asc(stores.id));
    const b = await second.db.select().from(stores).orderBy(asc(stores.id));
    expect(b).toEqual(a);
    const navA = await database.db.select().from(navigationTrees).orderBy(asc(navigationTrees.storeId), asc(navigationTrees.menu));
    const navB = await second.db.select().from(navigationTrees).orderBy(asc(navigationTrees.storeId), asc(navigationTrees.menu));
    expect(navB).toEqual(navA);
    const strip = ({ createdAt: _c, updatedAt: _u, ...rest }: typeof contentItems.$inferSelect) => rest;
    const itemsA = (await database.db.select().from(contentItems).orderBy(asc(contentItems.id))).map(strip);
    const itemsB = (await second.db.select().from(contentItems).orderBy(asc(contentItems.id))).map(strip);
    expect(itemsB).toEqual(itemsA);
    const stripPost = ({ createdAt: _c, updatedAt: _u, ...rest }: typeof posts.$inferSelect) => rest;
    const postsA = (await database.db.select().from(posts).orderBy(asc(posts.id))).map(stripPost);
    const postsB = (await second.db.select().from(posts).orderBy(asc(posts.id))).map(stripPost);
    expect(postsB).toEqual(postsA);
  });
});
