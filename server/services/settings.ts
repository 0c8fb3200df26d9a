import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { siteSettings } from "../db/schema";
import type { ContentVersion } from "./content-version";
import { contentCache } from "../cache";
import { DEFAULT_BREAKPOINTS, normaliseBreakpoints, type Breakpoints } from "../../core/builder/breakpoints";
import { DEFAULT_GLOBALS, normaliseGlobals, type GlobalColor, type GlobalFont } from "../../core/builder/global-variables";
import { normaliseThemeStyle, type ThemeStyle } from "../../core/builder/theme-style";
import { normaliseSiteLogo, type SiteLogo } from "../../core/builder/site-logo";
import { adminSettingsPatch, siteSettingsPatch } from "../../core/schemas/settings";
import { recordChange, type Actor } from "./audit";
import { parseWith } from "../http/validate";

type SettingsRow = typeof siteSettings.$inferSelect;
/** The settings as the site reads them: the row's fields, its kit column as the breakpoints, the global variables, the theme style and the logo. */
export type SiteSettings = Omit<SettingsRow, "id" | "updatedAt" | "breakpoints"> & {
  breakpoints: Breakpoints;
  global_colors: GlobalColor[];
  global_fonts: GlobalFont[];
  theme_style: ThemeStyle;
  site_logo: SiteLogo | null;
};

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
  global_colors: DEFAULT_GLOBALS.colors,
  global_fonts: DEFAULT_GLOBALS.fonts,
  theme_style: {},
  site_logo: null,
};

/** A stored row as settings: the breakpoints and the global variables read safely whatever the kit column holds. */
function fromRow(row: SettingsRow): SiteSettings {
  const { id: _id, updatedAt: _u, breakpoints: kit, ...settings } = row;
  const stored = kit as { globals?: unknown; themeStyle?: unknown; siteLogo?: unknown } | null;
  const globals = normaliseGlobals(stored?.globals);
  return {
    ...settings,
    breakpoints: normaliseBreakpoints(kit),
    global_colors: globals.colors,
    global_fonts: globals.fonts,
    theme_style: normaliseThemeStyle(stored?.themeStyle),
    site_logo: normaliseSiteLogo(stored?.siteLogo),
  };
}

/** Settings as a stored row: the global variables, theme style and logo go into the kit column beside the breakpoints (decisions 0066, 0101). */
function toRow(settings: SiteSettings): Omit<SettingsRow, "id" | "updatedAt"> {
  const { global_colors: colors, global_fonts: fonts, theme_style: themeStyle, site_logo: siteLogo, breakpoints, ...rest } = settings;
  return { ...rest, breakpoints: { ...breakpoints, globals: { colors, fonts }, themeStyle, siteLogo } };
}

export function createSettingsService(db: Db, version: ContentVersion) {
  const cache = contentCache<SiteSettings>("settings", version, { maxBytes: 1 * 1024 * 1024, maxEntries: 1 });
  const service = {
    get(): Promise<SiteSettings> {
      return cache.load("settings", async () => {
        const rows = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
        const row = rows[0];
        // Stored breakpoints and variables are read safely whatever they hold (core/builder/breakpoints.ts).
        return row ? fromRow(row) : DEFAULT_SETTINGS;
      });
    },
    /** Writes the fields `patch` names; 400 invalid_param (nothing written) past a field's limit. */
    async update(input: Partial<SiteSettings>): Promise<void> {
      const patch = parseWith(siteSettingsPatch, input);
      await db.transaction(async (tx) => {
        const rows = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
        const after = toRow({ ...(rows[0] ? fromRow(rows[0]) : DEFAULT_SETTINGS), ...patch });
        await tx
          .insert(siteSettings)
          .values({ id: 1, ...after })
          .onConflictDoUpdate({ target: siteSettings.id, set: { ...after, updatedAt: new Date() } });
      });
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
        const row = toRow(after);
        await tx
          .insert(siteSettings)
          .values({ id: 1, ...row })
          .onConflictDoUpdate({ target: siteSettings.id, set: { ...row, updatedAt: new Date() } });
        await recordChange(tx, actor, { action: "settings.update", targetType: "site_settings", targetId: 1, before, after });
      });
      await version.bump();
      return service.get();
    },
  };
  return service;
}

export type SettingsService = ReturnType<typeof createSettingsService>;
