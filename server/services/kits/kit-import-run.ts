import { and, eq, inArray } from "drizzle-orm";
import { kitConflicts, withoutTaken, type ConflictChoice, type SiteTemplate } from "#core/kits/kit-conflicts";
import { menusFromKit } from "#core/kits/kit-menus";
import { remapConditions, remapKitReferences } from "#core/kits/kit-references";
import type { KitImportRestore, KitImportTarget } from "#core/kits/kit-restore";
import { includedParts, partKey, templatePart } from "#core/kits/kit-run-plan";
import { kitSettingsChange, kitSiteLogo } from "#core/kits/kit-site-settings";
import type { SiteLogo } from "#core/builder/site-logo";
import { SITE_SETTINGS_FLAGS, type SiteSettingsFlag } from "#core/kits/manifest";
import { kitReview } from "#core/kits/review";
import { normaliseElementorExport } from "#core/elementor-import";
import { documentTypeFor } from "#core/elementor-import/document-type";
import { TAXONOMIES, type Taxonomy } from "#core/posts/taxonomies";
import type { Db } from "../../db/client";
import { documents, kitImportRows, siteMenus, taxonomyTerms } from "../../db/schema";
import type { Actor } from "../audit";
import { importRemoteImages } from "../media-import";
import { importKitMenus } from "./import-menus";
import { failed, type Kit, type KitRunDeps, type Result, type RunContext, type Validate } from "./import-run-context";
import { importWpPosts } from "./import-run-posts";
import { importWpPages } from "./import-run-wp-pages";

export type { KitRunDeps };

/**
 * The kit's logo brought into the media library like an imported page's images (docs/media.md), as the
 * site's logo; null (and a warning) when it cannot be, so the site keeps its own.
 */
async function bringLogo(deps: KitRunDeps, logo: { url: string; alt: string }, actor: Actor, warnings: string[]): Promise<SiteLogo | null> {
  if (!/^https?:\/\//i.test(logo.url) || !deps.images) {
    warnings.push(`The kit's logo at ${logo.url} stays at its host; the site keeps its own logo.`);
    return null;
  }
  const value: { url: string; id: unknown; alt: string; width?: unknown; height?: unknown } = { url: logo.url, id: 0, alt: logo.alt };
  await importRemoteImages({ settings: { site_logo: value }, elements: [] }, deps.images.service, deps.images.fetch, actor, (w) =>
    warnings.push(w.replace("the page shows its alt text instead", "the site keeps its own logo")),
  );
  if (value.url === logo.url) return null;
  const width = typeof value.width === "number" ? value.width : undefined;
  const height = typeof value.height === "number" ? value.height : undefined;
  return { url: value.url, ...(width && height ? { width, height } : {}) };
}

/** The site's published headers and footers, as the conflict check reads them. */
export async function siteTemplates(db: Db): Promise<SiteTemplate[]> {
  const rows = await db
    .select({ id: documents.id, type: documents.type, title: documents.title, status: documents.status, settings: documents.settings })
    .from(documents)
    .where(inArray(documents.type, ["header", "footer"]));
  return rows
    .filter((r) => r.status === "publish")
    .map((r) => ({ id: r.id, type: r.type, title: r.title, conditions: r.settings["conditions"] }));
}

/**
 * One kit import run in Elementor's order (docs/kits.md): site settings, templates with their
 * conditions (conflicts answered), taxonomy terms, pages, then menus (their links to kit pages
 * need the pages' new addresses); then every reference to a kit document or menu remapped to the new one. Each item fails alone and is reported. Answers the results and
 * what Undo must put back.
 */
