import { defineWidget } from "../../widget-types";
import { starRatingSettings, type StarRatingSettings } from "./settings";
import { htmlContent } from "../html-setting";
import { cssSize } from "#core/builder/css-values";
import { colour, mergeBlocks, textAlign, typography } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

/** The rating within its scale, to one decimal, as Elementor rounds it. */
export function ratingOf(s: StarRatingSettings): { value: number; scale: number } {
  const scale = Number(s.rating_scale);
  return { value: Math.round(Math.min(Math.max(s.rating, 0), scale) * 10) / 10, scale };
}

/** Each star's fill in tenths: 10 full, 0 empty, between for the partly marked one. */
export function starFills(value: number, scale: number): number[] {
  return Array.from({ length: scale }, (_, i) => Math.round(Math.min(Math.max(value - i, 0), 1) * 10));
}

const starClass = (fill: number) => (fill === 10 ? "elementor-star-full" : fill === 0 ? "elementor-star-empty" : `elementor-star-${fill}`);

function starRatingStyles(v: SettingsView) {
  const size = cssSize(v.get("icon_size"), ["px", "em", "rem", "vw"], { min: 0, max: 500 });
  const space = cssSize(v.get("icon_space"), ["px", "em", "rem"], { min: 0, max: 200 });
  const gap = cssSize(v.get("title_gap"), ["px", "em", "rem"], { min: 0, max: 200 });
  return mergeBlocks(
    { " .elementor-star-rating__wrapper": textAlign(v, "align") },
    {
      " .elementor-star-rating__title": {
        ...colour(v, "title_color"),
        ...typography(v, "title_typography"),
        ...(gap ? { "margin-inline-end": gap } : {}),
      },
    },
    { " .elementor-star-rating": size ? { "font-size": size } : {} },
    { " .elementor-star-rating i:not(:last-of-type)": space ? { "margin-inline-end": space } : {} },
    { " .elementor-star-rating i::before": colour(v, "stars_color") },
    { " .elementor-star-rating i": colour(v, "stars_unmarked_color") },
  );
}

/**
 * Elementor's star rating: a title and the stars of a 5 or 10 scale, the last one marked in part.
 * The stars are one image named "Rated 4.5 out of 5" for assistive technology; each star is drawn
 * by the base styles (an unmarked glyph with the marked part over it), so nothing loads.
 */
export const starRating = defineWidget({
  type: "star-rating",
  title: "Star Rating",
  settings: starRatingSettings,
  classes: (s) => [`elementor--star-style-${s.star_style}`, ...(s.unmarked_star_style === "outline" ? ["e-star-rating--outline"] : [])],
  Component: ({ settings: s }) => {
    const { value, scale } = ratingOf(s);
    const label = `Rated ${value} out of ${scale}`;
    return (
      <div className="elementor-star-rating__wrapper">
        {s.title.trim() && <div className="elementor-star-rating__title" {...htmlContent(s.title)} />}
        <div className="elementor-star-rating" role="img" aria-label={label} title={`${value}/${scale}`}>
          {starFills(value, scale).map((fill, i) => (
            <i key={i} className={starClass(fill)} aria-hidden="true">
              &#9733;
            </i>
          ))}
        </div>
      </div>
    );
  },
  styles: starRatingStyles,
});
