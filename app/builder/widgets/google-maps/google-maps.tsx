import { defineWidget } from "../../widget-types";
import { googleMapsSettings } from "./settings";
import { mapEmbedUrl, mapPageUrl } from "./map-url";
import { cssSize } from "#core/builder/css-values";
import type { SettingsView } from "#core/builder/responsive";
import type { StyleBlocks } from "#core/builder/style-helpers";

const PIN = "M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z";

function mapStyles(v: SettingsView): StyleBlocks {
  const height = cssSize(v.get("height"), ["px", "vh", "em", "rem"], { min: 40, max: 1440 });
  return { " .elementor-custom-embed": height ? { height } : {} };
}

/**
 * Elementor's Google Maps widget as a click-to-load facade: the map's box at its height from the
 * first paint with a Show map control, and no request to Google until the visitor asks. The
 * behaviour then puts Google's map frame in the box (the content security policy allows that
 * frame's origin). Without scripts the control is a link to the address on Google Maps.
 */
export const googleMaps = defineWidget({
  type: "google_maps",
  title: "Google Maps",
  settings: googleMapsSettings,
  Component: ({ settings: s }) => {
    const address = s.address.trim();
    if (!address) return null;
    return (
      <div className="elementor-custom-embed e-map-facade">
        <a
          className="e-map-facade__show"
          href={mapPageUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Show map: ${address}`}
        >
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
            <path d={PIN} fill="currentColor" />
          </svg>
          <span className="e-map-facade__label">Show map</span>
          <span className="e-map-facade__address">{address}</span>
        </a>
        <p className="e-map-facade__note">The map loads from Google when you open it.</p>
      </div>
    );
  },
  styles: mapStyles,
  behaviour: "google-maps",
  clientSettings: (s) => {
    const address = s.address.trim();
    return address ? { embed: mapEmbedUrl(address, s.zoom), address } : {};
  },
});
