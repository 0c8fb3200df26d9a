import { and, eq } from "drizzle-orm";
import { normaliseElementorExport } from "#core/elementor-import";
import { kitPostsFromWxr, type KitPost } from "#core/kits/kit-posts";
import { partKey } from "#core/kits/kit-run-plan";
import { wpPageExport } from "#core/kits/kit-wp-pages";
import { documents } from "../../db/schema";
import { documentUrl } from "../documents";
import { failed, wxrFiles, type RunContext } from "./import-run-context";

/**
 * The kit's WordPress pages (the part `content/wp-page`, `wp-content/page/page.xml`) as plain pages
 * (docs/kits.md): title, slug (WordPress's `post_name`) and the body sanitized in a Text Editor
 * widget, published when WordPress's is. A page whose slug the site has is left as it is and
 * reported, so a second import duplicates nothing. Each page's address joins `run.pages` for the menus.
 */
export async function importWpPages(run: RunContext): Promise<void> {
  const { db, kit, parts, results, pages, tag, actor } = run;
  if (!parts.has(partKey("content", "wp-page"))) return;
  let list: KitPost[] = [];
  try {
    list = kitPostsFromWxr(wxrFiles(kit), "page");
  } catch (err) {
    results.push(failed("page", "wp-page", "Pages", "The WordPress pages (wp-content/page)", err));
  }
  for (const page of list) {
    try {
      const [have] = await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.type, "page"), eq(documents.slug, page.slug)));
      if (have) {
        const url = documentUrl(page.slug);
        pages.set(page.oldId, url);
        const kept = `A page at ${url} is already on the site: it was left as it is, and this page not imported again.`;
        results.push({ kind: "page", id: page.oldId, title: page.title, ok: true, url, warnings: [kept] });
        continue;
      }
      const normalised = normaliseElementorExport(wpPageExport(page), { type: "page" });
      const created = await run.documentImport.create(normalised, { slug: page.slug, status: page.status }, run.validate, actor);
      await tag("document", created.id);
      pages.set(page.oldId, created.url);
      const warnings = [...page.warnings, ...created.warnings];
      results.push({ kind: "page", id: page.oldId, title: page.title, ok: true, document_id: created.id, url: created.url, warnings });
    } catch (err) {
      results.push(failed("page", page.oldId, page.title, `The WordPress page "${page.title}" (wp-content/page)`, err));
    }
  }
}
