import { useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import Lightbox, { type Slide } from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import Video from "yet-another-react-lightbox/plugins/video";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import "./viewer.css";
import { lightboxDialogName } from "#core/builder/lightbox/lightbox-rules";
import type { LightboxItem } from "./items";

declare module "yet-another-react-lightbox" {
  interface SlideTypes {
    embed: { type: "embed"; src: string; title: string };
  }
}

function slideOf(item: LightboxItem): Slide {
  const title = item.title ?? "";
  switch (item.kind) {
    case "image":
      return {
        src: item.url,
        alt: title || (item.alt ?? ""),
        ...(item.title ? { title: item.title } : {}),
        ...(item.description ? { description: item.description } : {}),
      };
    case "video":
      return { type: "video", sources: [{ src: item.url, type: videoType(item.url) }], controls: true, autoPlay: true };
    case "embed":
      return { type: "embed", src: item.url, title: item.title ? `Video player: ${item.title}` : "Video player" };
  }
}

function videoType(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return ext === "webm" ? "video/webm" : ext === "ogv" || ext === "ogg" ? "video/ogg" : ext === "mov" ? "video/quicktime" : "video/mp4";
}

function Viewer({ items, start, onExited }: { items: LightboxItem[]; start: number; onExited: () => void }) {
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(start);
  const single = items.length < 2;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return (
    <Lightbox
      open={open}
      close={() => setOpen(false)}
      index={index}
      slides={items.map(slideOf)}
      plugins={single ? [Video] : [Counter, Video]}
      labels={{ Lightbox: lightboxDialogName(items[index]?.title) }}
      carousel={{ finite: single }}
      animation={reduced ? { fade: 0, swipe: 0, navigation: 0 } : {}}
      controller={{ closeOnBackdropClick: true }}
      on={{ view: ({ index: shown }) => setIndex(shown), exited: onExited }}
      render={{
        ...(single ? { buttonPrev: () => null, buttonNext: () => null } : {}),
        slide: ({ slide }) =>
          slide.type === "embed" ? (
            <iframe
              className="aisle-lightbox__frame"
              src={slide.src}
              title={slide.title}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
            />
          ) : undefined,
      }}
      styles={{ container: { backgroundColor: "rgba(0, 0, 0, 0.9)" } }}
    />
  );
}

let root: Root | null = null;

/** Shows the viewer (one at a time, in its own React root); focus goes back to `trigger` once it has closed. */
export function showLightbox(items: LightboxItem[], start: number, trigger: HTMLElement | null): void {
  if (!root) {
    const host = document.createElement("div");
    host.className = "aisle-lightbox";
    document.body.append(host);
    root = createRoot(host);
  }
  const mounted = root;
  mounted.render(
    <Viewer
      key={Date.now()}
      items={items}
      start={start}
      onExited={() => {
        mounted.render(null);
        if (trigger?.isConnected) trigger.focus();
      }}
    />,
  );
}
