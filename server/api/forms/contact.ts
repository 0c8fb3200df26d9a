import { z } from "zod";
import type { Context } from "hono";
import { contactBody, contactResponse } from "#core/schemas/contact";
import { ACCEPTED_UPLOADS_TEXT } from "#core/web/uploads";
import { UPLOAD_LIMITS } from "#core/limits/limits";
import { parseJson, parseWith } from "../../http/validate";
import { route, type Router } from "../../http/routes";
import { clientAddress } from "../../http/client-address";
import { isMultipartContentType } from "../../http/json-body";
import { uploadInputs } from "../../http/upload-input";
import { ApiError, invalidParam } from "../../http/errors";
import type { AppEnv } from "../../http/env";
import { ATTACHMENTS_PARAM, type UploadInput } from "../../services/contact";

const multipartBody = contactBody.extend({
  [ATTACHMENTS_PARAM]: z
    .array(z.string().describe("a file (binary)"))
    .max(UPLOAD_LIMITS.files)
    .optional()
    .describe(
      `Up to ${UPLOAD_LIMITS.files} files of at most ${UPLOAD_LIMITS.fileBytes / 1024} KiB each: ${ACCEPTED_UPLOADS_TEXT}, checked by their content`,
    ),
});

/** The message's fields and files, from JSON (no files) or from a multipart form. */
async function readMessage(c: Context<AppEnv>): Promise<{ body: z.infer<typeof contactBody>; files: UploadInput[] }> {
  if (!isMultipartContentType(c.req.header("content-type"))) return { body: await parseJson(c, contactBody), files: [] };
  let data: FormData;
  try {
    data = await c.req.formData();
  } catch {
    throw new ApiError(400, "invalid_body", "The request body is not a readable multipart form.");
  }
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [name, value] of data) {
    if (typeof value === "string") fields[name] ??= value;
    else if (name !== ATTACHMENTS_PARAM) throw invalidParam(name, "takes no file");
    else if (value.name !== "" || value.size > 0) files.push(value);
  }
  return {
    body: parseWith(contactBody, fields),
    files: await uploadInputs(files),
  };
}

/**
 * POST a contact-form message, as JSON or as a multipart form with files: stored with status
 * "received" (201); 400 invalid_param for bad fields and for too many files or a file whose content
 * is not an accepted type, 413 for a file past the size limit; 429 too_many_attempts (with
 * Retry-After) past the per-address limit. A refused message stores nothing, files included.
 */
export function mountContactRoutes(r: Router): void {
  route(
    r,
    {
      method: "post",
      path: "/api/forms/v1/contact",
      tag: "forms",
      summary: "Send a message to a store, with files if any (stored first, so nothing is lost when mail is down)",
      body: contactBody,
      multipart: multipartBody,
      auth: "none",
      responses: { 201: { description: "Stored", schema: contactResponse } },
    },
    async (c) => {
      const { body, files } = await readMessage(c);
      const result = await c.get("services").contact.submit(
        body,
        {
          userId: c.get("auth").user?.id ?? null,
          clientAddress: clientAddress(c),
        },
        files,
      );
      return c.json(result, 201);
    },
  );
}
