import { withoutSearchTerm, withSearchTerm } from "#core/frame/page-markup";
import type { PartVariant } from "../hydration/prerendered";

/** The header's top row kept as HTML (decision 0035): shared with the signed-in pages' cache, so it lives in core. */
export { HEADER_TOP_PART, headerTopInputs } from "#core/frame/page-markup";

/** The top row of a site search's page: kept without its term, so the next search (or page) of the visitor finds it, and shown with it. */
export function searchTermVariant(term: string): PartVariant {
  return { fromKept: (row) => withSearchTerm(row, term), toKept: (row) => withoutSearchTerm(row, term) };
}
