import { describe, expect, it } from "vitest";
import { parseWidgetSettings } from "../../widget-types";
import { renderWidget } from "../widget-test-support";
import { video } from "./video";

const YT = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const client = (stored: Record<string, unknown>) => video.clientSettings?.(parseWidgetSettings(video, stored), stored);

describe("video widget", () => {
  it("shows nothing for an address that names no video, or for garbage", () => {
    expect(renderWidget(video, {})).toBe("");
    expect(renderWidget(video, { youtube_url: "https://example.com/watch?v=dQw4w9WgXcQ" })).toBe("");
    expect(renderWidget(video, { video_type: "vimeo", vimeo_url: YT })).toBe("");
    expect(renderWidget(video, { video_type: "hosted", hosted_url: { url: "javascript:alert(1)" } })).toBe("");
    expect(() => renderWidget(video, { video_type: 3, start: "x", aspect_ratio: [], image_overlay: 5 })).not.toThrow();
  });

  it("is a facade: the host's poster and a Play video link to the video's page, named with the title", () => {
    const html = renderWidget(video, { youtube_url: YT, video_title: "Knife skills" });
    expect(html).toContain('class="elementor-wrapper elementor-open-inline e-video e-video--169 e-video-facade"');
    expect(html).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg" alt=""');
    expect(html).toContain(`href="${YT}" aria-label="Play video: Knife skills"`);
    expect(html).not.toContain("<iframe");
    expect(
      renderWidget(video, { youtube_url: YT, show_image_overlay: "yes", image_overlay: { url: "/images/demo/produce.svg" } }),
    ).toContain('src="/images/demo/produce.svg"');
    expect(renderWidget(video, { video_type: "vimeo", vimeo_url: "https://vimeo.com/76979871", aspect_ratio: "43" })).toContain(
      'e-video--43 e-video-facade"><a',
    );
  });

  it("hands the behaviour the player address: privacy host, start and end, the API script", () => {
    expect(client({ youtube_url: YT, yt_privacy: "yes", start: 30, end: 60, video_title: "Knife skills" })).toEqual({
      lightbox: false,
      title: "Knife skills",
      host: "youtube",
      player: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=30&end=60",
      api: "https://www.youtube.com/iframe_api",
      start: 30,
      end: 60,
    });
    expect(client({ video_type: "vimeo", vimeo_url: "https://vimeo.com/76979871", vimeo_dnt: "yes", start: 5 })).toMatchObject({
      host: "vimeo",
      player: "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1#t=5s",
      api: "https://player.vimeo.com/api/player.js",
    });
    expect(client({ video_type: "dailymotion", dailymotion_url: "https://www.dailymotion.com/video/x7tgad0" })).toEqual({
      lightbox: false,
      host: "dailymotion",
      player: "https://www.dailymotion.com/embed/video/x7tgad0?autoplay=1",
    });
    expect(client({ youtube_url: "nonsense" })).toEqual({});
  });

  it("a file plays in the browser's own player, or behind the facade with an overlay or the lightbox", () => {
    const html = renderWidget(video, { video_type: "hosted", hosted_url: { url: "/media/tour.mp4" }, start: 3, end: 9, loop: "yes" });
    expect(html).toContain('<video class="elementor-video" src="/media/tour.mp4#t=3,9" controls="" loop="" preload="metadata">');
    const facade = renderWidget(video, {
      video_type: "hosted",
      insert_url: "yes",
      external_url: { url: "https://cdn.example.com/tour.mp4" },
      lightbox: "yes",
    });
    expect(facade).toContain("elementor-open-lightbox");
    expect(facade).toContain('href="https://cdn.example.com/tour.mp4" aria-label="Play video"');
    expect(client({ video_type: "hosted", hosted_url: { url: "/media/tour.mp4" }, lightbox: "yes" })).toEqual({
      lightbox: true,
      hosted: "/media/tour.mp4",
      loop: false,
      mute: false,
    });
  });
});
