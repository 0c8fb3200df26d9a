import { defineWidget } from "../../widget-types";
import { videoSettings, type VideoSettings } from "./settings";
import { videoSource } from "./source";
import { safeUrl } from "#core/text/safe-url";
import { playRange } from "#core/builder/video/video-url";

const PLAY = "M8 5v14l11-7z";

function playLabel(s: VideoSettings): string {
  return s.video_title.trim() ? `Play video: ${s.video_title.trim()}` : "Play video";
}

/**
 * Elementor's video widget behind a light facade: the poster and a Play video
 * control in the player's own box (no layout shift); the host's player and its API script load only
 * when the visitor plays. Without scripts the control is a link to the video's page. A file without
 * an overlay gets the browser's own player; an address that names no video shows nothing.
 */
export const video = defineWidget({
  type: "video",
  title: "Video",
  settings: videoSettings,
  Component: ({ settings: s }) => {
    const source = videoSource(s);
    if (!source) return null;
    const ratio = `elementor-wrapper elementor-open-${s.lightbox ? "lightbox" : "inline"} e-video e-video--${s.aspect_ratio}`;
    if (source.kind === "hosted" && !s.show_image_overlay && !s.lightbox) {
      const { start, end } = playRange(s);
      const src =
        start !== undefined || end !== undefined ? `${source.url}#t=${start ?? 0}${end !== undefined ? `,${end}` : ""}` : source.url;
      return (
        <div className={ratio}>
          <video
            className="elementor-video"
            src={src}
            controls={s.controls}
            autoPlay={s.autoplay}
            muted={s.mute || s.autoplay}
            loop={s.loop}
            playsInline={s.play_on_mobile}
            preload="metadata"
            {...(s.video_title.trim() ? { "aria-label": s.video_title.trim() } : {})}
          />
        </div>
      );
    }
    const poster =
      s.show_image_overlay && s.image_overlay.url ? safeUrl(s.image_overlay.url) : source.kind === "embed" ? source.poster : null;
    return (
      <div className={`${ratio} e-video-facade`}>
        {poster && (
          <img
            className="elementor-custom-embed-image-overlay e-video-facade__poster"
            src={poster}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
        <a
          className="elementor-custom-embed-play e-video-facade__play"
          href={source.kind === "embed" ? source.page : source.url}
          aria-label={playLabel(s)}
        >
          <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
            <path d={PLAY} fill="currentColor" />
          </svg>
        </a>
      </div>
    );
  },
  behaviour: "video",
  clientSettings: (s) => {
    const source = videoSource(s);
    if (!source) return {};
    const title = s.video_title.trim();
    const base = { lightbox: s.lightbox, ...(title ? { title } : {}) };
    if (source.kind === "hosted") return { ...base, hosted: source.url, ...playRange(s), loop: s.loop, mute: s.mute };
    return {
      ...base,
      host: source.host,
      player: source.player,
      ...(source.api ? { api: source.api } : {}),
      ...(s.loop ? { loop: true } : {}),
      ...playRange(s),
    };
  },
});
