import { and, count, desc, ilike, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { documents } from "../db/schema";
import type { PageDocument } from "../../core/documents/document-types";
import type { RenderedPage } from "../../core/builder/popup/popup-conditions";
import { chooseTemplate, conditionStrings, templateConflicts, type TemplateConflict } from "../../core/templates/theme-conditions";
import { LOCATION_OF, THEME_LOCATIONS, THEME_TEMPLATE_TYPES, type ThemeLocation } from "../../core/templates/theme-template-types";
import type { ContentVersion } from "./content-version";
import { contentCache } from "../cache";
import { documentUrl, toPageDocument } from "./documents";
import type { TemplatesQuery } from "../../core/schemas/templates";

/** Templates on one page of the library. */
export const LIBRARY_PER_PAGE = 24;

/** The types that fill a place on a page (header, footer, single, archive), read by display conditions. */
const PLACED_TYPES = THEME_TEMPLATE_TYPES.filter((t) => LOCATION_OF[t] !== null);

export type ThemeTemplatesForPage = Partial<Record<ThemeLocation, PageDocument>>;

export interface ThemeTemplateRow {
  id: number;
  type: string;
  title: string;
  status: "publish" | "draft";
  url: string;
  conditions: string[];
  updated_at: string;
}

/**
 * Website templates (docs/design/website-templates.md): the published headers, footers, singles and archives
 * are read once per content version, so a saved condition shows on the next request on every
 * instance (the version moves on each save and every instance hears of it); each page gets, per
 * place, the template core/templates/theme-conditions.ts chooses.
 */
export function createThemeTemplateService(db: Db, version: ContentVersion) {
  const cache = contentCache<PageDocument[]>("theme-templates", version, { maxBytes: 4 * 1024 * 1024, maxEntries: 4 });
  const published = () =>
    cache.load("published", async () => {
      const rows = await db
        .select()
        .from(documents)
        .where(inArray(documents.type, [...PLACED_TYPES]));
      return rows.filter((r) => r.status === "publish").map(toPageDocument);
    });
  const candidates = (docs: PageDocument[]) =>
    docs.map((doc) => ({ doc, id: doc.id, type: doc.type, updatedAt: doc.updatedAt, conditions: doc.settings["conditions"] }));

  return {
    /** Whether any published template could fill a place: pages skip the rest when none does. */
    async any(): Promise<boolean> {
      return (await published()).length > 0;
    },
    /** The template for each place on this page; a place without one keeps the site's own part. */
    async forPage(page: RenderedPage, only: readonly ThemeLocation[] = THEME_LOCATIONS): Promise<ThemeTemplatesForPage> {
      const all = candidates(await published());
      const chosen: ThemeTemplatesForPage = {};
      for (const location of only) {
        const winner = chooseTemplate(all, location, page);
        if (winner) chosen[location] = winner.doc;
      }
      return chosen;
    },
    /** The templates library: templates of the registry's types, searched by title, newest change first. */
    async library(q: TemplatesQuery) {
      const where: SQL[] = [inArray(documents.type, q.type ? [q.type] : [...THEME_TEMPLATE_TYPES])];
      const words = q.q?.trim();
      if (words) where.push(ilike(documents.title, `%${words.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`));
      const page = q.page ?? 1;
      const rows = await db
        .select()
        .from(documents)
        .where(and(...where))
        .orderBy(desc(documents.updatedAt), desc(documents.id))
        .limit(LIBRARY_PER_PAGE)
        .offset((page - 1) * LIBRARY_PER_PAGE);
      const [total] = await db
        .select({ n: count() })
        .from(documents)
        .where(and(...where));
      return {
        items: rows.map((r) => ({
          id: r.id,
          type: r.type,
          title: r.title,
          status: r.status,
          conditions: conditionStrings(r.settings["conditions"]),
          updated_at: r.updatedAt.toISOString(),
        })),
        total: total?.n ?? 0,
      };
    },
    /** Every website template, drafts too, newest first, with its conditions and the conflicts among the published ones. */
    async overview(): Promise<{ templates: ThemeTemplateRow[]; conflicts: TemplateConflict[] }> {
      const rows = await db
        .select()
        .from(documents)
        .where(inArray(documents.type, [...THEME_TEMPLATE_TYPES]))
        .orderBy(desc(documents.updatedAt), desc(documents.id));
      const templates = rows.map((r) => ({
        id: r.id,
        type: r.type,
        title: r.title,
        status: r.status,
        url: documentUrl(r.slug),
        conditions: conditionStrings(r.settings["conditions"]),
        updated_at: r.updatedAt.toISOString(),
      }));
      const live = templates.filter((t) => t.status === "publish" && LOCATION_OF[t.type as keyof typeof LOCATION_OF]);
      return { templates, conflicts: templateConflicts(live) };
    },
  };
}

export type ThemeTemplateService = ReturnType<typeof createThemeTemplateService>;
