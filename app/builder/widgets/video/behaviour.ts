import type { BehaviourStart } from "../../behaviours/contract";
import { openLightbox } from "../../behaviours/lightbox/open";

/** How often the host's player API is checked for readiness (docs/requirements.md#calls), and for how long. */
export const API_POLL_MS = 350;
const API_GIVE_UP_MS = 120_000;

type YouTubePlayer = { seekTo(seconds: number, allowSeekAhead: boolean): void; playVideo(): void };
type YouTubeApi = {
  Player: new (
    el: HTMLIFrameElement,
    opts: { events: { onStateChange(e: { data: number; target: YouTubePlayer }): void } },
  ) => YouTubePlayer;
  PlayerState?: { ENDED: number };
};

/** The host's API object once it has loaded, else null. */
function apiReady(host: string): unknown {
  const w = window as unknown as { YT?: { Player?: unknown }; Vimeo?: { Player?: unknown } };
  if (host === "youtube") return typeof w.YT?.Player === "function" ? w.YT : null;
  if (host === "vimeo") return typeof w.Vimeo?.Player === "function" ? w.Vimeo : null;
  return null;
}

/** Adds the host's API script once per page (a script made by ours is allowed by the page's policy). */
function injectScript(src: string): void {
  if ([...document.scripts].some((s) => s.src === src)) return;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  document.head.append(script);
}

/**
 * The video facade's Play video link becomes a button. Playing puts the host's player (or the file's
 * own player) in the facade's box and focuses it, then injects the host's API script and polls for
 * it every 350 ms: once ready, a looping YouTube video with a start time goes back to that start at
 * its end (YouTube's own loop restarts at 0). With `lightbox`, it plays in the lightbox instead.
 */
const start: BehaviourStart = (root, ctx) => {
  const facade = root.querySelector<HTMLElement>(".e-video-facade");
  const link = facade?.querySelector<HTMLAnchorElement>("a.e-video-facade__play");
  const { player, hosted, api, host, title, lightbox, loop, start: from, mute } = ctx.settings;
  const src = typeof player === "string" ? player : typeof hosted === "string" ? hosted : null;
  if (!facade || !link || !src) return;
  const name = typeof title === "string" && title ? title : "";

  const button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  button.setAttribute("aria-label", link.getAttribute("aria-label") ?? "Play video");
  const focused = document.activeElement === link;
  button.append(...link.childNodes);
  link.replaceWith(button);
  if (focused) button.focus();

  let media: HTMLIFrameElement | HTMLVideoElement | null = null;
  let poll: ReturnType<typeof setInterval> | undefined;

  const watchApi = (frame: HTMLIFrameElement) => {
    if (typeof api !== "string" || typeof host !== "string") return;
    injectScript(api);
    const began = Date.now();
    poll = setInterval(() => {
      const ready = apiReady(host);
      if (!ready && Date.now() - began < API_GIVE_UP_MS) return;
      clearInterval(poll);
      if (ready && host === "youtube") {
        const yt = ready as YouTubeApi;
        const ended = yt.PlayerState?.ENDED ?? 0;
        new yt.Player(frame, {
          events: {
            onStateChange: (event) => {
              if (loop === true && event.data === ended) {
                event.target.seekTo(typeof from === "number" ? from : 0, true);
                event.target.playVideo();
              }
            },
          },
        });
      }
    }, API_POLL_MS);
  };

  const play = () => {
    if (lightbox === true) {
      void openLightbox([{ kind: typeof hosted === "string" ? "video" : "embed", url: src, ...(name ? { title: name } : {}) }], 0, button);
      return;
    }
    if (typeof hosted === "string") {
      const video = document.createElement("video");
      video.className = "elementor-video";
      video.src = typeof from === "number" ? `${hosted}#t=${from}` : hosted;
      video.controls = true;
      video.playsInline = true;
      video.loop = loop === true;
      video.muted = mute === true;
      if (name) video.setAttribute("aria-label", name);
      media = video;
      facade.replaceChildren(video);
      video.focus();
      void video.play().catch(() => {});
      return;
    }
    const frame = document.createElement("iframe");
    const url = new URL(src);
    if (host === "youtube") {
      url.searchParams.set("enablejsapi", "1");
      url.searchParams.set("origin", window.location.origin);
    }
    frame.src = url.toString();
    frame.title = name ? `Video player: ${name}` : "Video player";
    frame.allow = "autoplay; fullscreen; picture-in-picture; encrypted-media";
    frame.allowFullscreen = true;
    media = frame;
    facade.replaceChildren(frame);
    frame.focus();
    watchApi(frame);
  };

  const children = [...facade.childNodes];
  button.addEventListener("click", play, { signal: ctx.signal });

  return () => {
    clearInterval(poll);
    if (media?.isConnected) facade.replaceChildren(...children);
    link.append(...button.childNodes);
    if (button.isConnected) button.replaceWith(link);
  };
};

export default start;
