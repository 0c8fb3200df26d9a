import type { Db } from "../client";
import {
  circulars,
  contentItems,
  contentVersion,
  documents,
  navigationTrees,
  siteSettings,
  storeGroups,
  stores,
  userGroups,
  users,
} from "../schema";
import { hashPassword } from "../../services/password";
import { buildCirculars } from "./circulars";
import { seedCircularDeals } from "./circular-deals";
import { buildContentItems } from "./content";
import { buildDocuments } from "./documents";
import { recipeCardTemplate, recipeFinderPage, takenIds } from "./recipe-finder";
import { DEMO_STORE_GROUPS, DEMO_USER_GROUPS } from "./groups";
import { buildNavigationRows } from "./navigation";
import { DEMO_CONTENT_VERSION, DEMO_SITE_SETTINGS } from "./settings";
import { buildStores } from "./stores";
import { buildUserRows } from "./users";
import { seedPosts } from "./posts/seed";
import { seedCatalog } from "./catalog/seed";

/**
 * Fill an empty database with the Harvest Lane Market demo: store groups, user groups, stores with
 * their navigation trees, page-builder documents, targeted content, recipes and articles with their
 * taxonomies, the catalog (departments, products, prices per store; the catering and wine shops' own), circulars and their deals, site settings, the content version and the demo accounts. Everything but the password salts and row timestamps is
 * deterministic; schedules are relative to `now`. One transaction: all or nothing.
 */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<void> {
  // Hash outside the transaction: scrypt is slow and needs no database.
  const userRows = await buildUserRows(hashPassword);
  const demoStores = buildStores();
  const storeRows = demoStores.map((s) => s.row);

  await db.transaction(async (tx) => {
    await tx.insert(storeGroups).values(DEMO_STORE_GROUPS.map(({ id, name }) => ({ id, name })));
    await tx.insert(userGroups).values([...DEMO_USER_GROUPS]);
    await tx.insert(stores).values(storeRows);
    await tx.insert(navigationTrees).values(buildNavigationRows(demoStores));

    const rows = buildDocuments();
    const docs = await tx.insert(documents).values(rows).returning({ id: documents.id, slug: documents.slug });
    const documentIdBySlug = new Map(docs.map((d) => [d.slug, d.id]));
    // The recipe finder names its card template by id, known once the template is stored.
    const taken = takenIds(rows);
    const [card] = await tx.insert(documents).values(recipeCardTemplate(taken)).returning({ id: documents.id });
    await tx.insert(documents).values(recipeFinderPage(card!.id, taken));
    await tx.insert(contentItems).values(buildContentItems(now, documentIdBySlug));

    await seedPosts(tx);
    await seedCatalog(tx, now);
    const ads = await tx
      .insert(circulars)
      .values(buildCirculars(now))
      .returning({ id: circulars.id, storeGroupIds: circulars.storeGroupIds, url: circulars.url });
    await seedCircularDeals(tx, ads);
    await tx.insert(siteSettings).values(DEMO_SITE_SETTINGS);
    await tx.insert(contentVersion).values(DEMO_CONTENT_VERSION);
    await tx.insert(users).values(userRows);
  });
}
