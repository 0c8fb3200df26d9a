import { KitError } from "#core/kits/kit-error";
import { readKitContents } from "#core/kits/kit-contents";
import { kitReview, missingPlugins } from "#core/kits/review";
import type { KitImportReview } from "#core/schemas/kits";
import type { Db } from "../../db/client";
import { kitImports } from "../../db/schema";
import type { Actor } from "../audit";
import type { EventService } from "../events";
import { readKitZip } from "./unzip";

/**
 * Kit uploads (docs/kits.md): a zip is read and checked whole before anything is kept; a good one is
 * stored as a pending import with its review, a refused one keeps nothing but its
 * `kit_import_status` event (`success: false` and the reason).
 */
export function createKitImportService(db: Db, events: EventService) {
  return {
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

export type KitImportService = ReturnType<typeof createKitImportService>;
