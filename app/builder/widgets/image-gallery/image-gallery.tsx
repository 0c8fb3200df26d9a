import { SiteImage } from "../site-image";
import { defineWidget } from "../../widget-types";
import { imageGallerySettings, type GalleryImage, type ImageGallerySettings } from "./settings";
import { seededShuffle } from "./order";
import { safeUrl } from "#core/text/safe-url";
import { cssNumber, cssSize } from "#core/builder/css-values";
import { borderStyles, radiusStyles } from "#core/builder/layout-styles";
import { colour, mergeBlocks, textAlign, typography } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

/** Pixel size WordPress gives a thumbnail (cropped square); other sizes keep the image's own. */
const THUMBNAIL = 150;

function galleryStyles(v: SettingsView) {
  const columnsValue = v.get("gallery_columns");
  const columns = cssNumber(columnsValue, { integer: true, min: 1, max: 10 });
  const spacing =
    v.get("image_spacing") === "custom" ? cssSize(v.get("image_spacing_custom"), ["px", "em", "rem"], { min: 0, max: 500 }) : undefined;
  return mergeBlocks(
    {
      " .gallery": {
        ...(columns ? { "grid-template-columns": `repeat(${columns}, minmax(0, 1fr))` } : {}),
        ...(spacing !== undefined ? { gap: spacing } : {}),
      },
    },
    { " .gallery-item img": { ...borderStyles(v, "image_"), ...radiusStyles(v.get("image_border_radius")) } },
    { " .gallery-item .gallery-caption": { ...textAlign(v), ...colour(v, "text_color"), ...typography(v) } },
  );
}

/** The link around an image: the file (with Elementor's lightbox attributes), or none. */
function linkOf(image: GalleryImage, s: ImageGallerySettings, slideshow: string, index: number) {
  if (s.gallery_link === "none") return null;
  const href = safeUrl(image.url);
  const name = image.alt.trim() ? {} : { "aria-label": image.title || image.caption || `Image ${index + 1}` };
  if (s.gallery_link === "attachment") return { href, ...name };
  return {
    href,
    ...name,
    "data-elementor-open-lightbox": s.open_lightbox,
    "data-elementor-lightbox-slideshow": slideshow,
    ...(image.title ? { "data-elementor-lightbox-title": image.title } : {}),
    ...(image.caption ? { "data-elementor-lightbox-description": image.caption } : {}),
  };
}

function Item({
  image,
  index,
  settings: s,
  slideshow,
}: {
  image: GalleryImage;
  index: number;
  settings: ImageGallerySettings;
  slideshow: string;
}) {
  const square = s.thumbnail_size === "thumbnail";
  const width = square ? THUMBNAIL : (image.width ?? 800);
  const height = square ? THUMBNAIL : (image.height ?? 600);
  const captions = s.gallery_display_caption !== "none";
  const img = (
    <SiteImage image={image} width={width} height={height} className={`attachment-${s.thumbnail_size} size-${s.thumbnail_size}`} />
  );
  const link = linkOf(image, s, slideshow, index);
  return (
    <figure className="gallery-item">
      <div className={`gallery-icon ${height > width ? "portrait" : "landscape"}`}>
        {link ? <a {...link}>{img}</a> : img}
        {captions && image.title && <p className="gallery-caption gallery-item-title">{image.title}</p>}
      </div>
      {captions && image.caption && <figcaption className="wp-caption-text gallery-caption">{image.caption}</figcaption>}
    </figure>
  );
}

/**
 * Elementor's basic gallery (`image-gallery`, WordPress's gallery markup): a grid of images with
 * `gallery_columns` per device, each linked to its file (for the lightbox) or not, each image's title
 * copied into a caption paragraph right after the image, its caption below.
 */
export const imageGallery = defineWidget({
  type: "image-gallery",
  title: "Basic Gallery",
  settings: imageGallerySettings,
  Component: ({ settings: s, element }) => {
    if (!s.wp_gallery.length) return null;
    const images = s.gallery_rand === "rand" ? seededShuffle(s.wp_gallery, element.id) : s.wp_gallery;
    return (
      <div className="elementor-image-gallery">
        <div className={`gallery gallery-columns-${s.gallery_columns} gallery-size-${s.thumbnail_size}`}>
          {images.map((image, i) => (
            <Item key={i} image={image} index={i} settings={s} slideshow={element.id} />
          ))}
        </div>
      </div>
    );
  },
  styles: galleryStyles,
});
