import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { documents } from "../db/schema";
import type { PageDocument } from "../../core/documents/document-types";
import { popupBelongsOn, type RenderedPage } from "../../core/builder/popup/popup-conditions";
import type { ContentVersion } from "./content-version";
import { contentCache } from "../cache";
import { toPageDocument } from "./documents";

/**
 * Popup documents (type `popup`) and the pages they belong on (docs/design/documents.md): the published
 * popups are read once per content version; each page gets only those whose display conditions
 * include it and do not exclude it (core/builder/popup/popup-conditions.ts), ordered by id.
 */
export function createPopupService(db: Db, version: ContentVersion) {
  const cache = contentCache<PageDocument[]>("popups", version, { maxBytes: 4 * 1024 * 1024, maxEntries: 4 });
  const published = () =>
    cache.load("published", async () => {
      const rows = await db
        .select()
        .from(documents)
        .where(and(eq(documents.type, "popup"), eq(documents.status, "publish")))
        .orderBy(documents.id);
      return rows.map(toPageDocument);
    });

  return {
    /** The published popups whose display conditions put them on this page. */
    async forPage(page: RenderedPage): Promise<PageDocument[]> {
      return (await published()).filter((popup) => popupBelongsOn(popup.settings["conditions"], page));
    },
  };
}

export type PopupService = ReturnType<typeof createPopupService>;
