import { safeUrl } from "#core/text/safe-url";
import { isLocalImageUrl, mediaSrcset } from "#core/media/media-urls";
import type { ImageValue } from "./setting-fields";

/**
 * An image of a widget (docs/media.md): from the site itself (the media library, with its smaller
 * copies in `srcset`) or a `data:` image; any other address (an imported image that could not be
 * brought in) is never requested, and its alt text shows in a box of the image's size instead, so a
 * visitor never sees a broken image and the page's CSP stays strict.
 */
export function SiteImage({
  image,
  width,
  height,
  className,
  loading = "lazy",
}: {
  image: Pick<ImageValue, "url" | "alt" | "width">;
  /** The size the image takes (its own, or the one its widget reserves). */
  width: number;
  height: number;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  if (!isLocalImageUrl(image.url)) {
    return (
      <span
        className={["aisle-image-unavailable", className].filter(Boolean).join(" ")}
        style={{ width: `${width}px`, aspectRatio: `${width} / ${height}` }}
      >
        {image.alt.trim()}
      </span>
    );
  }
  const srcSet = mediaSrcset(image.url, image.width);
  return (
    <img
      src={safeUrl(image.url)}
      srcSet={srcSet}
      sizes={srcSet ? `(max-width: ${width}px) 100vw, ${width}px` : undefined}
      alt={image.alt}
      width={width}
      height={height}
      loading={loading === "lazy" ? "lazy" : undefined}
      decoding="async"
      className={className}
    />
  );
}
