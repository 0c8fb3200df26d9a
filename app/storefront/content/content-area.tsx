import { HtmlBlock } from "./html-block";
import "./content-areas.css";

export type ContentAreaKind = "slider" | "cta" | "personalized";

/**
 * A content area of the home page (slider, call to action, personalized content), rendered on the
 * server for the selected store and user group. Empty markup (nothing targeted, or a failed call)
 * renders nothing: the area is simply not there.
 */
export function ContentArea({ kind, html }: { kind: ContentAreaKind; html: string }) {
  if (!html) return null;
  return <HtmlBlock html={html} className={`content-area content-area--${kind}`} />;
}
