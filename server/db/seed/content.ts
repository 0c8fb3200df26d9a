import type { contentItems } from "../schema";
import { DEMO_STORE_GROUPS, STORE_GROUP, USER_GROUP } from "./groups";
import { DEMO_IMAGES } from "./images";
import { DEMO_STORE_IDS } from "./stores";
import { FALLBACK_HOME_SLUG, groupHomeSlug } from "./documents";
import { addDays } from "./dates";

export type ContentItemRow = typeof contentItems.$inferInsert;

/** Slot slugs of the home page's content areas. */
export const CONTENT_SLOTS = {
  siteBanner: { kind: "site-banner", slug: "site-banner" },
  slider: { kind: "slider", slug: "home-slider" },
  cta: { kind: "cta", slug: "home-cta" },
  personalized: { kind: "personalized-content", slug: "home-personalized" },
  homepage: { kind: "homepage", slug: "homepage" },
} as const;

const { columbus } = DEMO_STORE_IDS;
const { ohioValley, lakeshore, keystone, hoosierHeartland } = STORE_GROUP;
const { loyalty, families, wineClub, anonymous } = USER_GROUP;

/**
 * Site banners, each led by a headline in <strong> of its own (tests tell the targeted ones apart by it). The scheduled one
 * starts tomorrow and the expired one ended yesterday: neither may ever show while seeded data is fresh.
 */
export const SITE_BANNER_HTML = {
  everyone: `<p><strong>Free curbside pickup</strong> on orders over $35, every day. <a href="/shop">Start shopping</a></p>`,
  ohioValley: `<p><strong>Ohio Valley</strong> weekly deals: Ohio sweet corn, 6 ears for $3. <a href="/shop/produce">Shop produce</a></p>`,
  lakeshore: `<p><strong>Lakeshore</strong> weekly deals: Michigan tart cherries, $3.99 a pound. <a href="/shop/produce">Shop produce</a></p>`,
  keystone: `<p><strong>Keystone</strong> weekly deals: Lancaster County milk, 2 gallons for $6. <a href="/shop/dairy">Shop dairy</a></p>`,
  hoosierHeartland: `<p><strong>Hoosier Heartland</strong> weekly deals: Indiana cantaloupe, $2.50 each. <a href="/shop/produce">Shop produce</a></p>`,
  store: `<p><strong>Columbus Short North</strong> store news: our new catering kitchen is open. <a href="/catering">Order catering</a></p>`,
  loyalty: `<p><strong>Double points on fresh produce</strong> for loyalty members, all week long.</p>`,
  anonymous: `<p><strong>New here?</strong> Create a free account to save favorites and reorder in one tap. <a href="/my-account">Sign in</a></p>`,
  scheduled: `<p><strong>Harvest Fest</strong> is on: storewide savings on local apples, squash and cider.</p>`,
  expired: `<p><strong>Summer Grill-Out</strong>: burgers, brats and corn for the long weekend.</p>`,
} as const;

function slide(img: string, alt: string, url: string, html: string): string {
  return `<p><a href="${url}"><img src="${img}" alt="${alt}"></a></p>${html}`;
}

export const SLIDER_HTML = {
  everyone: slide(
    DEMO_IMAGES.produce,
    "Fresh produce",
    "/shop/produce",
    `<p><strong>Picked this week, on your table tonight.</strong> Crisp apples, sweet corn and salad greens from farms near you. <a href="/shop/produce">Shop fresh produce</a></p>`,
  ),
  ohioValley: slide(
    DEMO_IMAGES.ohioValley,
    "Ohio farm fields",
    "/shop/produce",
    `<p><strong>Ohio River peaches are in.</strong> Tree-ripened an hour from our stores, $1.99 a pound this week. <a href="/shop/produce">Shop peaches</a></p>`,
  ),
  keystone: slide(
    DEMO_IMAGES.keystone,
    "Pennsylvania dairy farm",
    "/shop/dairy",
    `<p><strong>A taste of Lancaster County.</strong> Handmade pierogies and dairy from Pennsylvania farms, in every Keystone store. <a href="/shop/dairy">Shop dairy</a></p>`,
  ),
  wineClub: slide(
    DEMO_IMAGES.wine,
    "Wine bottles",
    "/wine",
    `<p><strong>Finger Lakes Rieslings, first pour.</strong> Club members taste the new vintage before anyone else. <a href="/wine">Visit the wine shop</a></p>`,
  ),
} as const;

