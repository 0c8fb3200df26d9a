import { defineWidget } from "../../widget-types";
import { audioSettings } from "./settings";
import { audioSource, playerHeight, playerSrc } from "./sources";
import { Icon } from "../icons/icon";

const SOUNDCLOUD_ICON = { value: "fab fa-soundcloud", library: "fa-brands" };
const PLAY_ICON = { value: "fas fa-play", library: "fa-solid" };

/**
 * Elementor's SoundCloud widget as a light facade: the track's title and a Play audio control, in the
 * player's own box (no layout shift). SoundCloud's player is loaded only when the visitor asks for it
 * (the behaviour); without scripts the control is a link to the track on SoundCloud. A self-hosted
 * audio file gets the browser's own player; any other address shows nothing.
 */
export const audio = defineWidget({
  type: "audio",
  title: "SoundCloud",
  settings: audioSettings,
  Component: ({ settings }) => {
    const source = audioSource(settings.link.url);
    if (!source) return null;
    if (source.kind === "file") {
      return (
        <figure className="e-audio-file">
          {source.title ? <figcaption className="e-audio__title">{source.title}</figcaption> : null}
          <audio controls preload="none" src={source.url} />
        </figure>
      );
    }
    return (
      <div className={`elementor-soundcloud-wrapper e-audio-facade${settings.visual === "yes" ? " e-audio-facade--visual" : ""}`}>
        {source.title ? (
          <p className="e-audio__title">
            <Icon icon={SOUNDCLOUD_ICON} /> {source.title}
          </p>
        ) : null}
        <a
          className="e-audio-facade__play"
          href={source.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={source.title ? `Play audio: ${source.title}` : "Play audio"}
        >
          <Icon icon={PLAY_ICON} />
          <span>Play audio</span>
        </a>
      </div>
    );
  },
  behaviour: "audio",
  clientSettings: (settings) => {
    const source = audioSource(settings.link.url);
    if (source?.kind !== "soundcloud") return {};
    return { player: playerSrc(source.url, settings), height: playerHeight(settings), title: source.title };
  },
});
