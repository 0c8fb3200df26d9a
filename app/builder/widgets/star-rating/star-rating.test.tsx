import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { starRating, starFills } from "./star-rating";

const W = ".elementor-1 .elementor-element.elementor-element-w1";

describe("star rating widget", () => {
  it("names its stars for assistive technology and marks the last one in part", () => {
    const html = renderWidget(starRating, { rating: "4.5", title: "Fresh bread" });
    expect(html).toContain('<div class="elementor-star-rating__title">Fresh bread</div>');
    expect(html).toContain('role="img" aria-label="Rated 4.5 out of 5" title="4.5/5"');
    expect(html.match(/elementor-star-full/g)).toHaveLength(4);
    expect(html).toContain('<i class="elementor-star-5" aria-hidden="true">★</i>');
  });
  it("counts stars on a scale of 10 and keeps the rating within it", () => {
    const html = renderWidget(starRating, { rating_scale: "10", rating: 7.25 });
    expect(html).toContain('aria-label="Rated 7.3 out of 10"');
    expect(html.match(/<i /g)).toHaveLength(10);
    expect(renderWidget(starRating, { rating: 9 })).toContain('aria-label="Rated 5 out of 5"');
    expect(starFills(2.34, 5)).toEqual([10, 10, 3, 0, 0]);
  });
  it("prints the title's inline HTML with nothing that could run", () => {
    const html = renderWidget(starRating, { title: '<b>Bakery</b> rating<img src=x onerror="alert(1)"><script>alert(2)</script>' });
    expect(html).toContain('<div class="elementor-star-rating__title"><b>Bakery</b> rating</div>');
    expect(html).not.toMatch(/<script|onerror|alert/);
  });
  it("reads odd stored values as the defaults", () => {
    expect(renderWidget(starRating, { rating: [], rating_scale: 7, title: {}, star_style: "emoji" })).toBe(renderWidget(starRating, {}));
    expect(renderWidget(starRating, [])).toContain('aria-label="Rated 5 out of 5"');
    expect(starRating.classes!(starRating.settings.parse({ unmarked_star_style: "outline" }))).toEqual([
      "elementor--star-style-star_fontawesome",
      "e-star-rating--outline",
    ]);
  });
  it("styles the stars' colours and size and the title", () => {
    expect(
      widgetCss(starRating, {
        stars_color: "#b45309",
        stars_unmarked_color: "#ccc",
        icon_size: { unit: "px", size: 24 },
        title_color: "#111",
      }),
    ).toBe(
      `${W} .elementor-star-rating__title{color:#111}${W} .elementor-star-rating{font-size:24px}` +
        `${W} .elementor-star-rating i::before{color:#b45309}${W} .elementor-star-rating i{color:#ccc}`,
    );
  });
});
