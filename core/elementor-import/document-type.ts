import type { DocumentType } from "../documents/document-types";

/**
 * Elementor's template types (`_elementor_template_type`, the `type` of a template file) and the
 * document type each becomes here. Posts and pages built with Elementor are pages; theme-builder
 * single posts, single pages, the 404 page and search results keep their type (website templates,
 * docs/design/website-templates.md); another single (a product) is a single and a product archive an archive; a saved section, container or global widget is a section. A site kit holds
 * site-wide settings rather than content, so it can only become a page that keeps them.
 */
const TEMPLATE_TYPES: Readonly<Record<string, DocumentType>> = {
  page: "page",
  "wp-page": "page",
  "wp-post": "page",
  post: "page",
  "landing-page": "page",
  kit: "page",
  header: "header",
  footer: "footer",
  popup: "popup",
  "loop-item": "loop-item",
  section: "section",
  container: "section",
  widget: "section",
  single: "single",
  "single-post": "single-post",
  "single-page": "single-page",
  "error-404": "error-404",
  product: "single",
  archive: "archive",
  "search-results": "search-results",
  "product-archive": "archive",
};

/** The document type for a template type, and a sentence when it is not the same name. */
export function documentTypeFor(templateType: string | undefined): { type: DocumentType; note?: string } {
  if (templateType === undefined || templateType === "") return { type: "page" };
  const type = Object.hasOwn(TEMPLATE_TYPES, templateType) ? TEMPLATE_TYPES[templateType]! : undefined;
  if (!type) return { type: "page", note: `Template type ${JSON.stringify(templateType)} is not one Aisle knows: imported as a page.` };
  return type === templateType ? { type } : { type, note: `Template type ${JSON.stringify(templateType)} was imported as a ${type}.` };
}
