import { normaliseBreakpoints, type BreakpointName, type Breakpoints } from "../builder/breakpoints";
import { globalsFromKit, type GlobalColor, type GlobalFont } from "../builder/global-variables";
import { normaliseThemeStyle, themeStyleFromKit, type ThemeStyle } from "../builder/theme-style";
import type { SiteLogo } from "../builder/site-logo";
import type { SiteSettingsFlag } from "./manifest";

/** The site settings a kit import reads and writes (docs/kits.md). */
export interface KitSettingsTarget {
  siteName: string;
  breakpoints: Breakpoints;
  global_colors: GlobalColor[];
  global_fonts: GlobalFont[];
  theme_style: ThemeStyle;
  site_logo: SiteLogo | null;
}

/**
 * The site's list with the kit's merged in by id, as Elementor's importer does: an item whose id the
 * site has takes the kit's value in its place, a new one is added after; nothing is ever listed twice,
 * so a second import of the same kit changes nothing.
 */
export function mergeById<T extends { id: string }>(mine: readonly T[], kit: readonly T[]): T[] {
  const byId = new Map(kit.map((k) => [k.id, k]));
  const merged = mine.map((m) => byId.get(m.id) ?? m);
  const have = new Set(mine.map((m) => m.id));
  return [...merged, ...kit.filter((k) => !have.has(k.id))];
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const width = (v: unknown): number | undefined => {
  const n = typeof v === "string" ? Number(v) : v;
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The kit's breakpoints over the site's: Elementor's `viewport_<device>` widths (the largest width of
 * the device) with `active_breakpoints`, or the older `viewport_md` / `viewport_lg` (the first width
 * of tablet and desktop, so one more than mobile's and tablet's largest).
 */
export function breakpointsFromKit(settings: Record<string, unknown>, current: Breakpoints): Breakpoints {
  const next: Record<string, { value: number; active: boolean }> = structuredClone(current);
  const md = width(settings.viewport_md);
  const lg = width(settings.viewport_lg);
  if (md) next.mobile!.value = md - 1;
  if (lg) next.tablet!.value = lg - 1;
  const active = Array.isArray(settings.active_breakpoints) ? new Set(settings.active_breakpoints.map(String)) : null;
  for (const name of Object.keys(current) as BreakpointName[]) {
    const value = width(settings[`viewport_${name}`]);
    if (value) next[name]!.value = value;
    if (active) next[name]!.active = active.has(`viewport_${name}`);
  }
  return normaliseBreakpoints(next);
}

/** The site's theme style with the kit's over it, element by element and value by value (a second import changes nothing). */
export function mergeThemeStyle(mine: ThemeStyle, kit: ThemeStyle): ThemeStyle {
  const out: ThemeStyle = structuredClone(mine);
  for (const [el, entry] of Object.entries(kit) as [keyof ThemeStyle, ThemeStyle[keyof ThemeStyle]][]) out[el] = { ...out[el], ...entry };
  return out;
}

/**
 * The logo a kit's general settings name (Elementor's Site Identity `site_logo`, `{ url, id }`), for the
 * import to bring into the media library; null when the flag is not taken or the kit has none.
 */
export function kitSiteLogo(siteSettingsFile: unknown, flags: ReadonlySet<SiteSettingsFlag>): { url: string; alt: string } | null {
  if (!flags.has("generalSettings")) return null;
  const file = record(siteSettingsFile);
  const logo = record(record(file.settings ?? file).site_logo);
  const url = typeof logo.url === "string" ? logo.url.trim() : "";
  if (!url || url.length > 2048) return null;
  return { url, alt: typeof logo.alt === "string" ? logo.alt : "" };
}

/**
 * What a kit's `site-settings.json` changes in the site's settings, by the flags the import takes:
 * global colours and fonts merged by id, the site name (general settings), the breakpoints and the
 * typography of the body, links and headings (theme style). Only the fields that change are answered.
 */
export function kitSettingsChange(
  siteSettingsFile: unknown,
  flags: ReadonlySet<SiteSettingsFlag>,
  current: KitSettingsTarget,
): Partial<KitSettingsTarget> {
  const file = record(siteSettingsFile);
  const settings = record(file.settings ?? file);
  const change: Partial<KitSettingsTarget> = {};
  const kit = globalsFromKit(settings);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (flags.has("globalColors") && (Array.isArray(settings.system_colors) || Array.isArray(settings.custom_colors))) {
    const colors = mergeById(current.global_colors, kit.colors);
    if (!same(colors, current.global_colors)) change.global_colors = colors;
  }
  if (flags.has("globalFonts") && (Array.isArray(settings.system_typography) || Array.isArray(settings.custom_typography))) {
    const fonts = mergeById(current.global_fonts, kit.fonts);
    if (!same(fonts, current.global_fonts)) change.global_fonts = fonts;
  }
  if (flags.has("generalSettings") && typeof settings.site_name === "string") {
    const name = settings.site_name.trim().slice(0, 100);
    if (name && name !== current.siteName) change.siteName = name;
  }
  if (flags.has("themeStyleSettings")) {
    const breakpoints = breakpointsFromKit(settings, current.breakpoints);
    if (!same(breakpoints, current.breakpoints)) change.breakpoints = breakpoints;
    const style = normaliseThemeStyle(mergeThemeStyle(current.theme_style, themeStyleFromKit(settings)));
    if (!same(style, normaliseThemeStyle(current.theme_style))) change.theme_style = style;
  }
  return change;
}
