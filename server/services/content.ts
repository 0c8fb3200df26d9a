import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { contentItems, documents } from "../db/schema";
import { pickContent, type Audience } from "../../core/targeting";
import type { ContentKind } from "../../core/schemas/content";
import type { ContentVersion } from "./content-version";
import { versionedCache } from "./versioned-cache";

type ContentRow = typeof contentItems.$inferSelect;
type Candidate = ContentRow & { documentSlug: string | null };

/**
 * Content areas (banner, slider, CTA, personalized content, home page): the candidates of one slot
 * are cached per content version; the choice for an audience is made by core/targeting at request time,
 * so schedules start and end on time without a write.
 */
export function createContentService(db: Db, version: ContentVersion, clock: () => Date = () => new Date()) {
  const cache = versionedCache<Candidate[]>(version);
  const candidates = (kind: ContentKind, slug: string) =>
    cache.get(`${kind}:${slug}`, async () => {
      const rows = await db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)));
      const docIds = [...new Set(rows.map((r) => r.documentId).filter((id): id is number => id !== null))];
      const docs = docIds.length
        ? await db.select({ id: documents.id, slug: documents.slug, status: documents.status }).from(documents).where(inArray(documents.id, docIds))
        : [];
      const slugs = new Map(docs.filter((d) => d.status === "publish").map((d) => [d.id, d.slug]));
      return rows.map((r) => ({ ...r, documentSlug: r.documentId === null ? null : (slugs.get(r.documentId) ?? null) }));
    });

  const pick = async (kind: ContentKind, slug: string, audience: Audience) => pickContent(await candidates(kind, slug), audience, clock());

  return {
    pick,
    async html(kind: Exclude<ContentKind, "homepage">, slug: string, audience: Audience): Promise<string> {
      return (await pick(kind, slug, audience))?.html ?? "";
    },
    /** Slider markup; without webp support the webp sources of <picture> elements are dropped. */
    async sliderHtml(slug: string, audience: Audience, webp: boolean): Promise<string> {
      const html = (await pick("slider", slug, audience))?.html ?? "";
      return webp ? html : html.replace(/<source\b[^>]*\btype="image\/webp"[^>]*>/gi, "");
    },
    /** The address of the page whose content replaces the home body ("" when none). */
    async homepageUrl(audience: Audience): Promise<string> {
      const item = await pick("homepage", "homepage", audience);
      return item?.documentSlug ? `/${item.documentSlug}` : "";
    },
    async homepageSlug(audience: Audience): Promise<string | null> {
      return (await pick("homepage", "homepage", audience))?.documentSlug ?? null;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
