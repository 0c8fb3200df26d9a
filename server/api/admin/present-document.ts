import { documentUrl, type DocumentService } from "../../services/documents";

/** A document as the documents admin API answers it. */
export const presentDocument = (doc: Awaited<ReturnType<DocumentService["get"]>>) => ({
  id: doc.id,
  type: doc.type,
  title: doc.title,
  slug: doc.slug,
  url: documentUrl(doc.slug),
  status: doc.status,
  format_version: doc.formatVersion,
  version: doc.updatedAt ?? "",
  settings: doc.settings,
  elements: doc.elements,
});
