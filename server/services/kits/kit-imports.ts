import { KitError } from "#core/kits/kit-error";
import { readKitContents } from "#core/kits/kit-contents";
import { kitReview, missingPlugins } from "#core/kits/review";
import { kitConflicts } from "#core/kits/kit-conflicts";
import type { KitImportRestore } from "#core/kits/kit-restore";
import type { KitImportReview, KitImportRun, KitImportRunInput } from "#core/schemas/kits";
import type { DocumentBody } from "#core/schemas/documents";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { kitImportRows, kitImports, siteMenus, taxonomyTerms } from "../../db/schema";
import type { Actor } from "../audit";
import type { EventService } from "../events";
import { ApiError, notFound } from "../../http/errors";
import { readKitZip } from "./unzip";
import { runKitImport, siteTemplates, type KitRunDeps } from "./kit-import-run";

const conflict = (message: string) => new ApiError(409, "kit_import_state", message);

/**
 * Kit uploads (docs/kits.md): a zip is read and checked whole before anything is kept; a good one is
 * stored as a pending import with its review, a refused one keeps nothing but its
 * `kit_import_status` event (`success: false` and the reason).
 */
export function createKitImportService(db: Db, events: EventService, deps: KitRunDeps) {
  const removeTerm = async (termId: number, actor: Actor) => {
    const [term] = await db.select({ taxonomy: taxonomyTerms.taxonomy }).from(taxonomyTerms).where(eq(taxonomyTerms.id, termId));
    if (term) await deps.terms.remove(term.taxonomy, termId, true, actor);
  };
  async function pending(id: number) {
    const [row] = await db.select().from(kitImports).where(eq(kitImports.id, id));
    if (!row) throw notFound("No kit import has this id.");
    return row;
  }

  const reviewOf = async (id: number, createdAt: Date, kit: KitContents): Promise<KitImportReview> => {
    const m = kit.manifest;
    return {
      id,
      status: "pending",
      created: createdAt.toISOString(),
      kit: {
        name: m.name,
        title: m.title,
        description: m.description,
        author: m.author,
        version: m.version,
        elementor_version: m.elementor_version,
        created: m.created,
      },
      sections: kitReview(kit),
      missing_plugins: missingPlugins(kit),
      conflicts: kitConflicts(m, await siteTemplates(db)),
    };
  };

  return {
    /** The review of an import that has not run (the kit library's Apply on a kit uploaded earlier). */
    async review(id: number): Promise<KitImportReview> {
      const row = await pending(id);
      if (row.status !== "pending") throw conflict("This kit import has already run.");
      return reviewOf(row.id, row.createdAt, readKitContents(await readKitZip(row.zip)));
    },
    /**
     * Runs a pending import (docs/kits.md): site settings, templates, terms and pages in Elementor's
     * order, each item failing alone; every row it makes tagged with the import, and what it changed
     * elsewhere kept for Undo. Records `kit_import_status` with the outcome.
     */
    async run(actor: Actor, id: number, input: KitImportRunInput, validate: Validate): Promise<KitImportRun> {
      const row = await pending(id);
      if (row.status !== "pending") throw conflict("This kit import has already run.");
      const claimed = await db
        .update(kitImports)
        .set({ status: "running" })
        .where(and(eq(kitImports.id, id), eq(kitImports.status, "pending")))
        .returning({ id: kitImports.id });
      if (!claimed.length) throw conflict("This kit import has already run.");
      const restore: KitImportRestore = {};
      let results: KitImportRun["results"];
      try {
        ({ results } = await runKitImport(deps, id, readKitContents(await readKitZip(row.zip)), { ...input, validate, actor }, restore));
      } finally {
        // Even a run cut short is "imported": what it made is tagged and what it changed kept, so Undo takes it back.
        await db.update(kitImports).set({ status: "imported", restore }).where(eq(kitImports.id, id));
      }
      const failures = results.filter((r) => !r.ok);
      await events.record(actor, {
        name: "kit_import_status",
        fields: {
          kit_name: row.kitName.slice(0, 200),
          step: "import",
          success: failures.length === 0,
          ...(failures.length
            ? {
                error: failures
                  .map((f) => (f.ok ? "" : f.error))
                  .join(" ")
                  .slice(0, 1000),
              }
            : {}),
        },
      });
      return { id, status: "imported", results };
    },
    /**
     * "Undo this import": every document the import made goes to the bin and every term, menu and
     * article it added is deleted, together; the settings, the other templates' conditions and the site's menus it
     * changed are put back.
     */
    async undo(actor: Actor, id: number): Promise<{ id: number; status: "undone"; removed: number }> {
      const row = await pending(id);
      if (row.status !== "imported") throw conflict("Only an import that has run can be undone.");
      const made = await db.select().from(kitImportRows).where(eq(kitImportRows.kitImportId, id));
      let removed = 0;
      const removeRow = (r: (typeof made)[number]) =>
        r.targetType === "term"
          ? removeTerm(r.targetId, actor)
          : r.targetType === "menu"
            ? db.delete(siteMenus).where(eq(siteMenus.id, r.targetId))
            : r.targetType === "post"
              ? deps.posts.remove(r.targetId, actor)
              : deps.documents.remove(r.targetId, actor);
      for (const r of made) {
        const gone = await Promise.resolve(removeRow(r)).then(
          () => true,
          () => false,
        );
        if (gone) removed++;
      }
      const restore = row.restore ?? {};
      for (const m of restore.menus ?? []) await db.update(siteMenus).set({ title: m.title, tree: m.tree }).where(eq(siteMenus.id, m.id));
      if (made.some((r) => r.targetType === "menu") || restore.menus?.length) await deps.version?.bump();
      if (restore.settings && Object.keys(restore.settings).length) await deps.settings.update(restore.settings);
      for (const c of restore.conditions ?? []) {
        const doc = await deps.documents.get(c.id).catch(() => null);
        if (doc) await deps.documents.update(c.id, { settings: { ...doc.settings, conditions: c.conditions } }, actor);
      }
      await db.delete(kitImportRows).where(eq(kitImportRows.kitImportId, id));
      await db.update(kitImports).set({ status: "undone" }).where(eq(kitImports.id, id));
      return { id, status: "undone", removed };
    },
    async upload(actor: Actor, fileName: string, bytes: Uint8Array): Promise<KitImportReview> {
      let kitName: string | undefined;
      try {
        const kit = readKitContents(await readKitZip(bytes));
        const m = kit.manifest;
        kitName = m.name;
        const [row] = await db
          .insert(kitImports)
          .values({ actorId: actor.id, actorEmail: actor.email, fileName, kitName: m.name, manifest: m, zip: bytes })
          .returning({ id: kitImports.id, createdAt: kitImports.createdAt });
        await events.record(actor, { name: "kit_import_upload_file", fields: { kit_name: m.name, status: "pending", step: "review" } });
        return await reviewOf(row!.id, row!.createdAt, kit);
      } catch (err) {
        if (err instanceof KitError)
          await events.record(actor, {
            name: "kit_import_status",
            fields: {
              success: false,
              error: err.message.slice(0, 1000),
              step: "upload",
              ...(kitName ? { kit_name: kitName.slice(0, 200) } : {}),
            },
          });
        throw err;
      }
    },
  };
}

type Validate = (body: unknown) => DocumentBody;
type KitContents = ReturnType<typeof readKitContents>;

export type KitImportService = ReturnType<typeof createKitImportService>;
