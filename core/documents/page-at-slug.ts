import type { DocumentType } from "./document-types";

/**
 * Whether a published document answers at `/<slug>`: a `page` always; any other type (popup,
 * header, footer, section, loop item, single and archive templates) is a part of other pages and
 * answers only an editor's preview (edit mode).
 */
export function answersAtSlug(type: DocumentType, editMode: boolean): boolean {
  return type === "page" || editMode;
}
