import { z } from "zod";
import { switcher } from "../setting-fields";

/** Elementor's sample track, used when a widget carries no link at all. */
export const DEFAULT_TRACK = "https://soundcloud.com/shchxango/john-coltrane-1963-my-favorite";

/**
 * Stored settings of Elementor's SoundCloud widget (`audio`); every field falls back to its default,
 * so any stored value parses. `sc_auto_play` is not read: the player loads, and plays, only when the
 * visitor asks for it.
 */
export const audioSettings = z.object({
  link: z.object({ url: z.string().max(2000).catch(DEFAULT_TRACK) }).catch({ url: DEFAULT_TRACK }),
  visual: z.enum(["yes", "no"]).catch("no"),
  sc_buying: switcher(true),
  sc_liking: switcher(true),
  sc_download: switcher(true),
  sc_show_artwork: switcher(true),
  sc_sharing: switcher(true),
  sc_show_comments: switcher(true),
  sc_show_playcount: switcher(true),
  sc_show_user: switcher(true),
  /** The player's controls colour: a hex colour, or "" for SoundCloud's own. */
  sc_color: z
    .string()
    .transform((c) => (/^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(c.trim()) ? c.trim().replace(/^#/, "").toLowerCase() : ""))
    .catch(""),
});

export type AudioSettings = z.infer<typeof audioSettings>;
