/**
 * Video addresses of the video widget and the lightbox (docs/requirements.md#validation,
 * docs/design/builder-behaviour.md#carousel-lightbox-and-video): which video an address names, on
 * YouTube (watch, embed, short youtu.be, shorts, live, v/vi and the old user-page forms, on the www.,
 * m. and privacy-mode hosts), Vimeo (by numeric id) or Dailymotion; and the https addresses of its
 * player and of its poster image.
 *
 * The address is read as a browser reads it (WHATWG URL parser), then its host must be exactly one
 * of the video host's own and the id must have the host's id shape, so an address that only
 * mentions a video host (in its path, query, user name or a look-alike host) names no video.
 */
import { finiteNumber } from "../settings/setting-values";

export type VideoHost = "youtube" | "vimeo" | "dailymotion";

export interface VideoRef {
  host: VideoHost;
  id: string;
}

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const YOUTU_BE_HOSTS = new Set(["youtu.be", "www.youtu.be"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);
const VIMEO_PLAYER_HOST = "player.vimeo.com";
const DAILYMOTION_HOSTS = new Set(["dailymotion.com", "www.dailymotion.com"]);
const DAI_LY_HOSTS = new Set(["dai.ly", "www.dai.ly"]);

/** Path forms `/<form>/<id>` on YouTube's hosts. */
const YOUTUBE_PATH_FORMS = new Set(["embed", "v", "vi", "shorts", "live"]);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[1-9][0-9]{0,10}$/;
const DAILYMOTION_ID = /^[A-Za-z0-9]{2,20}$/;

/** Longer than any real video address: not worth parsing. */
const MAX_URL_LENGTH = 2048;

/** The address as an https/http URL, or null. An address without a scheme is read as https. */
function webAddress(input: string): URL | null {
  const text = input.trim();
  if (text === "" || text.length > MAX_URL_LENGTH) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== "http" && scheme !== "https") return null;
  const absolute = scheme !== undefined ? text : text.startsWith("//") ? `https:${text}` : `https://${text}`;
  try {
    const url = new URL(absolute);
    if (url.username !== "" || url.password !== "" || url.port !== "") return null;
    return url;
  } catch {
    return null;
  }
}

/** The non-empty segments of a path. */
const segments = (pathname: string) => pathname.split("/").filter((s) => s !== "");

function youtubeId(url: URL): string | undefined {
  const [first, second] = segments(url.pathname);
  if (first === undefined || url.pathname === "/watch" || url.pathname === "/watch/") {
    return url.searchParams.get("v") ?? url.searchParams.get("vi") ?? undefined;
  }
  // `/embed/videoseries` (eleven letters, like an id) is a playlist's player, not one video's.
  if (YOUTUBE_PATH_FORMS.has(first)) return second === "videoseries" ? undefined : second;
  // The old channel-page form: /user/<name>#p/<list>/<n>/<id>
  if (first === "user" && second !== undefined) return segments(url.hash.slice(1)).at(-1);
  return undefined;
}

function vimeoId(url: URL): string | undefined {
  const parts = segments(url.pathname);
  if (url.hostname === VIMEO_PLAYER_HOST) return parts[0] === "video" ? parts[1] : undefined;
  const [first, second] = parts;
  // /<id>, /video/<id>, /external/<id>.<quality>.mp4
  const id = first === "video" || first === "external" ? second : first;
  return id?.replace(/\.[A-Za-z0-9.]*$/, "");
}

function dailymotionId(url: URL): string | undefined {
  const parts = segments(url.pathname);
  const [first, second, third] = parts;
  if (first === "embed" && second === "video") return third;
  if (first === "video") return second?.split("_")[0];
  if (first === "hub") {
    const fromHash = /^#video=([^&]+)/.exec(url.hash)?.[1];
    return fromHash ?? second?.split("_")[0];
  }
  return undefined;
}

function refFrom(host: VideoHost, id: string | undefined, shape: RegExp): VideoRef | null {
  return id !== undefined && shape.test(id) ? { host, id } : null;
}

/** Which video an address names, or null when it names none (or is not a safe web address). */
export function parseVideoUrl(input: unknown): VideoRef | null {
  if (typeof input !== "string") return null;
  const url = webAddress(input);
  if (!url) return null;
  const host = url.hostname;
  if (YOUTUBE_HOSTS.has(host)) return refFrom("youtube", youtubeId(url), YOUTUBE_ID);
  if (YOUTU_BE_HOSTS.has(host)) return refFrom("youtube", segments(url.pathname)[0], YOUTUBE_ID);
  if (VIMEO_HOSTS.has(host) || host === VIMEO_PLAYER_HOST) return refFrom("vimeo", vimeoId(url), VIMEO_ID);
  if (DAILYMOTION_HOSTS.has(host)) return refFrom("dailymotion", dailymotionId(url), DAILYMOTION_ID);
  if (DAI_LY_HOSTS.has(host)) return refFrom("dailymotion", segments(url.pathname)[0], DAILYMOTION_ID);
  return null;
}