export const CTA_HTML = {
  everyone: `<p><strong>Groceries ready when you are.</strong> Order by noon, pick up this afternoon, free on orders over $35. <a href="/shop">Start your order</a></p>`,
  families: `<p><strong>Five weeknight dinners under $25.</strong> Family favorites, each with a shopping list for your cart. <a href="/recipes/category/dinner">Get the recipes</a></p>`,
  store: `<p><strong>Now open: the Short North catering kitchen.</strong> Book a free tasting with our chef for your next party. <a href="/catering">Book a tasting</a></p>`,
  anonymous: `<p><strong>Save your favorites, reorder in one tap.</strong> A free account remembers your store, your lists and past orders. <a href="/my-account">Create your free account</a></p>`,
} as const;

export const PERSONALIZED_HTML = {
  everyone: `<p><strong>Recipe of the week.</strong> <img src="${DEMO_IMAGES.recipes}" alt="A recipe card"> One-pan dinners from our test kitchen, with everything you need on one list. <a href="/recipes">Find a recipe</a></p>`,
  loyalty: `<p><strong>Your coupons are ready.</strong> Personal savings picked from what you buy most. <a href="/my-account#!/profile">View coupons</a></p>`,
  families: `<p><strong>Lunchbox favorites on sale.</strong> <img src="${DEMO_IMAGES.family}" alt="A family dinner"> Yogurt tubes, crackers and apples for the school week.</p>`,
  wineClub: `<p><strong>This month's club case: 15% off.</strong> Twelve bottles our buyers chose, ready to pick up. <a href="/wine/shop">Shop wine</a></p>`,
} as const;

interface Target {
  storeIds?: number[];
  storeGroupIds?: number[];
  userGroupIds?: number[];
}

function item(
  slot: { kind: string; slug: string },
  title: string,
  target: Target,
  priority: number,
  html: string,
  extra: Partial<ContentItemRow> = {},
): ContentItemRow {
  return {
    kind: slot.kind,
    slug: slot.slug,
    title,
    storeIds: target.storeIds ?? [],
    storeGroupIds: target.storeGroupIds ?? [],
    userGroupIds: target.userGroupIds ?? [],
    priority,
    html,
    ...extra,
  };
}

/** Low priority for the everyone fallback, higher for targeted variants. */
const PRIORITY = { everyone: 1, group: 10, userGroup: 15, store: 20, scheduled: 100 } as const;

export function buildSiteBanners(now: Date): ContentItemRow[] {
  const s = CONTENT_SLOTS.siteBanner;
  const h = SITE_BANNER_HTML;
  return [
    item(s, "Site banner – everyone", {}, PRIORITY.everyone, h.everyone),
    item(s, "Site banner – Ohio Valley", { storeGroupIds: [ohioValley] }, PRIORITY.group, h.ohioValley),
    item(s, "Site banner – Lakeshore", { storeGroupIds: [lakeshore] }, PRIORITY.group, h.lakeshore),
    item(s, "Site banner – Keystone", { storeGroupIds: [keystone] }, PRIORITY.group, h.keystone),
    item(s, "Site banner – Hoosier Heartland", { storeGroupIds: [hoosierHeartland] }, PRIORITY.group, h.hoosierHeartland),
    item(s, "Site banner – Columbus Short North", { storeIds: [columbus] }, PRIORITY.store, h.store),
    item(s, "Site banner – loyalty members", { userGroupIds: [loyalty] }, PRIORITY.userGroup, h.loyalty),
    item(s, "Site banner – anonymous visitors", { userGroupIds: [anonymous] }, PRIORITY.userGroup, h.anonymous),
    item(s, "Site banner – Harvest Fest (starts tomorrow)", {}, PRIORITY.scheduled, h.scheduled, {
      startsAt: addDays(now, 1),
      endsAt: addDays(now, 8),
      displayStartsAt: addDays(now, 1),
      displayEndsAt: addDays(now, 8),
    }),
    item(s, "Site banner – Summer Grill-Out (ended yesterday)", {}, PRIORITY.scheduled, h.expired, {
      startsAt: addDays(now, -8),
      endsAt: addDays(now, -1),
      displayStartsAt: addDays(now, -8),
      displayEndsAt: addDays(now, -1),
    }),
  ];
}

