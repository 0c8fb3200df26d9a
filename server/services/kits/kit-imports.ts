import { KitError } from "#core/kits/kit-error";
import { readKitContents } from "#core/kits/kit-contents";
import { kitReview, missingPlugins } from "#core/kits/review";
import type { KitImportReview, KitImportRun } from "#core/schemas/kits";
import type { DocumentBody } from "#core/schemas/documents";
import { ElementorImportError, normaliseElementorExport } from "#core/elementor-import";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { kitImportRows, kitImports } from "../../db/schema";
import type { Actor } from "../audit";
import type { EventService } from "../events";
import type { DocumentImportService } from "../document-import";
import type { DocumentService } from "../documents";
import { ApiError, notFound } from "../../http/errors";

const conflict = (message: string) => new ApiError(409, "kit_import_state", message);
import { readKitZip } from "./unzip";

/**
 * Kit uploads (docs/kits.md): a zip is read and checked whole before anything is kept; a good one is
 * stored as a pending import with its review, a refused one keeps nothing but its
 * `kit_import_status` event (`success: false` and the reason).
 */
export function createKitImportService(
  db: Db,
  events: EventService,
  docs: { documents: DocumentService; documentImport: DocumentImportService },
) {
  async function pending(id: number) {
    const [row] = await db.select().from(kitImports).where(eq(kitImports.id, id));
    if (!row) throw notFound("No kit import has this id.");
    return row;
  }

  /** One page of the kit as a published document, tagged with its import; its error alone when it fails. */
  async function importPage(
    importId: number,
    kit: ReturnType<typeof readKitContents>,
    oldId: string,
    title: string,
    validate: Validate,
    actor: Actor,
  ) {
    const path = `content/page/${oldId}.json`;
    try {
      const text = kit.files.get(path);
      if (text === undefined) throw new Error(`The kit has no ${path}.`);
      const raw = JSON.parse(text) as Record<string, unknown>;
      const normalised = normaliseElementorExport({ ...raw, title: typeof raw.title === "string" ? raw.title : title }, { type: "page" });
      const created = await docs.documentImport.create(normalised, { status: "publish" }, validate, actor);
      await db.insert(kitImportRows).values({ kitImportId: importId, targetType: "document", targetId: created.id });
      return { id: oldId, title, ok: true as const, document_id: created.id, url: created.url, warnings: created.warnings };
    } catch (err) {
      const reason =
        err instanceof ElementorImportError ? `${err.param} ${err.reason}` : err instanceof Error ? err.message : "could not be imported";
      return { id: oldId, title, ok: false as const, error: `The page "${title}" (${path}) was not imported: ${reason}`.slice(0, 1000) };
    }
  }

  return {
    /**
     * Imports the kit's pages (content/page/*.json) through the Elementor import, one at a time: a bad
     * page fails alone and is reported. Records `kit_import_status` with the outcome.
     */
    async run(actor: Actor, id: number, validate: Validate): Promise<KitImportRun> {
      const row = await pending(id);
      if (row.status !== "pending") throw conflict("This kit import has already run.");
      const kit = readKitContents(await readKitZip(row.zip));
      const results = [];
      for (const [oldId, item] of Object.entries(kit.manifest.content.page ?? {}))
        results.push(await importPage(id, kit, oldId, item.title || `Page ${oldId}`, validate, actor));
      await db.update(kitImports).set({ status: "imported" }).where(eq(kitImports.id, id));
      const failed = results.find((r) => !r.ok);
      await events.record(actor, {
        name: "kit_import_status",
        fields: {
          kit_name: row.kitName.slice(0, 200),
          step: "import",
          success: !failed,
          ...(failed && !failed.ok ? { error: failed.error } : {}),
        },
      });
      return { id, status: "imported", results };
    },
    /** "Undo this import": every document the import made goes to the bin (restorable there), together. */
    async undo(actor: Actor, id: number): Promise<{ id: number; status: "undone"; removed: number }> {
      const row = await pending(id);
      if (row.status !== "imported") throw conflict("Only an import that has run can be undone.");
      const made = await db.select().from(kitImportRows).where(eq(kitImportRows.kitImportId, id));
      let removed = 0;
      for (const r of made) {
        const gone = await docs.documents.remove(r.targetId, actor).then(
          () => true,
          () => false,
        );
        if (gone) removed++;
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
        const sections = kitReview(kit);
        const [row] = await db
          .insert(kitImports)
          .values({ actorId: actor.id, actorEmail: actor.email, fileName, kitName: m.name, manifest: m, zip: bytes })
          .returning({ id: kitImports.id, createdAt: kitImports.createdAt });
        await events.record(actor, { name: "kit_import_upload_file", fields: { kit_name: m.name, status: "pending", step: "review" } });
        return {
          id: row!.id,
          status: "pending",
          created: row!.createdAt.toISOString(),
          kit: {
            name: m.name,
            title: m.title,
            description: m.description,
            author: m.author,
            version: m.version,
            elementor_version: m.elementor_version,
            created: m.created,
          },
          sections,
          missing_plugins: missingPlugins(kit),
        };
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

export type KitImportService = ReturnType<typeof createKitImportService>;
