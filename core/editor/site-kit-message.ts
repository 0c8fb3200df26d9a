import { z } from "zod";
import { globalColors, globalFonts, type GlobalVariables } from "#core/builder/global-variables";

/**
 * The message the site settings page sends its other tabs (a BroadcastChannel of this name, same origin
 * only) once the kit's global colours or fonts are saved, so an open editor's preview takes them at once
 * (decision 0096). Read back only when it has the shape and limits a save accepts.
 */
export const SITE_KIT_CHANNEL = "aisle-site-kit";
const TYPE = "aisle-site-kit:globals";

const message = z.object({ type: z.literal(TYPE), colors: globalColors, fonts: globalFonts });

export type SiteKitMessage = z.infer<typeof message>;

export const siteKitMessage = (globals: GlobalVariables): SiteKitMessage => ({ type: TYPE, colors: globals.colors, fonts: globals.fonts });

/** The variables a message carries, or null for anything else. */
export function readSiteKitMessage(data: unknown): GlobalVariables | null {
  const read = message.safeParse(data);
  return read.success ? { colors: read.data.colors, fonts: read.data.fonts } : null;
}
