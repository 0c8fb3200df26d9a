import { defineWidget } from "../../widget-types";
import { imageSettings } from "./settings";
import { linkAttributes } from "../link";
import { safeUrl } from "#core/text/safe-url";
import { SiteImage } from "../site-image";
import { isImageUrl } from "#core/builder/lightbox/lightbox-rules";
import { cssEnum, cssNumber, cssSize } from "#core/builder/css-values";
import { radiusStyles } from "#core/builder/layout-styles";
import { textAlign, type Decls } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

const SIZE_UNITS = ["%", "px", "vw", "em", "rem"];

function imageStyles(v: SettingsView): Decls {
  const out: Decls = {};
  const put = (p: string, value: string | undefined) => value !== undefined && (out[p] = value);
  put("width", cssSize(v.get("width"), SIZE_UNITS, { min: 0, max: 10000 }));
  put("max-width", cssSize(v.get("space"), SIZE_UNITS, { min: 0, max: 10000 }));
  put("height", cssSize(v.get("height"), ["px", "vh", "em", "rem"], { min: 0, max: 10000 }));
  put("object-fit", cssEnum(v.get("object-fit"), ["fill", "cover", "contain", "none", "scale-down"]));
  put("opacity", cssNumber((v.get("opacity") as { size?: unknown } | undefined)?.size ?? v.get("opacity"), { min: 0, max: 1 }));
  return { ...out, ...radiusStyles(v.get("image_border_radius")) };
}

/** An image with its alternative text and reserved size; a caption makes it a figure. */
export const image = defineWidget({
  type: "image",
  title: "Image",
  settings: imageSettings,
  Component: ({ settings }) => {
    if (!settings.image.url) return null;
    const img = <SiteImage image={settings.image} width={settings.image.width ?? 800} height={settings.image.height ?? 400} />;
    // The widget's lightbox setting goes on every link the lightbox may open: its file, and a custom
    // link to an image, which the kit's global image lightbox opens too unless the widget says no.
    const lightbox = { "data-elementor-open-lightbox": settings.open_lightbox };
    const href =
      settings.link_to === "file"
        ? { href: safeUrl(settings.image.url), ...lightbox }
        : settings.link_to !== "none" && settings.link.url
          ? { ...linkAttributes(settings.link), ...(isImageUrl(settings.link.url) ? lightbox : {}) }
          : null;
    const linked = href ? <a {...href}>{img}</a> : img;
    if (!settings.caption) return linked;
    return (
      <figure className="wp-caption">
        {linked}
        <figcaption className="widget-image-caption wp-caption-text">{settings.caption}</figcaption>
      </figure>
    );
  },
  styles: (v) => ({ "": textAlign(v), " img": imageStyles(v) }),
});
