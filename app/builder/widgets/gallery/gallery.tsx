import { defineWidget } from "../../widget-types";
import { gallerySettings, type GallerySettings, type ProGalleryImage } from "./settings";
import { linkAttributes } from "../link";
import { SiteImage } from "../site-image";
import { safeUrl } from "#core/text/safe-url";
import { cssNumber, cssSize } from "#core/builder/css-values";
import { mergeBlocks, colour, type StyleBlocks } from "#core/builder/style-helpers";
import type { CSSProperties } from "react";
import type { SettingsView } from "#core/builder/responsive";

/** The images with the gallery each belongs to (its index; 0 for a single gallery). */
export function galleryItems(s: GallerySettings): { image: ProGalleryImage; gallery: number }[] {
  if (s.gallery_type === "single") return s.gallery.map((image) => ({ image, gallery: 0 }));
  return s.galleries.flatMap((g, gallery) => g.multiple_gallery.map((image) => ({ image, gallery })));
}

/** Columns, gap and (justified) row height per device, as custom properties the base styles lay the images out with. */
function galleryStyles(v: SettingsView): StyleBlocks {
  const columns = cssNumber(v.get("columns"), { integer: true, min: 1, max: 24 });
  const gap = cssSize(v.get("gap"), ["px", "em", "rem"], { min: 0, max: 200 });
  const row = cssSize(v.get("ideal_row_height"), ["px"], { min: 50, max: 1000 });
  return mergeBlocks(
    {
      "": {
        ...(columns ? { "--e-gallery-columns": columns } : {}),
        ...(gap ? { "--e-gallery-gap": gap } : {}),
        ...(row ? { "--e-gallery-row-height": row } : {}),
      },
    },
    { " .elementor-gallery-item__overlay": colour(v, "overlay_background_color", "background-color") },
    { " .elementor-gallery-title": colour(v, "galleries_title_color_normal") },
  );
}

const RATIO: Record<GallerySettings["aspect_ratio"], string> = {
  "1:1": "1 / 1",
  "3:2": "3 / 2",
  "4:3": "4 / 3",
  "9:16": "9 / 16",
  "16:9": "16 / 9",
  "21:9": "21 / 9",
};

function overlayText(image: ProGalleryImage, which: GallerySettings["overlay_title"]): string {
  if (!which) return "";
  return (which === "description" ? image.caption : image[which]).trim();
}

function Item({
  image,
  gallery,
  index,
  s,
  id,
}: {
  image: ProGalleryImage;
  gallery: number;
  index: number;
  s: GallerySettings;
  id: string;
}) {
  const width = image.width ?? 800;
  const height = image.height ?? 600;
  const caption = overlayText(image, s.overlay_title);
  const img = <SiteImage image={image} width={width} height={height} className="e-gallery-image elementor-gallery-item__image" />;
  const inner = (
    <>
      {img}
      {caption && (
        <span className="elementor-gallery-item__overlay">
          <span className="elementor-gallery-item__title">{caption}</span>
        </span>
      )}
    </>
  );
  const name = image.alt.trim() ? {} : { "aria-label": image.title.trim() || image.caption.trim() || `Image ${index + 1}` };
  const common = {
    className: "e-gallery-item elementor-gallery-item",
    "data-e-gallery-tags": String(gallery),
    style: { "--e-gallery-ratio": String(width / height) } as CSSProperties,
  };
  if (s.link_to === "none") return <div {...common}>{inner}</div>;
  if (s.link_to === "custom")
    return s.url.url ? (
      <a {...common} {...linkAttributes(s.url)} {...name}>
        {inner}
      </a>
    ) : (
      <div {...common}>{inner}</div>
    );
  return (
    <a
      {...common}
      href={safeUrl(image.url)}
      {...name}
      data-elementor-open-lightbox={s.open_lightbox}
      data-elementor-lightbox-slideshow={`all-${id}`}
      data-elementor-lightbox-index={String(index)}
      {...(image.title.trim() ? { "data-elementor-lightbox-title": image.title } : {})}
      {...(image.caption.trim() ? { "data-elementor-lightbox-description": image.caption } : {})}
    >
      {inner}
    </a>
  );
}

/**
 * Elementor Pro's gallery: a grid (every image cut to one shape), justified rows (each image keeps its
 * shape, rows fill the width) or masonry columns, all laid out by the base styles from the images'
 * sizes, with no script. Images link to their files for the lightbox, one slideshow per gallery. A
 * multiple gallery has a filter bar of its galleries' titles (its behaviour shows one gallery at a
 * time and groups the lightbox by the gallery shown); without scripts the bar is hidden and every
 * image shows.
 */
export const gallery = defineWidget({
  type: "gallery",
  title: "Gallery",
  settings: gallerySettings,
  classes: (s) => [`e-gallery--${s.gallery_layout}`],
  Component: ({ settings: s, element }) => {
    const items = galleryItems(s);
    if (!items.length) return null;
    const titles =
      s.gallery_type === "multiple" && s.galleries.length > 1 ? s.galleries.map((g) => g.gallery_title.trim() || "Gallery") : [];
    return (
      <>
        {titles.length > 0 && (
          <div className="elementor-gallery__titles-container" role="group" aria-label="Galleries">
            {s.show_all_galleries && (
              <button
                type="button"
                className="elementor-item elementor-gallery-title elementor-item-active"
                data-gallery-index="all"
                aria-pressed="true"
              >
                {s.show_all_galleries_label.trim() || "All"}
              </button>
            )}
            {titles.map((title, i) => (
              <button
                key={i}
                type="button"
                className={`elementor-item elementor-gallery-title${!s.show_all_galleries && i === 0 ? " elementor-item-active" : ""}`}
                data-gallery-index={String(i)}
                aria-pressed={!s.show_all_galleries && i === 0 ? "true" : "false"}
              >
                {title}
              </button>
            ))}
          </div>
        )}
        <div
          className={`elementor-gallery__container e-gallery-container${titles.length && !s.show_all_galleries ? " e-gallery--first-only" : ""}`}
          style={{ "--e-gallery-aspect": RATIO[s.aspect_ratio] } as CSSProperties}
        >
          {items.map(({ image, gallery: g }, i) => (
            <Item key={i} image={image} gallery={g} index={i} s={s} id={element.id} />
          ))}
        </div>
      </>
    );
  },
  styles: galleryStyles,
  behaviour: "gallery",
  clientSettings: (s) => (s.gallery_type === "multiple" && s.galleries.length > 1 ? { filter: true, all: s.show_all_galleries } : {}),
});
