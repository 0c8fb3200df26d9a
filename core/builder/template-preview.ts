/**
 * Template preview (docs/requirements.md#screens-and-routes): a page opened with
 * `?theme_template_id=<document id>` scrolls the element of that template (a header, a footer, a
 * section) to the centre of the screen.
 */

export const TEMPLATE_PREVIEW_PARAM = "theme_template_id";

/** The template's document id from a query string (`?a=1&theme_template_id=42`): a positive whole number, else null. */
export function templatePreviewId(search: string | URLSearchParams): number | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const value = params.get(TEMPLATE_PREVIEW_PARAM) ?? "";
  if (!/^[1-9][0-9]*$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export interface CentreInput {
  /** The element's rect, relative to the viewport as getBoundingClientRect gives it. */
  rect: { top: number; height: number };
  scrollY: number;
  viewportHeight: number;
  /** The page's full scroll height. */
  documentHeight: number;
}

const finite = (n: number) => (Number.isFinite(n) ? n : 0);

/**
 * The scroll position that puts the element's middle at the viewport's middle, kept within the
 * page (0 to documentHeight - viewportHeight). An element taller than the viewport gets its top at
 * the top instead, so its start is what the editor sees.
 */
export function centredScrollTop({ rect, scrollY, viewportHeight, documentHeight }: CentreInput): number {
  const top = finite(scrollY) + finite(rect.top);
  const height = Math.max(0, finite(rect.height));
  const viewport = Math.max(0, finite(viewportHeight));
  const wanted = height > viewport ? top : top + height / 2 - viewport / 2;
  const max = Math.max(0, finite(documentHeight) - viewport);
  return Math.min(max, Math.max(0, wanted));
}
