import { renderToStaticMarkup } from "react-dom/server";
import { defineWidget } from "../../widget-types";
import { shareButtonsSettings, type ShareButtonsSettings } from "./settings";
import { NETWORKS } from "./networks";
import { TITLE_MARK, URL_MARK } from "./markers";
import { shareButtonsStyles } from "./styles";
import { Icon } from "../icons/icon";

/** The custom share address when one is set and is an absolute web address; else the page's own. */
export function customShareUrl(s: ShareButtonsSettings): string {
  if (s.share_url_type !== "custom") return "";
  try {
    const url = new URL(s.share_url.url.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : "";
  } catch {
    return "";
  }
}

/**
 * The buttons, with marks for the page's address and title. Each share button is a plain link to
 * the network's share address (no third-party script), opening in a new tab, named for where it
 * shares. Print and copy-link are buttons, invisible (their place kept, so nothing moves) until the
 * behaviour can run them.
 */
export function ShareButtonsMarkup({ settings: s }: { settings: ShareButtonsSettings }) {
  const showText = s.view === "text" || (s.view === "icon-text" && s.show_label);
  const showIcon = s.view !== "text";
  const classes = [
    "elementor-share-buttons",
    `elementor-share-buttons--view-${s.view}`,
    `elementor-share-buttons--skin-${s.skin}`,
    `elementor-share-buttons--shape-${s.shape}`,
    `elementor-share-buttons--color-${s.color_source}`,
    `elementor-grid-${s.columns}`,
  ];
  const hasCopy = s.share_buttons.some((b) => b.button === "copy");
  return (
    <div className={classes.join(" ")}>
      <ul className="elementor-grid">
        {s.share_buttons.map(({ button, text }, i) => {
          const network = NETWORKS[button]!;
          const label = text || network.title;
          const inner = (
            <>
              {showIcon ? (
                <span className="elementor-share-btn__icon">
                  <Icon icon={{ value: network.icon, library: "" }} />
                </span>
              ) : null}
              {showText ? (
                <span className="elementor-share-btn__text">
                  <span className="elementor-share-btn__title">{label}</span>
                </span>
              ) : null}
            </>
          );
          // The name says where it shares, and holds a custom visible label too (WCAG 2.5.3).
          const name = text && showText ? `${network.name}: ${text}` : network.name;
          const className = `elementor-share-btn elementor-share-btn_${button}`;
          return (
            <li key={i} className={network.share ? "elementor-grid-item" : "elementor-grid-item e-share-needs-script"}>
              {network.share ? (
                <a
                  className={className}
                  href={network.share(URL_MARK, TITLE_MARK)}
                  aria-label={name}
                  {...(button === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
                >
                  {inner}
                </a>
              ) : (
                <button
                  type="button"
                  className={className}
                  aria-label={name}
                  data-share={button}
                  {...(button === "copy" ? { "data-url": URL_MARK } : {})}
                >
                  {inner}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {hasCopy ? <p className="e-share-status" role="status" /> : null}
    </div>
  );
}

/**
 * Elementor Pro's Share Buttons. The share addresses depend on the page being viewed (its address
 * and title), so the widget is a per-request slot: its markup is rendered once per document version
 * and each request fills in its own address (resolver.server.ts).
 */
export const shareButtons = defineWidget({
  type: "share-buttons",
  title: "Share Buttons",
  settings: shareButtonsSettings,
  Component: () => null,
  slot: (settings) =>
    settings.share_buttons.length
      ? {
          resolver: "share-buttons",
          args: { html: renderToStaticMarkup(<ShareButtonsMarkup settings={settings} />), url: customShareUrl(settings) },
        }
      : null,
  styles: shareButtonsStyles,
  behaviour: "share-buttons",
});
