import { SiteImage } from "../site-image";
import { defineWidget } from "../../widget-types";
import { imageBoxSettings } from "./settings";
import { BoxContent, boxClasses, boxStyles, mediaLinkAttributes } from "../box-content";
import { cssNumber, cssSize } from "#core/builder/css-values";
import { borderStyles, radiusStyles } from "#core/builder/layout-styles";
import { mergeBlocks, type Decls } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

const opacity = (value: unknown) =>
  cssNumber(value && typeof value === "object" && !Array.isArray(value) ? (value as { size?: unknown }).size : value, { min: 0, max: 1 });

function imageBoxStyles(v: SettingsView) {
  const img: Decls = { ...borderStyles(v, "image_"), ...radiusStyles(v.get("image_border_radius")) };
  const radius = cssSize(v.get("image_border_radius"), ["px", "%", "em", "rem"], { min: 0, max: 10000 });
  if (radius) img["border-radius"] = radius;
  const normal = opacity(v.get("image_opacity"));
  if (normal) img.opacity = normal;
  const hover = opacity(v.get("image_opacity_hover"));
  const width = cssSize(v.get("image_size"), ["%", "px", "em", "rem", "vw"], { min: 0, max: 10000 });
  return mergeBlocks(
    boxStyles(v, "image-box", ".elementor-image-box-img", "image_space"),
    { " .elementor-image-box-img": width ? { width } : {} },
    { " .elementor-image-box-img img": img },
    { ":hover .elementor-image-box-img img": hover ? { opacity: hover } : {} },
  );
}

/** An image above or beside a title and a description (Elementor's image box); the title carries the link. */
export const imageBox = defineWidget({
  type: "image-box",
  title: "Image Box",
  settings: imageBoxSettings,
  classes: boxClasses,
  Component: ({ settings: s }) => {
    const hasImage = Boolean(s.image.url);
    if (!hasImage && !s.title_text && !s.description_text) return null;
    const link = mediaLinkAttributes(s.link, s.title_text, { named: Boolean(s.image.alt.trim()), name: "Image" });
    const img = (
      <SiteImage
        image={s.image}
        width={s.image.width ?? 800}
        height={s.image.height ?? 600}
        className={s.hover_animation ? `elementor-animation-${s.hover_animation}` : undefined}
      />
    );
    return (
      <div className="elementor-image-box-wrapper">
        {hasImage && <figure className="elementor-image-box-img">{link ? <a {...link}>{img}</a> : img}</figure>}
        <BoxContent kind="image-box" title={s.title_text} tag={s.title_size} link={s.link} description={s.description_text} />
      </div>
    );
  },
  styles: imageBoxStyles,
});
