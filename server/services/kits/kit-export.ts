import { and, asc, eq, inArray } from "drizzle-orm";
import { kitExportFiles, type ExportDocument } from "#core/kits/kit-export";
import type { ExportArticle, ExportCategory, ExportMenu } from "#core/kits/kit-export-wp";
import type { KitExportQuery } from "#core/schemas/kits";
import type { Db } from "../../db/client";
import { documents, posts, postTerms, siteMenus, taxonomyTerms } from "../../db/schema";
import { documentUrl } from "../documents";
import type { Actor } from "../audit";
import type { EventService } from "../events";
import type { SettingsService } from "../settings";
import { writeZip } from "./zip-writer";

/** `2026-11-29 16:20:00`, as Elementor writes a kit's date (UTC). */
const elementorDate = (d: Date) => d.toISOString().slice(0, 19).replace("T", " ");

/**
 * Kit export (docs/kits.md): the site's published pages and templates, its global colours and fonts, its
 * menus, categories and published articles as an Elementor kit zip (manifest 3.0), recorded as `export_kit_customization`.
 */
export function createKitExportService(db: Db, settings: SettingsService, events: EventService, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());

  async function published(): Promise<{ pages: ExportDocument[]; templates: ExportDocument[] }> {
    const rows = await db
      .select({
        id: documents.id,
        type: documents.type,
        title: documents.title,
        settings: documents.settings,
        elements: documents.elements,
        slug: documents.slug,
      })
      .from(documents)
      .where(eq(documents.status, "publish"))
      .orderBy(asc(documents.id));
    const docs = rows.map(({ slug, ...r }) => ({ ...r, url: documentUrl(slug) }));
    return { pages: docs.filter((r) => r.type === "page"), templates: docs.filter((r) => r.type !== "page") };
  }

  /** The site's menus and categories, and its published articles with their categories' slugs. */
  async function wordpress(): Promise<{ menus: ExportMenu[]; categories: ExportCategory[]; articles: ExportArticle[] }> {
    const [menus, categories, articles] = await Promise.all([
      db
        .select({ id: siteMenus.id, slug: siteMenus.slug, title: siteMenus.title, tree: siteMenus.tree })
        .from(siteMenus)
        .orderBy(asc(siteMenus.id)),
      db
        .select({ id: taxonomyTerms.id, slug: taxonomyTerms.slug, name: taxonomyTerms.name, parentId: taxonomyTerms.parentId })
        .from(taxonomyTerms)
        .where(eq(taxonomyTerms.taxonomy, "category"))
        .orderBy(asc(taxonomyTerms.position), asc(taxonomyTerms.id)),
      db
        .select({
          id: posts.id,
          slug: posts.slug,
          title: posts.title,
          body: posts.body,
          excerpt: posts.excerpt,
          publishedAt: posts.publishedAt,
        })
        .from(posts)
        .where(and(eq(posts.type, "article"), eq(posts.status, "publish")))
        .orderBy(asc(posts.publishedAt), asc(posts.id)),
    ]);
    const ids = articles.map((a) => a.id);
    const links = ids.length
      ? await db
          .select({ postId: postTerms.postId, slug: taxonomyTerms.slug })
          .from(postTerms)
          .innerJoin(taxonomyTerms, eq(taxonomyTerms.id, postTerms.termId))
          .where(and(inArray(postTerms.postId, ids), eq(taxonomyTerms.taxonomy, "category")))
      : [];
    return {
      menus,
      categories,
      articles: articles.map((a) => ({
        ...a,
        publishedAt: a.publishedAt.toISOString(),
        categories: links.filter((l) => l.postId === a.id).map((l) => l.slug),
      })),
    };
  }

  return {
    /** The kit's zip and its file name; `site` is the site's address as the request saw it. */
    async export(actor: Actor, q: KitExportQuery, site: string): Promise<{ fileName: string; bytes: Uint8Array; files: number }> {
      const [current, docs, wp] = await Promise.all([settings.get(), published(), wordpress()]);
      const files = kitExportFiles({
        name: q.name,
        title: q.title || q.name,
        description: q.description,
        author: actor.email,
        site,
        created: elementorDate(now()),
        sections: q.sections,
        siteName: current.siteName,
        globals: { colors: current.global_colors, fonts: current.global_fonts },
        themeStyle: current.theme_style,
        ...docs,
        ...wp,
      });
      const bytes = writeZip(files);
      await events.record(actor, {
        name: "export_kit_customization",
        fields: { kit_name: q.name, section: q.sections.join(",").slice(0, 100), status: "success", step: "export" },
      });
      return { fileName: `${q.name}.zip`, bytes, files: files.size };
    },
  };
}

export type KitExportService = ReturnType<typeof createKitExportService>;
