import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { siteSettings } from "../db/schema";
import type { ContentVersion } from "./content-version";
import { contentCache } from "../cache";
import { DEFAULT_BREAKPOINTS, normaliseBreakpoints } from "../../core/builder/breakpoints";
import { adminSettingsPatch, siteSettingsPatch } from "../../core/schemas/settings";
import { recordChange, type Actor } from "./audit";
import { parseWith } from "../http/validate";

export type SiteSettings = Omit<typeof siteSettings.$inferSelect, "id" | "updatedAt">;

export const DEFAULT_SETTINGS: SiteSettings = {
  siteName: "Aisle",
  primaryColor: "",
  iosLink: "",
  androidLink: "",
  groupTargeting: true,
  stackableBanner: true,
  dynamicHomepage: true,
  drinkCalculator: true,
  offCanvasSide: "left",
  breakpoints: DEFAULT_BREAKPOINTS,
  globalImageLightbox: true,
};

export function createSettingsService(db: Db, version: ContentVersion) {
  const cache = contentCache<SiteSettings>("settings", version, { maxBytes: 1 * 1024 * 1024, maxEntries: 1 });
  const service = {
    get(): Promise<SiteSettings> {
      return cache.load("settings", async () => {
        const rows = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
        const row = rows[0];
        if (!row) return DEFAULT_SETTINGS;
        const { id: _id, updatedAt: _u, ...settings } = row;
        // Stored breakpoints are read safely whatever they hold (core/builder/breakpoints.ts).
        return { ...settings, breakpoints: normaliseBreakpoints(settings.breakpoints) };
      });
    },
    /** Writes the fields `patch` names; 400 invalid_param (nothing written) past a field's limit. */
    async update(input: Partial<SiteSettings>): Promise<void> {
      const patch = parseWith(siteSettingsPatch, input);
      await db
        .insert(siteSettings)
        .values({ id: 1, ...DEFAULT_SETTINGS, ...patch })
        .onConflictDoUpdate({ target: siteSettings.id, set: { ...patch, updatedAt: new Date() } });
      await version.bump();
    },
    /**
     * A change from the admin: checked whole against the admin's rules (400 invalid_param, nothing
     * written), written with its audit entry (the settings before and after) in one transaction, and
     * the content version bumped so cached pages and prepared menus follow.
     */
    async change(input: unknown, actor: Actor): Promise<SiteSettings> {
      const patch = parseWith(adminSettingsPatch, input);
      const before = await service.get();
      const after: SiteSettings = { ...before, ...patch };
      await db.transaction(async (tx) => {
        await tx
          .insert(siteSettings)
          .values({ id: 1, ...after })
          .onConflictDoUpdate({ target: siteSettings.id, set: { ...patch, updatedAt: new Date() } });
        await recordChange(tx, actor, { action: "settings.update", targetType: "site_settings", targetId: 1, before, after });
      });
      await version.bump();
      return service.get();
    },
  };
  return service;
}

export type SettingsService = ReturnType<typeof createSettingsService>;
