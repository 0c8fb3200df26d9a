import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseVideoUrl, playRange, videoEmbedUrl, videoPosterUrl } from "./video-url";

const YT = "dQw4w9WgXcQ";
const yt = { host: "youtube", id: YT } as const;
const vimeo = { host: "vimeo", id: "76979871" } as const;
const dm = { host: "dailymotion", id: "x7tgad0" } as const;

describe("parseVideoUrl: YouTube", () => {
  it.each([
    `https://www.youtube.com/watch?v=${YT}`,
    `https://youtube.com/watch?v=${YT}`,
    `https://m.youtube.com/watch?v=${YT}`,
    `http://www.youtube.com/watch?v=${YT}`,
    `www.youtube.com/watch?v=${YT}`,
    `youtube.com/watch?v=${YT}`,
    `//www.youtube.com/watch?v=${YT}`,
    `https://www.youtube.com/watch?feature=share&v=${YT}&t=42s`,
    `https://www.youtube.com/watch/?v=${YT}`,
    `https://www.youtube.com/watch?vi=${YT}`,
    `https://www.youtube.com/?v=${YT}`,
    `https://www.youtube.com/embed/${YT}`,
    `https://www.youtube.com/embed/${YT}?start=10&rel=0`,
    `https://www.youtube.com/embed/${YT}/`,
    `https://www.youtube-nocookie.com/embed/${YT}`,
    `https://youtube-nocookie.com/embed/${YT}`,
    `https://www.youtube.com/v/${YT}`,
    `https://www.youtube.com/vi/${YT}`,
    `https://www.youtube.com/shorts/${YT}`,
    `https://youtube.com/shorts/${YT}?feature=share`,
    `https://www.youtube.com/live/${YT}`,
    `https://youtu.be/${YT}`,
    `https://youtu.be/${YT}?t=30`,
    `youtu.be/${YT}`,
    `https://www.youtu.be/${YT}`,
    `https://www.youtube.com/user/HarvestLane#p/u/1/${YT}`,
    `  https://www.youtube.com/watch?v=${YT}\n`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${YT}`,
    `https://www.youtube.com:443/watch?v=${YT}`,
  ])("reads %j", (url) => expect(parseVideoUrl(url)).toEqual(yt));

  it("keeps the id's own characters, hyphen and underscore included", () => {
    expect(parseVideoUrl("https://youtu.be/a-B_c1d2E3f")).toEqual({ host: "youtube", id: "a-B_c1d2E3f" });
  });

  it.each([
    "https://www.youtube.com/",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/watch?v=",
    "https://www.youtube.com/watch?list=PL123",
    "https://www.youtube.com/embed/videoseries?list=PL123",
    "https://www.youtube.com/user/HarvestLane",
    "https://www.youtube.com/channel/UC123",
    "https://www.youtube.com/results?v=dQw4w9WgXcQ",
    "https://youtu.be/",
    `https://youtu.be/${YT}x`, // 12 characters
    "https://youtu.be/dQw4w9WgXc", // 10 characters
    "https://youtu.be/dQw4w9Wg%3Cs", // escapes are not id characters
    "https://www.youtube.com/watch?v=dQw4w9Wg<sc",
    'https://www.youtube.com/watch?v=dQw4w9WgX"Q',
    "https://www.youtube.com/embed/dQw4w9WgX.Q",
    "https://www.youtube.com/embed/..%2F..%2Fx",
  ])("names no video: %j", (url) => expect(parseVideoUrl(url)).toBeNull());
});

