import type { AppLoadContext } from "react-router";
import { documentBody, documentViolation } from "#core/schemas/documents";
import { DOCUMENT_BODY_LIMITS, jsonViolation } from "#core/limits/limits";
import { ElementorImportError, exportElements, normaliseElementorExport } from "#core/elementor-import";
import { parseWith } from "#core/web/parse-with";
import { isApiError } from "#core/web/api-errors";
import type { PublicUser } from "#core/schemas/auth";

export type ImportOutcome =
  { ok: true; id: number; title: string; url: string; warnings: string[] } | { ok: false; status: number; message: string };

const refused = (message: string, status = 400): ImportOutcome => ({ ok: false, status, message });

/**
 * An Elementor export file chosen on the documents screen, imported as a draft through the same checks
 * as POST /api/admin/v1/documents/import: JSON first, then the document limits before anything
 * recurses into it, then the export's shape; its warnings are shown on the screen.
 */
export async function importFromFile(context: AppLoadContext, file: File | undefined, user: PublicUser): Promise<ImportOutcome> {
  if (!file || file.size === 0) return refused("Choose an Elementor export file (.json) first.");
  let raw: unknown;
  try {
    raw = JSON.parse(await file.text());
  } catch {
    return refused(`“${file.name}” is not JSON: choose the .json file Elementor exported.`);
  }
  try {
    const found = documentViolation({ elements: exportElements(raw).elements });
    if (found) return refused(`The file is past the document limits: ${found.root} ${found.violation.reason}. Nothing was imported.`);
    if (jsonViolation(raw, DOCUMENT_BODY_LIMITS)) return refused("The file is larger than a document may be; nothing was imported.", 413);
    const imported = normaliseElementorExport(raw, {});
    const created = await context.services.documentImport.create(
      imported,
      { status: "draft" },
      (body) => parseWith(documentBody, body, DOCUMENT_BODY_LIMITS),
      user,
    );
    return { ok: true, id: created.id, title: imported.document.title, url: created.url, warnings: created.warnings };
  } catch (err) {
    if (err instanceof ElementorImportError) return refused(`Not an Elementor export: ${err.param} ${err.reason}. Nothing was imported.`);
    if (isApiError(err) && err.status < 500) return refused(`${err.message} Nothing was imported.`, err.status);
    throw err;
  }
}
