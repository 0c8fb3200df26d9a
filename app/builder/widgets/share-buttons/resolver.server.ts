import type { SlotResolver } from "../../slots.server";
import { fillShareMarks } from "./markers";

/** The address a page is shared by: the site's origin as the visitor reached it and the page's path (no query, no fragment). */
export function canonicalUrl(request: Request, https: boolean): string {
  const { host, pathname } = new URL(request.url);
  return `${https ? "https" : "http"}://${host}${pathname}`;
}

/** Share buttons for this request: the custom address, else this page's, and the document's title. */
export const shareButtonsSlot: SlotResolver = async (args, { request, context, document }) => {
  const html = typeof args.html === "string" ? args.html : "";
  const custom = typeof args.url === "string" ? args.url : "";
  return fillShareMarks(html, custom || canonicalUrl(request, context.https), document?.title ?? "");
};
