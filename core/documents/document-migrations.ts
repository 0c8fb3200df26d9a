import { CURRENT_FORMAT_VERSION, type PageDocument } from "./document-types";

/**
 * Ordered upgrades of saved documents: entry N turns a version-N document into version N+1.
 * Add one when the format changes; never edit a released one.
 */
export const DOCUMENT_MIGRATIONS: ((doc: PageDocument) => PageDocument)[] = [
  // 0 -> 1: documents saved before versioning had no settings object.
  (doc) => ({ ...doc, settings: doc.settings ?? {}, formatVersion: 1 }),
];

export function upgradeDocument(doc: PageDocument): PageDocument {
  let current = doc;
  for (let v = current.formatVersion; v < CURRENT_FORMAT_VERSION; v++) {
    const step = DOCUMENT_MIGRATIONS[v];
    if (!step) throw new Error(`No document migration from format version ${v}.`);
    current = step(current);
  }
  return current;
}
