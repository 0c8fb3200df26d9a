import type { Context } from "hono";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { KitError } from "#core/kits/kit-error";
import { KIT_UPLOAD_FIELD, kitImportReview, kitImportRun, kitImportRunInput } from "#core/schemas/kits";
import { documentBody } from "#core/schemas/documents";
import { DOCUMENT_BODY_LIMITS } from "#core/limits/limits";
import { parseJson, parseWith } from "../../http/validate";
import { pathId } from "./admin-params";
import type { AppEnv } from "../../http/env";
import { ApiError, invalidParam } from "../../http/errors";
import { isMultipartContentType } from "../../http/json-body";
import { route, requireRole, type Router } from "../../http/routes";

/** The kit zip of a multipart form: one file in the `file` field, nothing else. */
async function readKitUpload(c: Context<AppEnv>): Promise<{ name: string; bytes: Uint8Array }> {
  if (!isMultipartContentType(c.req.header("content-type")))
    throw new ApiError(
      415,
      "unsupported_media_type",
      `Send the kit as multipart/form-data with the zip in the "${KIT_UPLOAD_FIELD}" field.`,
    );
  let data: FormData;
  try {
    data = await c.req.formData();
  } catch {
    throw new ApiError(400, "invalid_body", "The request body is not a readable multipart form.");
  }
  const file = data.get(KIT_UPLOAD_FIELD);
  if (!file || typeof file === "string" || file.size === 0) throw invalidParam(KIT_UPLOAD_FIELD, "must be the kit's zip file");
  return { name: file.name.slice(0, 200) || "kit.zip", bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** Where kits are uploaded: the body limit there is the kit's own (AISLE_KIT_MAX_BYTES). */
export const KIT_IMPORTS_PATH = "/api/admin/v1/kits/imports";

/** POST /api/admin/v1/kits/imports: upload a kit and get its review (docs/kits.md). */
export function mountKitImportRoutes(r: Router): void {
  route(
    r,
    {
      method: "post",
      path: KIT_IMPORTS_PATH,
      tag: "admin",
      summary:
        "Upload an Elementor kit zip (administrator; multipart, field `file`): checked whole, kept as a pending import, answered with its review by section",
      auth: "administrator",
      responses: {
        201: { description: "The pending import and what the kit holds, section by section", schema: kitImportReview },
        400: {
          description:
            "kit_invalid, kit_unsafe_entry, kit_unsafe_xml or kit_too_large: refused, nothing kept but the kit_import_status event",
        },
      },
    },
    async (c) => {
      const user = requireRole(c, ...STAFF_ROLES.administrator);
      const upload = await readKitUpload(c);
      try {
        const review = await c.get("services").kitImports.upload({ id: user.id, email: user.email }, upload.name, upload.bytes);
        return c.json(review, 201);
      } catch (err) {
        if (err instanceof KitError) throw new ApiError(400, err.code, err.message);
        throw err;
      }
    },
  );
  route(
    r,
    {
      method: "post",
      path: "/api/admin/v1/kits/imports/:id/run",
      tag: "admin",
      summary:
        "Run a pending kit import (administrator): site settings, templates with their conditions, terms and pages in Elementor's order, each item's result; one bad item fails alone",
      auth: "administrator",
      body: kitImportRunInput,
      responses: {
        200: { description: "What became of each page", schema: kitImportRun },
        404: { description: "No such import" },
        409: { description: "kit_import_state: the import has already run" },
      },
    },
    async (c) => {
      const user = requireRole(c, ...STAFF_ROLES.administrator);
      const id = pathId(c);
      const input = await parseJson(c, kitImportRunInput);
      const validate = (body: unknown) => parseWith(documentBody, body, DOCUMENT_BODY_LIMITS);
      return c.json(await c.get("services").kitImports.run({ id: user.id, email: user.email }, id, input, validate));
    },
  );
  route(
    r,
    {
      method: "post",
      path: "/api/admin/v1/kits/imports/:id/undo",
      tag: "admin",
      summary:
        "Undo this import (administrator): every document the kit import made goes to the bin and its terms are deleted, together; the settings and conditions it changed are put back",
      auth: "administrator",
      responses: {
        200: { description: "How many documents were removed" },
        404: { description: "No such import" },
        409: { description: "kit_import_state: the import has not run, or was undone already" },
      },
    },
    async (c) => {
      const user = requireRole(c, ...STAFF_ROLES.administrator);
      return c.json(await c.get("services").kitImports.undo({ id: user.id, email: user.email }, pathId(c)));
    },
  );
}
