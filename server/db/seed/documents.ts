import { CURRENT_FORMAT_VERSION } from "#core/documents/document-types";
import { DEMO_STORE_GROUPS, STORE_GROUP } from "./groups";
import { DEMO_IMAGES } from "./images";
import { assignIds, button, container, heading, image, row, textEditor, type DocumentRow, type Draft } from "./elements";
import { builderPages } from "./builder-pages";

// ---- pages ----

interface GroupHomeCopy {
  groupId: number;
  tagline: string;
  image: string;
  local: string;
}

const GROUP_COPY: readonly GroupHomeCopy[] = [
  {
    groupId: STORE_GROUP.ohioValley,
    image: DEMO_IMAGES.ohioValley,
    tagline: "Sweet corn, tomatoes and peaches from farms along the Ohio River, in our stores the morning they are picked.",
    local: "Buckeye-grown produce from more than 40 Ohio farms",
  },
  {
    groupId: STORE_GROUP.lakeshore,
    image: DEMO_IMAGES.lakeshore,
    tagline: "Michigan cherries, Great Lakes whitefish and apples from the orchards around Traverse City.",
    local: "Great Lakes fish delivered fresh three times a week",
  },
  {
    groupId: STORE_GROUP.keystone,
    image: DEMO_IMAGES.keystone,
    tagline: "Lancaster County dairy, Pennsylvania mushrooms and pierogies made the way Pittsburgh likes them.",
    local: "Dairy from family farms in Lancaster County",
  },
  {
    groupId: STORE_GROUP.hoosierHeartland,
    image: DEMO_IMAGES.hoosierHeartland,
    tagline: "Indiana sweet corn, popcorn and melons grown across the Hoosier Heartland.",
    local: "Hoosier-grown melons and sweet corn every summer",
  },
];

/** The h1 of a store group's home page, e.g. "Welcome to Harvest Lane Market, Ohio Valley". */
export function groupHomeHeading(groupName: string): string {
  return `Welcome to Harvest Lane Market, ${groupName}`;
}

export function groupHomeSlug(groupSlug: string): string {
  return `home-${groupSlug}`;
}

type FeatureLevel = "h2" | "h3";

function featureCard(
  imageUrl: string,
  alt: string,
  title: string,
  html: string,
  link: { text: string; url: string },
  level: FeatureLevel,
): Draft {
  return container([image(imageUrl, alt), heading(title, level), textEditor(html), button(link.text, link.url)], { content_width: "full" });
}

/** The three feature cards; their titles one level below the section they follow (h3 under a group's "This week", h2 right under the h1). */
function featureRow(level: FeatureLevel = "h3"): Draft {
  return row([
    featureCard(
      DEMO_IMAGES.produce,
      "A crate of fresh vegetables",
      "Fresh every morning",
      "<p>Produce delivered daily from regional farms.</p>",
      { text: "Shop Produce", url: "/shop/produce" },
      level,
    ),
    featureCard(
      DEMO_IMAGES.catering,
      "A catering platter of sandwiches",
      "Catering for any crowd",
      "<p>Party platters, boxed lunches and hot entrées, ready when you are.</p>",
      { text: "Order Catering", url: "/catering" },
      level,
    ),
    featureCard(
      DEMO_IMAGES.wine,
      "Wine bottles on a shelf",
      "Wine & Spirits",
      "<p>Hand-picked wines and a drink calculator to plan your party.</p>",
      { text: "Plan Your Drinks", url: "/drink-calculator" },
      level,
    ),
  ]);
}

function groupHomeDocument(name: string, slug: string, copy: GroupHomeCopy | undefined, taken: Set<string>): DocumentRow {
  const docSlug = groupHomeSlug(slug);
  const drafts: Draft[] = [
    container([
      heading(groupHomeHeading(name), "h1", "center"),
      textEditor(`<p>${copy?.tagline ?? "Fresh food from your neighbourhood store."}</p>`),
      image(copy?.image ?? DEMO_IMAGES.storefront, `Harvest Lane Market in the ${name} region`, `${name} stores`),
      button("Shop This Week's Deals", "/shop", { align: "center" }),
    ]),
    container([
      heading(`This week in ${name}`, "h2"),
      textEditor(`<p><strong>${copy?.local ?? name}.</strong> Prices and offers vary by store.</p>`),
    ]),
    featureRow(),
  ];
  return {
    type: "page",
    title: `Home – ${name}`,
    slug: docSlug,
    formatVersion: CURRENT_FORMAT_VERSION,
    settings: {},
    elements: assignIds(docSlug, drafts, taken),
    status: "publish",
  };
}

export const FALLBACK_HOME_SLUG = "home";
export const ABOUT_US_SLUG = "about-us";

function fallbackHomeDocument(taken: Set<string>): DocumentRow {
  const drafts: Draft[] = [
    container([
      heading("Welcome to Harvest Lane Market", "h1", "center"),
      textEditor(
        "<p>Neighbourhood grocery stores across Ohio, Pennsylvania, Michigan and Indiana. Choose your store to see its deals.</p>",
      ),
      image(DEMO_IMAGES.storefront, "A Harvest Lane Market storefront"),
      button("Find Your Store", "/store/store-locator", { align: "center" }),
    ]),
    featureRow("h2"),
  ];
  return {
    type: "page",
    title: "Home",
    slug: FALLBACK_HOME_SLUG,
    formatVersion: CURRENT_FORMAT_VERSION,
    settings: {},
    elements: assignIds(FALLBACK_HOME_SLUG, drafts, taken),
    status: "publish",
  };
}

function aboutUsDocument(taken: Set<string>): DocumentRow {
  const drafts: Draft[] = [
    container([
      heading("About Harvest Lane Market", "h1"),
      textEditor(
        "<p>Harvest Lane Market began in 1962 as a single produce stand in Columbus, Ohio. Today our neighbourhood stores serve four states, and we still buy from the farms down the road first.</p>",
      ),
      image(DEMO_IMAGES.logo, "Harvest Lane Market logo"),
    ]),
    container([
      heading("Our stores", "h2"),
      textEditor(
        "<p>More than thirty stores in <strong>Ohio, Pennsylvania, Michigan and Indiana</strong>, with catering kitchens and wine shops in several of them.</p>",
      ),
      button("Find a Store", "/store/store-locator"),
    ]),
    container([
      heading("Work with us", "h2"),
      textEditor("<p>We are hiring cashiers, bakers, butchers and pharmacists.</p>"),
      button("Careers", "https://careers.example.com/harvest-lane", { external: true }),
    ]),
  ];
  return {
    type: "page",
    title: "About Us",
    slug: ABOUT_US_SLUG,
    formatVersion: CURRENT_FORMAT_VERSION,
    settings: {},
    elements: assignIds(ABOUT_US_SLUG, drafts, taken),
    status: "publish",
  };
}

/** The demo pages: one home page per store group, a fallback home page, About Us and the page-builder pages. */
export function buildDocuments(): DocumentRow[] {
  const taken = new Set<string>();
  const groupHomes = DEMO_STORE_GROUPS.map((g) =>
    groupHomeDocument(
      g.name,
      g.slug,
      GROUP_COPY.find((c) => c.groupId === g.id),
      taken,
    ),
  );
  return [...groupHomes, fallbackHomeDocument(taken), aboutUsDocument(taken), ...builderPages(taken)];
}
