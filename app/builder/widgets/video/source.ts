import { parseVideoUrl, videoEmbedUrl, videoPosterUrl, type VideoHost } from "#core/builder/video/video-url";
import { safeWebUrl } from "#core/text/safe-url";
import type { VideoSettings } from "./settings";

/** What the widget plays: a host's player (with its page, poster and API script), or a file. */
export type VideoSource =
  | { kind: "embed"; host: VideoHost; page: string; player: string; poster: string | null; api: string | null }
  | { kind: "hosted"; url: string };

/** The host's player API, injected when the visitor plays (Dailymotion's embed needs none). */
const PLAYER_API: Record<VideoHost, string | null> = {
  youtube: "https://www.youtube.com/iframe_api",
  vimeo: "https://player.vimeo.com/api/player.js",
  dailymotion: null,
};

/** The video the settings name, or null when the address is not one (docs/requirements.md#validation): the widget then shows nothing. */
export function videoSource(s: VideoSettings): VideoSource | null {
  if (s.video_type === "hosted") {
    const url = safeWebUrl(s.insert_url ? s.external_url.url : s.hosted_url.url);
    return url ? { kind: "hosted", url } : null;
  }
  const page = s.video_type === "youtube" ? s.youtube_url : s.video_type === "vimeo" ? s.vimeo_url : s.dailymotion_url;
  const ref = parseVideoUrl(page);
  if (!ref || ref.host !== s.video_type) return null;
  const player = videoEmbedUrl(ref, {
    privacy: ref.host === "youtube" ? s.yt_privacy : ref.host === "vimeo" ? s.vimeo_dnt : false,
    start: s.start,
    end: s.end,
    // The visitor pressed Play: the player starts at once.
    autoplay: true,
    mute: s.mute,
    loop: s.loop,
    controls: s.controls,
    rel: s.rel,
    modestbranding: s.modestbranding,
    ...(s.play_on_mobile ? { playsinline: true } : {}),
  });
  return {
    kind: "embed",
    host: ref.host,
    page: safeWebUrl(page) ?? player,
    player,
    poster: videoPosterUrl(ref),
    api: PLAYER_API[ref.host],
  };
}
