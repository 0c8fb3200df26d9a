import { documentBody } from "#core/schemas/documents";
import { DOCUMENT_BODY_LIMITS } from "#core/limits/limits";
import { elementorExport, importedDocumentResponse, importQuery } from "#core/schemas/document-import";
import { ElementorImportError, exportElements, normaliseElementorExport, type NormalisedExport } from "#core/elementor-import";
import type { DocumentType } from "#core/documents/document-types";
import { parseQuery, parseWith } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import { invalidParam } from "../../http/errors";
import { EDITOR_ROLES, readDocumentJson } from "./document-input";

/** The export as a document; what is not an export is 400 invalid_param naming the part. */
function normalised(raw: unknown, type: DocumentType | undefined): NormalisedExport {
  try {
    return normaliseElementorExport(raw, { type });
  } catch (err) {
    if (err instanceof ElementorImportError) throw invalidParam(err.param, err.reason);
    throw err;
  }
}

/** POST /api/admin/v1/documents/import: an Elementor export as a new document (decision 0012). */
export function mountDocumentImportRoute(r: Router): void {
  route(
    r,
    {
      method: "post",
      path: "/api/admin/v1/documents/import",
      tag: "admin",
      summary: "Import an Elementor export (template file, clipboard copy or element array) as a new document",
      query: importQuery,
      body: elementorExport,
      auth: "editor",
      responses: {
        201: {
          description:
            "Created; warnings say what the import changed, and name every widget type Aisle does not render (a shortcode, another plugin's widget) with how many there are: those widgets are kept, show nothing to visitors and a labelled placeholder in edit mode",
          schema: importedDocumentResponse,
        },
      },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const query = parseQuery(c, importQuery);
      const imported = normalised(await readDocumentJson(c, exportElements), query.type);
      const created = await c
        .get("services")
        .documentImport.create(
          imported,
          { slug: query.slug, status: query.status },
          (body) => parseWith(documentBody, body, DOCUMENT_BODY_LIMITS),
          user,
        );
      return c.json(created, 201);
    },
  );
}