describe("parseVideoUrl: Vimeo and Dailymotion", () => {
  it.each([
    "https://vimeo.com/76979871",
    "https://www.vimeo.com/76979871",
    "vimeo.com/76979871",
    "https://vimeo.com/76979871?share=copy",
    "https://vimeo.com/76979871#t=30s",
    "https://vimeo.com/video/76979871",
    "https://vimeo.com/external/76979871.hd.mp4?s=abc",
    "https://vimeo.com/external/76979871",
    "https://player.vimeo.com/video/76979871",
    "https://player.vimeo.com/video/76979871?h=abc123&autoplay=1",
  ])("reads Vimeo %j", (url) => expect(parseVideoUrl(url)).toEqual(vimeo));

  it("reads ids of one to eleven digits, and no other number", () => {
    expect(parseVideoUrl("https://vimeo.com/1")).toEqual({ host: "vimeo", id: "1" });
    expect(parseVideoUrl("https://vimeo.com/12345678901")).toEqual({ host: "vimeo", id: "12345678901" });
    expect(parseVideoUrl("https://vimeo.com/123456789012")).toBeNull();
    expect(parseVideoUrl("https://vimeo.com/0")).toBeNull();
    expect(parseVideoUrl("https://vimeo.com/0123")).toBeNull();
  });

  it.each([
    "https://vimeo.com/",
    "https://vimeo.com/channels/staffpicks",
    "https://vimeo.com/harvestlane",
    "https://vimeo.com/76979871abc",
    "https://player.vimeo.com/76979871",
    "https://player.vimeo.com/video/",
    "https://player.vimeo.com/video/abc",
  ])("names no Vimeo video: %j", (url) => expect(parseVideoUrl(url)).toBeNull());

  it.each([
    "https://www.dailymotion.com/video/x7tgad0",
    "https://dailymotion.com/video/x7tgad0",
    "https://www.dailymotion.com/video/x7tgad0_market-tour_lifestyle",
    "https://www.dailymotion.com/video/x7tgad0?playlist=x6hynp",
    "https://www.dailymotion.com/embed/video/x7tgad0",
    "https://www.dailymotion.com/hub/x7tgad0",
    "https://www.dailymotion.com/hub/x6z8p_Harvest#video=x7tgad0",
    "https://dai.ly/x7tgad0",
    "dai.ly/x7tgad0",
  ])("reads Dailymotion %j", (url) => expect(parseVideoUrl(url)).toEqual(dm));

  it.each([
    "https://www.dailymotion.com/",
    "https://www.dailymotion.com/harvestlane",
    "https://www.dailymotion.com/video/",
    "https://www.dailymotion.com/video/x<7tgad0",
    "https://www.dailymotion.com/hub/x6z8p#video=x7t%22ad0",
    "https://dai.ly/",
  ])("names no Dailymotion video: %j", (url) => expect(parseVideoUrl(url)).toBeNull());
});

describe("parseVideoUrl: hostile and foreign addresses", () => {
  it.each([
    `javascript:alert(1)//https://www.youtube.com/watch?v=${YT}`,
    `javascript://www.youtube.com/watch?v=${YT}`,
    `JaVaScRiPt:alert('youtube.com/watch?v=${YT}')`,
    `data:text/html,https://youtu.be/${YT}`,
    `vbscript:youtu.be/${YT}`,
    `ftp://www.youtube.com/watch?v=${YT}`,
    `https://evil.example/www.youtube.com/watch?v=${YT}`,
    `https://evil.example/?u=https://youtu.be/${YT}`,
    `https://evil.example/#https://youtu.be/${YT}`,
    `https://www.youtube.com@evil.example/watch?v=${YT}`,
    `https://youtube.com:x@evil.example/embed/${YT}`,
    `https://user@www.youtube.com/watch?v=${YT}`,
    `https://www.youtube.com:8443/watch?v=${YT}`,
    `https://www.youtube.com.evil.example/watch?v=${YT}`,
    `https://evilyoutube.com/watch?v=${YT}`,
    `https://youtube.com./watch?v=${YT}`,
    `https://www.y\u043eutube.com/watch?v=${YT}`, // a Cyrillic o
    `https://evil.example\\@www.youtube.com/watch?v=${YT}`,
    `https://www.youtube.com\\@evil.example/watch?v=${YT}`,
    "https://vimeo.com.evil.example/76979871",
    "https://evil.example/vimeo.com/76979871",
    "https://player.vimeo.com@evil.example/video/76979871",
    "https://evil.example/dailymotion.com/video/x7tgad0",
    "https://dai.ly.evil.example/x7tgad0",
    "",
    "   ",
    "not a url",
    `https://youtu.be/${YT}?x=${"a".repeat(3000)}`,
  ])("refuses %j", (url) => expect(parseVideoUrl(url)).toBeNull());

  it("refuses what is not text", () => {
    for (const value of [undefined, null, 42, {}, [`https://youtu.be/${YT}`], { url: `https://youtu.be/${YT}` }]) {
      expect(parseVideoUrl(value)).toBeNull();
    }
  });

  it("never throws, and whatever it accepts has a host's id shape", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webUrl().map((u) => `${u}/watch?v=${YT}`),
        ),
        (input) => {
          const ref = parseVideoUrl(input);
          if (ref) expect(ref.id).toMatch(/^[A-Za-z0-9_-]+$/);
        },
      ),
    );
  });
});