export interface EmbedOptions {
  /** Privacy mode: YouTube's youtube-nocookie.com host, Vimeo's do-not-track. */
  privacy?: boolean;
  /** Start and end, in whole seconds. End applies on YouTube only, and only after the start. */
  start?: number | string;
  end?: number | string;
  autoplay?: boolean;
  mute?: boolean;
  loop?: boolean;
  /** The player's controls; shown unless this is false. */
  controls?: boolean;
  /** YouTube: related videos from other channels at the end; allowed unless this is false. */
  rel?: boolean;
  /** YouTube: the smaller logo. */
  modestbranding?: boolean;
  /** Play inline on phones rather than full screen (true), or not (false); the player's default when unset. */
  playsinline?: boolean;
}

/** Whole non-negative seconds (a number or numeric text), or undefined for anything else. */
function seconds(value: unknown): number | undefined {
  const n = finiteNumber(value);
  return n !== undefined && n >= 0 ? Math.floor(n) : undefined;
}

/** The start and end to use: the end only when it comes after the start. */
export function playRange(options: Pick<EmbedOptions, "start" | "end">): { start?: number; end?: number } {
  const start = seconds(options.start);
  const end = seconds(options.end);
  return { ...(start !== undefined && start > 0 ? { start } : {}), ...(end !== undefined && end > (start ?? 0) ? { end } : {}) };
}

function youtubeParams(ref: VideoRef, options: EmbedOptions): URLSearchParams {
  const params = new URLSearchParams();
  const { start, end } = playRange(options);
  if (options.autoplay) params.set("autoplay", "1");
  if (options.mute) params.set("mute", "1");
  if (options.loop) {
    params.set("loop", "1");
    params.set("playlist", ref.id); // YouTube loops a single video only as a one-item playlist
  }
  if (options.controls === false) params.set("controls", "0");
  if (options.rel === false) params.set("rel", "0");
  if (options.modestbranding) params.set("modestbranding", "1");
  if (options.playsinline !== undefined) params.set("playsinline", options.playsinline ? "1" : "0");
  if (start !== undefined) params.set("start", String(start));
  if (end !== undefined) params.set("end", String(end));
  return params;
}

function vimeoParams(options: EmbedOptions): URLSearchParams {
  const params = new URLSearchParams();
  if (options.autoplay) params.set("autoplay", "1");
  if (options.mute) params.set("muted", "1");
  if (options.loop) params.set("loop", "1");
  if (options.controls === false) params.set("controls", "0");
  if (options.playsinline !== undefined) params.set("playsinline", options.playsinline ? "1" : "0");
  if (options.privacy) params.set("dnt", "1");
  return params;
}

function dailymotionParams(options: EmbedOptions): URLSearchParams {
  const params = new URLSearchParams();
  const { start } = playRange(options);
  if (options.autoplay) params.set("autoplay", "1");
  if (options.mute) params.set("mute", "1");
  if (options.controls === false) params.set("controls", "0");
  if (start !== undefined) params.set("start", String(start));
  return params;
}

function withQuery(base: string, params: URLSearchParams): string {
  const query = params.toString();
  return query === "" ? base : `${base}?${query}`;
}

/** The https address of the video's player with the options applied. */
export function videoEmbedUrl(ref: VideoRef, options: EmbedOptions = {}): string {
  switch (ref.host) {
    case "youtube": {
      const host = options.privacy ? "www.youtube-nocookie.com" : "www.youtube.com";
      return withQuery(`https://${host}/embed/${ref.id}`, youtubeParams(ref, options));
    }
    case "vimeo": {
      const { start } = playRange(options);
      return withQuery(`https://player.vimeo.com/video/${ref.id}`, vimeoParams(options)) + (start !== undefined ? `#t=${start}s` : "");
    }
    case "dailymotion":
      return withQuery(`https://www.dailymotion.com/embed/video/${ref.id}`, dailymotionParams(options));
  }
}

/** The video's poster image where the address is known without asking the host: YouTube and Dailymotion. */
export function videoPosterUrl(ref: VideoRef): string | null {
  switch (ref.host) {
    case "youtube":
      return `https://i.ytimg.com/vi/${ref.id}/hqdefault.jpg`;
    case "dailymotion":
      return `https://www.dailymotion.com/thumbnail/video/${ref.id}`;
    case "vimeo":
      return null;
  }
}
