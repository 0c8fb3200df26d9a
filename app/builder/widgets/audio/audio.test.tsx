import { describe, expect, it } from "vitest";
import { foldIcons, renderWidget } from "../widget-test-support";
import { parseWidgetSettings } from "../../widget-types";
import { audio } from "./audio";
import { DEFAULT_TRACK } from "./settings";
import { audioSource, titleFromPath } from "./sources";

const client = (stored: unknown) => audio.clientSettings!(parseWidgetSettings(audio, stored), {});

describe("audio (SoundCloud) widget", () => {
  it("shows a facade for Elementor's sample track by default: its title and a Play audio link to the track", () => {
    const html = renderWidget(audio, {});
    expect(foldIcons(html)).toBe(
      '<div class="elementor-soundcloud-wrapper e-audio-facade"><p class="e-audio__title">[e-fab-soundcloud] John coltrane 1963 my favorite</p>' +
        `<a class="e-audio-facade__play" href="${DEFAULT_TRACK}" target="_blank" rel="noopener noreferrer" aria-label="Play audio: John coltrane 1963 my favorite">[e-fas-play]<span>Play audio</span></a></div>`,
    );
    expect(html).not.toContain("<iframe");
  });

  it("hands the behaviour SoundCloud's player address with the widget's options, and its height", () => {
    const settings = client({
      link: { url: "http://soundcloud.com/harvest-lane/kitchen-radio#t=1" },
      visual: "yes",
      sc_buying: "",
      sc_color: "#FF5500",
    });
    expect(settings).toEqual({
      player:
        "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fharvest-lane%2Fkitchen-radio&auto_play=true&visual=true&buying=false&liking=true&download=true&sharing=true&show_comments=true&show_playcount=true&show_user=true&show_artwork=true&color=ff5500",
      height: 400,
      title: "Kitchen radio",
    });
    expect(renderWidget(audio, { link: { url: "https://soundcloud.com/a/b" }, visual: "yes" })).toContain(
      'class="elementor-soundcloud-wrapper e-audio-facade e-audio-facade--visual"',
    );
  });

  it("plays a self-hosted audio file in the browser's own player", () => {
    expect(renderWidget(audio, { link: { url: "/media/store-jingle.mp3" } })).toBe(
      '<figure class="e-audio-file"><figcaption class="e-audio__title">Store jingle</figcaption><audio controls="" preload="none" src="/media/store-jingle.mp3"></audio></figure>',
    );
    expect(client({ link: { url: "/media/store-jingle.mp3" } })).toEqual({});
  });

  it("shows nothing for an address that is neither SoundCloud nor an audio file, or is unsafe", () => {
    for (const url of [
      "https://example.com/track",
      "https://evil.example/soundcloud.com/x",
      "javascript:alert(1)//x.mp3",
      "https://soundcloud.com/",
      "",
      "mailto:a@b.c",
    ]) {
      expect(renderWidget(audio, { link: { url } })).toBe("");
      expect(client({ link: { url } })).toEqual({});
    }
  });

  it("falls back per field on garbage and escapes what it shows", () => {
    const defaults = renderWidget(audio, {});
    expect(renderWidget(audio, { link: "x", visual: 3, sc_color: [] })).toBe(defaults);
    expect(renderWidget(audio, [])).toBe(defaults);
    expect(client({ sc_color: "red;}", sc_show_user: "maybe" })).toMatchObject({ player: expect.not.stringContaining("color=") });
    const html = renderWidget(audio, { link: { url: "https://soundcloud.com/x/%3Cimg%20onerror%3D1%3E" } });
    expect(html).toContain("&lt;img onerror=1&gt;");
    expect(html).not.toContain("<img");
  });

  it("reads titles and sources from addresses", () => {
    expect(titleFromPath("/artist/sets/summer_bbq-mix")).toBe("Summer bbq mix");
    expect(titleFromPath("/%E0%A4%A")).toBe("%E0%A4%A");
    expect(audioSource("https://on.soundcloud.com/AbCd")).toMatchObject({ kind: "soundcloud", url: "https://on.soundcloud.com/AbCd" });
    expect(audioSource("https://cdn.example.com/a/b.OGG?x=1")).toMatchObject({ kind: "file" });
  });
});