describe("videoEmbedUrl", () => {
  it("YouTube: the plain player, and the privacy-mode host", () => {
    expect(videoEmbedUrl(yt)).toBe(`https://www.youtube.com/embed/${YT}`);
    expect(videoEmbedUrl(yt, { privacy: true })).toBe(`https://www.youtube-nocookie.com/embed/${YT}`);
  });

  it("YouTube: every option, loop as a playlist of the one video", () => {
    const url = new URL(
      videoEmbedUrl(yt, {
        autoplay: true,
        mute: true,
        loop: true,
        controls: false,
        rel: false,
        modestbranding: true,
        playsinline: true,
        start: 30,
        end: 90,
      }),
    );
    expect(url.origin + url.pathname).toBe(`https://www.youtube.com/embed/${YT}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: "1",
      mute: "1",
      loop: "1",
      playlist: YT,
      controls: "0",
      rel: "0",
      modestbranding: "1",
      playsinline: "1",
      start: "30",
      end: "90",
    });
  });

  it("YouTube: options at their player defaults add nothing", () => {
    expect(videoEmbedUrl(yt, { autoplay: false, mute: false, loop: false, controls: true, rel: true, modestbranding: false })).toBe(
      `https://www.youtube.com/embed/${YT}`,
    );
    expect(videoEmbedUrl(yt, { playsinline: false })).toBe(`https://www.youtube.com/embed/${YT}?playsinline=0`);
  });

  it("Vimeo: options in the query, the start as #t=<s>s, privacy as do-not-track, no end", () => {
    expect(videoEmbedUrl(vimeo)).toBe("https://player.vimeo.com/video/76979871");
    expect(videoEmbedUrl(vimeo, { start: 75, end: 120 })).toBe("https://player.vimeo.com/video/76979871#t=75s");
    expect(
      videoEmbedUrl(vimeo, { autoplay: true, mute: true, loop: true, controls: false, playsinline: false, privacy: true, start: 5 }),
    ).toBe("https://player.vimeo.com/video/76979871?autoplay=1&muted=1&loop=1&controls=0&playsinline=0&dnt=1#t=5s");
  });

  it("Dailymotion: autoplay, mute, controls and start", () => {
    expect(videoEmbedUrl(dm)).toBe("https://www.dailymotion.com/embed/video/x7tgad0");
    expect(videoEmbedUrl(dm, { autoplay: true, mute: true, controls: false, start: 12, end: 40, privacy: true })).toBe(
      "https://www.dailymotion.com/embed/video/x7tgad0?autoplay=1&mute=1&controls=0&start=12",
    );
  });

  it("is always https", () => {
    for (const ref of [yt, vimeo, dm]) expect(videoEmbedUrl(ref, { privacy: true, start: 3 })).toMatch(/^https:\/\//);
  });
});

describe("playRange", () => {
  it.each([
    [{}, {}],
    [{ start: 0 }, {}],
    [{ start: 10 }, { start: 10 }],
    [{ start: 10.9 }, { start: 10 }],
    [{ start: "15" }, { start: 15 }],
    [{ end: 30 }, { end: 30 }],
    [
      { start: 10, end: 30 },
      { start: 10, end: 30 },
    ],
    [{ start: 30, end: 30 }, { start: 30 }],
    [{ start: 30, end: 10 }, { start: 30 }],
    [{ end: 0 }, {}],
    [{ start: -5, end: -1 }, {}],
    [{ start: Number.NaN, end: Number.POSITIVE_INFINITY }, {}],
    [{ start: "soon", end: "1e2" }, { end: 100 }],
  ])("%j gives %j", (input, expected) => expect(playRange(input as never)).toEqual(expected));
});

describe("videoPosterUrl", () => {
  it("YouTube's high-quality still, Dailymotion's thumbnail, none for Vimeo", () => {
    expect(videoPosterUrl(yt)).toBe(`https://i.ytimg.com/vi/${YT}/hqdefault.jpg`);
    expect(videoPosterUrl(dm)).toBe("https://www.dailymotion.com/thumbnail/video/x7tgad0");
    expect(videoPosterUrl(vimeo)).toBeNull();
  });
});
