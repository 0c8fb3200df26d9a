import { asc, eq } from "drizzle-orm";
import { kitExportFiles, type ExportDocument } from "#core/kits/kit-export";
import type { KitExportQuery } from "#core/schemas/kits";
import type { Db } from "../../db/client";
import { documents } from "../../db/schema";
import type { Actor } from "../audit";
import type { EventService } from "../events";
import type { SettingsService } from "../settings";
import { writeZip } from "./zip-writer";

/** `2026-11-29 16:20:00`, as Elementor writes a kit's date (UTC). */
const elementorDate = (d: Date) => d.toISOString().slice(0, 19).replace("T", " ");

/**
 * Kit export (docs/kits.md): the site's published pages and templates and its global colours and fonts
 * as an Elementor kit zip (manifest 3.0), recorded as `export_kit_customization`.
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
      })
      .from(documents)
      .where(eq(documents.status, "publish"))
      .orderBy(asc(documents.id));
    return { pages: rows.filter((r) => r.type === "page"), templates: rows.filter((r) => r.type !== "page") };
  }

  return {
    /** The kit's zip and its file name; `site` is the site's address as the request saw it. */
    async export(actor: Actor, q: KitExportQuery, site: string): Promise<{ fileName: string; bytes: Uint8Array; files: number }> {
      const [current, docs] = await Promise.all([settings.get(), published()]);
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
