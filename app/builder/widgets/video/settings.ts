import { z } from "zod";
import { imageSetting, numberSetting, switcher, textSetting } from "../setting-fields";

const address = z.object({ url: z.string().max(2000).catch("") }).catch({ url: "" });

export const ASPECT_RATIOS = ["169", "219", "43", "32", "11", "916"] as const;

/** Stored settings of the video widget (Elementor's names); every field falls back to its default, so any stored value parses. */
export const videoSettings = z.object({
  video_type: z.enum(["youtube", "vimeo", "dailymotion", "hosted"]).catch("youtube"),
  youtube_url: textSetting("", 2000),
  vimeo_url: textSetting("", 2000),
  dailymotion_url: textSetting("", 2000),
  /** A file from the media library, or (`insert_url`) any address in `external_url`. */
  hosted_url: address,
  insert_url: switcher(false),
  external_url: address,
  /** Seconds. */
  start: numberSetting(0, { min: 0, max: 86400 * 7 }),
  end: numberSetting(0, { min: 0, max: 86400 * 7 }),
  autoplay: switcher(false),
  mute: switcher(false),
  loop: switcher(false),
  controls: switcher(true),
  rel: switcher(false),
  modestbranding: switcher(false),
  play_on_mobile: switcher(false),
  /** Privacy mode: YouTube's youtube-nocookie.com host, Vimeo's do-not-track. */
  yt_privacy: switcher(false),
  vimeo_dnt: switcher(false),
  show_image_overlay: switcher(false),
  image_overlay: imageSetting,
  /** Play in the lightbox rather than in place. */
  lightbox: switcher(false),
  aspect_ratio: z.enum(ASPECT_RATIOS).catch("169"),
  /** The video's title: names the Play video control and the player. */
  video_title: textSetting("", 300),
});

export type VideoSettings = z.infer<typeof videoSettings>;
