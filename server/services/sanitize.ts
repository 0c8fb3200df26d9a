/** The rich-HTML allow-list lives in core/ so the page-builder renderer applies it too (core/text/rich-html.ts). */
export { sanitizeHtml, sanitizingChanges } from "#core/text/rich-html";