export function buildSliders(): ContentItemRow[] {
  const s = CONTENT_SLOTS.slider;
  return [
    item(s, "Home slider – everyone", {}, PRIORITY.everyone, SLIDER_HTML.everyone),
    item(s, "Home slider – Ohio Valley", { storeGroupIds: [ohioValley] }, PRIORITY.group, SLIDER_HTML.ohioValley),
    item(s, "Home slider – Keystone", { storeGroupIds: [keystone] }, PRIORITY.group, SLIDER_HTML.keystone),
    item(s, "Home slider – wine club", { userGroupIds: [wineClub] }, PRIORITY.userGroup, SLIDER_HTML.wineClub),
  ];
}

export function buildCtas(): ContentItemRow[] {
  const s = CONTENT_SLOTS.cta;
  return [
    item(s, "Home CTA – everyone", {}, PRIORITY.everyone, CTA_HTML.everyone),
    item(s, "Home CTA – families", { userGroupIds: [families] }, PRIORITY.userGroup, CTA_HTML.families),
    item(s, "Home CTA – Columbus Short North", { storeIds: [columbus] }, PRIORITY.store, CTA_HTML.store),
    item(s, "Home CTA – anonymous visitors", { userGroupIds: [anonymous] }, PRIORITY.userGroup, CTA_HTML.anonymous),
  ];
}

export function buildPersonalized(): ContentItemRow[] {
  const s = CONTENT_SLOTS.personalized;
  return [
    item(s, "Personalized – everyone", {}, PRIORITY.everyone, PERSONALIZED_HTML.everyone),
    item(s, "Personalized – loyalty members", { userGroupIds: [loyalty] }, PRIORITY.userGroup, PERSONALIZED_HTML.loyalty),
    item(s, "Personalized – families", { userGroupIds: [families] }, PRIORITY.userGroup, PERSONALIZED_HTML.families),
    item(s, "Personalized – wine club", { userGroupIds: [wineClub] }, PRIORITY.userGroup, PERSONALIZED_HTML.wineClub),
  ];
}

/** Home page bodies: each store group's home document, and the generic home page for everyone else. */
export function buildHomepages(documentIdBySlug: ReadonlyMap<string, number>): ContentItemRow[] {
  const s = CONTENT_SLOTS.homepage;
  const docId = (slug: string): number => {
    const id = documentIdBySlug.get(slug);
    if (id === undefined) throw new Error(`seed: no document with slug ${slug}`);
    return id;
  };
  return [
    item(s, "Home page – everyone", {}, PRIORITY.everyone, "", { documentId: docId(FALLBACK_HOME_SLUG) }),
    ...DEMO_STORE_GROUPS.map((g) =>
      item(s, `Home page – ${g.name}`, { storeGroupIds: [g.id] }, PRIORITY.group, "", { documentId: docId(groupHomeSlug(g.slug)) }),
    ),
  ];
}

export function buildContentItems(now: Date, documentIdBySlug: ReadonlyMap<string, number>): ContentItemRow[] {
  return [...buildSiteBanners(now), ...buildSliders(), ...buildCtas(), ...buildPersonalized(), ...buildHomepages(documentIdBySlug)];
}
