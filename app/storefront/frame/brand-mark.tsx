/** The brand marks in `/icons/brand-marks.svg` (Font Awesome's brand icons), each with its drawing's width (all are 512 high). */
export const BRAND_MARK_WIDTHS = {
  facebook: 512,
  instagram: 448,
  pinterest: 512,
  youtube: 576,
  apple: 384,
  "google-play": 448,
} as const;
/** Where the mark is drawn. */
export const brandMarkHref = (name: BrandMarkName) => `/icons/brand-marks.svg#${name}`;

export type BrandMarkName = keyof typeof BRAND_MARK_WIDTHS;

/**
 * A brand mark (decorative: the link names itself), drawn from the marks' file, which the browser
 * fetches once and keeps, rather than from the page's scripts: the footer hydrates with no drawing in them.
 */
export function BrandMark({ name }: { name: BrandMarkName }) {
  return (
    <svg className="site-footer__mark" viewBox={`0 0 ${BRAND_MARK_WIDTHS[name]} 512`} aria-hidden="true" focusable="false">
      <use href={brandMarkHref(name)} />
    </svg>
  );
}
