import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { contentItems, documents } from "../db/schema";
import { pickContent, type Audience } from "../../core/content/targeting";
import { explainPick } from "../../core/content/content-explain";
import type { ContentKind } from "../../core/schemas/content";
import type { ContentVersion } from "./content-version";
import { contentCache } from "../cache";

type ContentRow = typeof contentItems.$inferSelect;
type Candidate = ContentRow & { documentSlug: string | null };

/**
 * Preview as (decision 0030): the date to look at, with drafts competing. Absent for visitors, who
 * get the clock and published items only.
 */
export interface ContentPreview {
  at: Date;
}

/**
 * Content areas (banner, slider, CTA, personalized content, home page): the candidates of one slot
 * are cached per content version; the choice for an audience is made by core/content/targeting at request time,
 * so schedules start and end on time without a write.
 */
export function createContentService(db: Db, version: ContentVersion, clock: () => Date = () => new Date()) {
  const cache = contentCache<Candidate[]>("targeted-content", version, { maxBytes: 8 * 1024 * 1024 });
  const candidates = (kind: ContentKind, slug: string) =>
    cache.load(`${kind}:${slug}`, async () => {
      const rows = await db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)));
      const docIds = [...new Set(rows.map((r) => r.documentId).filter((id): id is number => id !== null))];
      const docs = docIds.length
        ? await db
            .select({ id: documents.id, slug: documents.slug, status: documents.status })
            .from(documents)
            .where(inArray(documents.id, docIds))
        : [];
      const slugs = new Map(docs.filter((d) => d.status === "publish").map((d) => [d.id, d.slug]));
      return rows.map((r) => ({ ...r, documentSlug: r.documentId === null ? null : (slugs.get(r.documentId) ?? null) }));
    });

  const pick = async (kind: ContentKind, slug: string, audience: Audience, preview?: ContentPreview) => {
    const all = await candidates(kind, slug);
    return pickContent(preview ? all : all.filter((c) => c.status !== "draft"), audience, preview?.at ?? clock());
  };

  return {
    pick,
    async html(kind: Exclude<ContentKind, "homepage">, slug: string, audience: Audience, preview?: ContentPreview): Promise<string> {
      return (await pick(kind, slug, audience, preview))?.html ?? "";
    },
    /** Slider markup; without webp support the webp sources of <picture> elements are dropped. */
    async sliderHtml(slug: string, audience: Audience, webp: boolean, preview?: ContentPreview): Promise<string> {
      const html = (await pick("slider", slug, audience, preview))?.html ?? "";
      return webp ? html : html.replace(/<source\b[^>]*\btype="image\/webp"[^>]*>/gi, "");
    },
    /** The address of the page whose content replaces the home body ("" when none). */
    async homepageUrl(audience: Audience): Promise<string> {
      const item = await pick("homepage", "homepage", audience);
      return item?.documentSlug ? `/${item.documentSlug}` : "";
    },
    async homepageSlug(audience: Audience, preview?: ContentPreview): Promise<string | null> {
      return (await pick("homepage", "homepage", audience, preview))?.documentSlug ?? null;
    },
    /** Every content area (slot) there is, each with its candidates explained for the audience at the date, drafts competing. */
    async explainAreas(audience: Audience, preview: ContentPreview) {
      const slots = await db
        .selectDistinct({ kind: contentItems.kind, slug: contentItems.slug })
        .from(contentItems)
        .orderBy(contentItems.kind, contentItems.slug);
      return Promise.all(
        slots.map(async ({ kind, slug }) => ({
          kind: kind as ContentKind,
          slug,
          ...explainPick(await candidates(kind as ContentKind, slug), audience, preview.at, { drafts: true }),
        })),
      );
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
