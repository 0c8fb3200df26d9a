import { and, desc, eq } from "drizzle-orm";
import type { KitManifest } from "#core/kits/manifest";
import { kitManifest } from "#core/kits/manifest";
import type { LibraryKit } from "#core/schemas/kits";
import type { Db } from "../../db/client";
import { kitImports } from "../../db/schema";
import { STARTER_KIT, starterKitFiles } from "../../db/seed/starter-kit";
import { ApiError, notFound } from "../../http/errors";
import type { Actor } from "../audit";
import type { EventService } from "../events";
import { writeZip } from "./zip-writer";

/** Where Apply leads: the import screen, which reads the kit by this id (docs/kits.md). */
export const kitApplyUrl = (id: string) => `/admin/tools/import-kit?kit=${encodeURIComponent(id)}`;

/** Statuses of an uploaded kit whose stored zip may go: nothing on the site depends on it. */
const DELETABLE = new Set(["pending", "undone"]);

const counts = (m: Pick<KitManifest, "templates" | "content">) => ({
  pages: Object.keys(m.content.page ?? {}).length,
  templates: Object.keys(m.templates).length,
});

let starter: { zip: Uint8Array; kit: LibraryKit } | null = null;

/** The starter kit, written once per process (its bytes never change). */
function starterKit() {
  if (starter) return starter;
  const files = starterKitFiles();
  const manifest = kitManifest.parse(JSON.parse(files.get("manifest.json")!));
  starter = {
    zip: writeZip(files),
    kit: {
      id: STARTER_KIT.id,
      source: "shipped",
      name: STARTER_KIT.name,
      title: STARTER_KIT.title,
      description: STARTER_KIT.description,
      file_name: `${STARTER_KIT.name}.zip`,
      created: `${STARTER_KIT.created.replace(" ", "T")}Z`,
      status: "shipped",
      counts: counts(manifest),
      deletable: false,
      apply_url: kitApplyUrl(STARTER_KIT.id),
    },
  };
  return starter;
}

/** An uploaded kit's id from the address: its import's id. */
function uploadedId(id: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}

/**
 * The kit library (docs/kits.md): the starter kit shipped with Aisle and the kits uploaded to this
 * site (their pending or past imports, with the zip as sent). Apply and Delete record the library's
 * events (`kit_cloud_library_apply`, `kit_cloud_library_delete`) with the kit's id and Apply's address.
 */
export function createKitLibraryService(db: Db, events: EventService) {
  async function uploaded(id: number) {
    const [row] = await db.select().from(kitImports).where(eq(kitImports.id, id));
    if (!row) throw notFound("No kit in the library has this id.");
    return row;
  }

  return {
    async list(): Promise<LibraryKit[]> {
      const rows = await db
        .select({
          id: kitImports.id,
          createdAt: kitImports.createdAt,
          status: kitImports.status,
          fileName: kitImports.fileName,
          kitName: kitImports.kitName,
          manifest: kitImports.manifest,
        })
        .from(kitImports)
        .orderBy(desc(kitImports.createdAt), desc(kitImports.id));
      return [
        starterKit().kit,
        ...rows.map((r) => ({
          id: String(r.id),
          source: "uploaded" as const,
          name: r.kitName,
          title: r.manifest.title || r.kitName,
          description: r.manifest.description,
          file_name: r.fileName,
          created: r.createdAt.toISOString(),
          status: r.status,
          counts: counts(r.manifest),
          deletable: DELETABLE.has(r.status),
          apply_url: kitApplyUrl(String(r.id)),
        })),
      ];
    },
    /** A kit's zip, for the import screen to read and the library to download. */
    async zip(id: string): Promise<{ fileName: string; bytes: Uint8Array }> {
      if (id === STARTER_KIT.id) return { fileName: starterKit().kit.file_name, bytes: starterKit().zip };
      const n = uploadedId(id);
      if (n === null) throw notFound("No kit in the library has this id.");
      const row = await uploaded(n);
      return { fileName: row.fileName, bytes: row.zip };
    },
    /**
     * What the import screen reviews for `?kit=<id>`: an uploaded kit whose import has not run is that
     * import; the starter kit is its pending import when one is waiting (so reopening the address
     * makes no second one), else its zip; any other kit is its zip, to import anew.
     */
    async source(id: string): Promise<{ importId: number } | { fileName: string; bytes: Uint8Array }> {
      if (id === STARTER_KIT.id) {
        const { kit, zip } = starterKit();
        const [waiting] = await db
          .select({ id: kitImports.id })
          .from(kitImports)
          .where(and(eq(kitImports.status, "pending"), eq(kitImports.fileName, kit.file_name), eq(kitImports.kitName, kit.name)))
          .orderBy(desc(kitImports.id))
          .limit(1);
        return waiting ? { importId: waiting.id } : { fileName: kit.file_name, bytes: zip };
      }
      const n = uploadedId(id);
      if (n === null) throw notFound("No kit in the library has this id.");
      const row = await uploaded(n);
      return row.status === "pending" ? { importId: row.id } : { fileName: row.fileName, bytes: row.zip };
    },
    /** Records Apply (the import screen does the rest) and answers where it leads. */
    async apply(actor: Actor, id: string): Promise<{ kit: string; url: string }> {
      const kit = id === STARTER_KIT.id ? starterKit().kit.name : (await uploaded(uploadedId(id) ?? 0)).kitName;
      const url = kitApplyUrl(id);
      await events.record(actor, {
        name: "kit_cloud_library_apply",
        fields: { kit_cloud_id: id, kit_apply_url: url, kit_name: kit.slice(0, 200), page_source: "kit-library" },
      });
      return { kit, url };
    },
    /**
     * Deletes an uploaded kit. The starter kit stays (409 kit_shipped); an import that has run is kept
     * until it is undone, so Undo can still remove what it made (409 kit_import_state).
     */
    async remove(actor: Actor, id: string): Promise<{ kit: string }> {
      if (id === STARTER_KIT.id) throw new ApiError(409, "kit_shipped", "The starter kit ships with Aisle and cannot be deleted.");
      const n = uploadedId(id);
      if (n === null) throw notFound("No kit in the library has this id.");
      const row = await uploaded(n);
      if (!DELETABLE.has(row.status))
        throw new ApiError(409, "kit_import_state", `"${row.kitName}" has been imported: undo its import before deleting the kit.`);
      await db.delete(kitImports).where(eq(kitImports.id, n));
      await events.record(actor, {
        name: "kit_cloud_library_delete",
        fields: { kit_cloud_id: id, kit_apply_url: kitApplyUrl(id), kit_name: row.kitName.slice(0, 200), page_source: "kit-library" },
      });
      return { kit: row.kitName };
    },
  };
}

export type KitLibraryService = ReturnType<typeof createKitLibraryService>;
