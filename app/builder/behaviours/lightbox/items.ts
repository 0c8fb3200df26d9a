import { parseVideoUrl, videoEmbedUrl } from "#core/builder/video/video-url";
import type { SlideshowItem } from "#core/builder/lightbox/lightbox-rules";
import type { LightboxActionItem } from "#core/builder/page-action";

/** What the viewer shows: an image, a video file, or a video host's player. */
export type LightboxItem = {
  kind: "image" | "video" | "embed";
  url: string;
  title?: string;
  description?: string;
  /** The image's text alternative when it has no title. */ alt?: string;
};

const VIDEO_FILE = /\.(?:mp4|webm|ogv|ogg|mov|m4v)(?:[?#]|$)/i;

/** A video address as the viewer plays it: a host's player (played at once), or the file itself. */
function video(url: string): Pick<LightboxItem, "kind" | "url"> {
  const ref = parseVideoUrl(url);
  return ref ? { kind: "embed", url: videoEmbedUrl(ref, { autoplay: true }) } : { kind: "video", url };
}

const texts = (from: { title?: string; description?: string }) => ({
  ...(from.title ? { title: from.title } : {}),
  ...(from.description ? { description: from.description } : {}),
});

/** A link of the page (its image, or its video flag) as a viewer item. */
export function fromSlide(item: SlideshowItem): LightboxItem {
  return { ...(item.video ? video(item.video) : { kind: VIDEO_FILE.test(item.url) ? "video" : "image", url: item.url }), ...texts(item) };
}

/** A page action's item as a viewer item. */
export function fromAction(item: LightboxActionItem): LightboxItem {
  return { ...(item.type === "video" ? video(item.url) : { kind: "image" as const, url: item.url }), ...texts(item) };
}
