import { safeUrl } from "#core/text/safe-url";
import type { AudioSettings } from "./settings";

/**
 * What an audio widget's link points at: a SoundCloud track or playlist (played in SoundCloud's
 * player, loaded only when asked), a self-hosted audio file (a native player), or neither (nothing
 * is shown).
 */
export type AudioSource = { kind: "soundcloud"; url: string; title: string } | { kind: "file"; url: string; title: string } | null;

const SOUNDCLOUD_HOSTS = new Set(["soundcloud.com", "www.soundcloud.com", "m.soundcloud.com", "on.soundcloud.com", "api.soundcloud.com"]);
const AUDIO_FILE = /\.(?:mp3|ogg|oga|wav|m4a)$/i;
const PROBE = "https://probe.invalid/";

/** A title from the address's last path segment: "john-coltrane-1963-my-favorite" -> "John coltrane 1963 my favorite". */
export function titleFromPath(pathname: string): string {
  const last = pathname.split("/").filter(Boolean).pop() ?? "";
  let words: string;
  try {
    words = decodeURIComponent(last);
  } catch {
    words = last;
  }
  words = words
    .replace(AUDIO_FILE, "")
    .replace(/[-_+]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
  return words ? words[0]!.toUpperCase() + words.slice(1) : "";
}

export function audioSource(link: string): AudioSource {
  const url = safeUrl(link.trim());
  if (url === "#" || /^(?:mailto|tel):/i.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, PROBE);
  } catch {
    return null;
  }
  if (SOUNDCLOUD_HOSTS.has(parsed.hostname) && /^https?:$/.test(parsed.protocol) && parsed.pathname.length > 1) {
    parsed.protocol = "https:";
    parsed.hash = "";
    return { kind: "soundcloud", url: parsed.href, title: titleFromPath(parsed.pathname) };
  }
  if (AUDIO_FILE.test(parsed.pathname)) return { kind: "file", url, title: titleFromPath(parsed.pathname) };
  return null;
}

const PLAYER_OPTIONS = [
  ["buying", "sc_buying"],
  ["liking", "sc_liking"],
  ["download", "sc_download"],
  ["sharing", "sc_sharing"],
  ["show_comments", "sc_show_comments"],
  ["show_playcount", "sc_show_playcount"],
  ["show_user", "sc_show_user"],
  ["show_artwork", "sc_show_artwork"],
] as const;

/** SoundCloud's player address for a track, with the widget's options; it plays once loaded (the visitor asked). */
export function playerSrc(track: string, s: AudioSettings): string {
  const params = new URLSearchParams({ url: track, auto_play: "true", visual: s.visual === "yes" ? "true" : "false" });
  for (const [param, key] of PLAYER_OPTIONS) params.set(param, s[key] ? "true" : "false");
  if (s.sc_color) params.set("color", s.sc_color);
  return `https://w.soundcloud.com/player/?${params.toString()}`;
}

/** Elementor's player heights: the visual player is taller. */
export const playerHeight = (s: AudioSettings) => (s.visual === "yes" ? 400 : 200);