export async function runKitImport(
  deps: KitRunDeps,
  importId: number,
  kit: Kit,
  opts: { include?: readonly string[]; conflicts?: Readonly<Record<string, ConflictChoice>>; validate: Validate; actor: Actor },
  /** Filled as the run changes what it did not make, so a run cut short can still be undone. */
  restore: KitImportRestore = {},
): Promise<{ results: Result[]; restore: KitImportRestore }> {
  const { db, actor, validate } = { ...deps, ...opts };
  const parts = includedParts(kitReview(kit), opts.include);
  const results: Result[] = [];
  const ids = new Map<string, number>();
  const menuIds = new Map<string, number>();
  const pages = new Map<string, string>();
  const made: number[] = [];
  const tag = (targetType: KitImportTarget, targetId: number) =>
    db.insert(kitImportRows).values({ kitImportId: importId, targetType, targetId });
  const m = kit.manifest;

  // 1. Site settings.
  const flags = new Set(SITE_SETTINGS_FLAGS.filter((f) => parts.has(partKey("settings", f))));
  if (flags.size) {
    try {
      const text = kit.files.get("site-settings.json");
      if (text === undefined) throw new Error("the kit has no site-settings.json");
      const current = await deps.settings.get();
      const file: unknown = JSON.parse(text);
      const change = kitSettingsChange(file, flags as ReadonlySet<SiteSettingsFlag>, current);
      const warnings: string[] = [];
      const kitLogo = kitSiteLogo(file, flags as ReadonlySet<SiteSettingsFlag>);
      const logo = kitLogo ? await bringLogo(deps, kitLogo, actor, warnings) : null;
      if (logo && JSON.stringify(logo) !== JSON.stringify(current.site_logo)) change.site_logo = logo;
      if (Object.keys(change).length) {
        restore.settings = Object.fromEntries(Object.keys(change).map((k) => [k, current[k as keyof typeof change]]));
        await deps.settings.update(change);
      }
      results.push({ kind: "settings", id: "site-settings", title: "Site settings", ok: true, warnings });
    } catch (err) {
      results.push(failed("settings", "site-settings", "Site settings", "The site settings (site-settings.json)", err));
    }
  }

  // 2. Templates, with the answers to conflicts: the kit's wins unless "Keep mine".
  const conflicts = new Map(kitConflicts(m, await siteTemplates(db)).map((c) => [c.id, c]));
  for (const [oldId, t] of Object.entries(m.templates)) {
    const part = templatePart(t.doc_type);
    if (!part || !parts.has(part)) continue;
    const title = t.title || `Template ${oldId}`;
    const path = `templates/${oldId}.json`;
    try {
      const text = kit.files.get(path);
      if (text === undefined) throw new Error(`the kit has no ${path}`);
      const raw = JSON.parse(text) as Record<string, unknown>;
      const conflict = conflicts.get(oldId);
      const keepMine = conflict && opts.conflicts?.[oldId] === "mine";
      const normalised = normaliseElementorExport(
        { ...raw, title, type: t.doc_type, conditions: keepMine ? [] : t.conditions },
        { type: documentTypeFor(t.doc_type).type },
      );
      const created = await deps.documentImport.create(normalised, { status: "publish" }, validate, actor);
      await tag("document", created.id);
      ids.set(oldId, created.id);
      made.push(created.id);
      if (conflict && !keepMine) {
        for (const s of conflict.existing) {
          const doc = await deps.documents.get(s.id);
          (restore.conditions ??= []).push({ id: s.id, conditions: remapConditions(doc.settings["conditions"], new Map()) });
          await deps.documents.update(
            s.id,
            { settings: { ...doc.settings, conditions: withoutTaken(doc.settings["conditions"], conflict.conditions) } },
            actor,
          );
        }
      }
      const warnings = keepMine
        ? [...created.warnings, "Saved without display conditions: the site's own template keeps them."]
        : created.warnings;
      results.push({ kind: "template", id: oldId, title, ok: true, document_id: created.id, url: created.url, warnings });
    } catch (err) {
      results.push(failed("template", oldId, title, `The template "${title}" (${path})`, err));
    }
  }

  // 3. Taxonomy terms Aisle has (categories); a term whose slug the site has is left as it is.
  for (const taxonomy of Object.keys(kit.terms)) {
    if (!parts.has(partKey("menus-terms", taxonomy)) || !(TAXONOMIES as readonly string[]).includes(taxonomy)) continue;
    let list: unknown;
    try {
      list = JSON.parse(kit.files.get(`taxonomies/${taxonomy}.json`) ?? "[]");
    } catch {
      list = [];
    }
    for (const term of Array.isArray(list) ? (list as Record<string, unknown>[]) : []) {
      const name = typeof term.name === "string" ? term.name : "";
      const slug = typeof term.slug === "string" ? term.slug : "";
      const id = String(term.term_id ?? slug);
      try {
        const [have] = await db
          .select({ id: taxonomyTerms.id })
          .from(taxonomyTerms)
          .where(and(eq(taxonomyTerms.taxonomy, taxonomy as Taxonomy), eq(taxonomyTerms.slug, slug)));
        if (have) continue;
        const created = await deps.terms.create(taxonomy as Taxonomy, { name, slug }, actor);
        await tag("term", created.id);
        results.push({ kind: "term", id, title: name, ok: true, warnings: [] });
      } catch (err) {
        results.push(failed("term", id, name || id, `The term "${name}" (${taxonomy})`, err));
      }
    }
  }

  // 4. Pages and posts built with the page builder.
  for (const [postType, byId] of Object.entries(m.content)) {
    if (!parts.has(partKey("content", postType))) continue;
    for (const [oldId, item] of Object.entries(byId)) {
      const title = item.title || `Page ${oldId}`;
      const path = `content/${postType}/${oldId}.json`;
      try {
        const text = kit.files.get(path);
        if (text === undefined) throw new Error(`the kit has no ${path}`);
        const raw = JSON.parse(text) as Record<string, unknown>;
        const normalised = normaliseElementorExport({ ...raw, title: typeof raw.title === "string" ? raw.title : title }, { type: "page" });
        const created = await deps.documentImport.create(normalised, { status: "publish" }, validate, actor);
        await tag("document", created.id);
        ids.set(oldId, created.id);
        made.push(created.id);
        pages.set(oldId, created.url);
        results.push({ kind: "page", id: oldId, title, ok: true, document_id: created.id, url: created.url, warnings: created.warnings });
      } catch (err) {
        results.push(failed("page", oldId, title, `The page "${title}" (${path})`, err));
      }
    }
  }

  // 4a. WordPress pages (wp-content/page) as plain pages, and posts as articles; a slug the site has is left as it is.
  const run: RunContext = { ...deps, actor, validate, kit, parts, results, pages, made, ids, tag };
  await importWpPages(run);
  await importWpPosts(run);

  // 4b. Menus (WordPress nav menus), linking the kit's pages at their new addresses.
  if (parts.has(partKey("menus-terms", "nav_menu_item"))) {
    try {
      const { menus, warnings } = menusFromKit(kit.files, { pages });
      const slugs = menus.map((x) => x.slug);
      const had = slugs.length ? await db.select().from(siteMenus).where(inArray(siteMenus.slug, slugs)) : [];
      const kept = await importKitMenus(db, menus, deps.version);
      for (const menu of menus) {
        const id = kept[menu.slug]!;
        const before = had.find((h) => h.slug === menu.slug);
        if (before) (restore.menus ??= []).push({ id: before.id, title: before.title, tree: before.tree });
        else await tag("menu", id);
        if (menu.oldId) menuIds.set(menu.oldId, id);
        // The reader's warnings are the kit's, not one menu's: reported once, with the first menu.
        results.push({
          kind: "menu",
          id: menu.oldId ?? menu.slug,
          title: menu.title,
          ok: true,
          warnings: menu === menus[0] ? warnings : [],
        });
      }
    } catch (err) {
      results.push(failed("menu", "nav_menu", "Menus", "The menus (wp-content/nav_menu_item)", err));
    }
  }

  // 5. References to kit documents and menus by their old ids: loop items, popups, pages in conditions, nav menus.
  for (const id of made) {
    try {
      const doc = await deps.documents.get(id);
      const elements = remapKitReferences(doc.elements, ids, menuIds);
      const { conditions, ...rest } = doc.settings;
      const settings = remapKitReferences(rest, ids, menuIds);
      const remapped = conditions === undefined ? undefined : remapConditions(conditions, ids);
      const conditionsMoved = remapped !== undefined && JSON.stringify(remapped) !== JSON.stringify(conditions);
      if (elements.count || settings.count || conditionsMoved)
        await deps.documents.update(
          id,
          { elements: elements.value, settings: { ...settings.value, ...(remapped !== undefined ? { conditions: remapped } : {}) } },
          actor,
        );
    } catch (err) {
      const r = results.find((x) => x.ok && x.document_id === id);
      if (r) results.splice(results.indexOf(r), 1, failed(r.kind, r.id, r.title, `The references in "${r.title}"`, err));
    }
  }
  return { results, restore };
}
