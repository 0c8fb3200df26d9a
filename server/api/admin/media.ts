import type { Context } from "hono";
import { MEDIA_LIMITS } from "#core/limits/limits";
import { MEDIA_FILE_PARAM, mediaItem, mediaPage, mediaPatch, mediaQuery, mediaUploaded, mediaUploadForm } from "#core/schemas/media";
import { parseJson, parseQuery, parseWith } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import { ApiError, invalidParam } from "../../http/errors";
import { isMultipartContentType } from "../../http/json-body";
import type { AppEnv } from "../../http/env";
import type { MediaInput } from "../../services/media";
import { EDITOR_ROLES } from "./document-input";
import { pathId } from "./admin-params";
import { z } from "zod";

export const MEDIA_PATH = "/api/admin/v1/media";

/** The upload's images and its alt text, from a multipart form; a file over the size limit is not read. */
async function readUpload(c: Context<AppEnv>, maxFileBytes: number): Promise<MediaInput[]> {
  if (!isMultipartContentType(c.req.header("content-type")))
    throw new ApiError(415, "unsupported_media_type", "Send the images as a multipart form (multipart/form-data) with the field file.");
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
    else if (name !== MEDIA_FILE_PARAM) throw invalidParam(name, "takes no file");
    else if (value.name !== "" || value.size > 0) files.push(value);
  }
  const { alt } = parseWith(mediaUploadForm.omit({ [MEDIA_FILE_PARAM]: true }), fields);
  return Promise.all(
    files.map(async (f) => ({
      name: f.name,
      alt,
      bytes: f.size > maxFileBytes ? new Uint8Array(f.size) : new Uint8Array(await f.arrayBuffer()),
    })),
  );
}

/**
 * The media library's API (docs/media.md): editors and the administrator list, search, upload, edit
 * the alt text and title of, and delete images; every change is in the audit log; writes need the nonce.
 */
export function mountMediaRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: MEDIA_PATH,
      tag: "admin",
      summary: "List the media library, newest first; search title, alt text and file name; pages",
      query: mediaQuery,
      auth: "editor",
      responses: { 200: { description: "One page of images", schema: mediaPage } },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      const q = parseQuery(c, mediaQuery);
      const page = q.page ?? 1;
      const perPage = q.per_page ?? MEDIA_LIMITS.defaultPerPage;
      const { items, total } = await c.get("services").media.list({ search: q.q, page, perPage });
      return c.json({ items, page, per_page: perPage, total });
    },
  );
  route(
    r,
    {
      method: "post",
      path: MEDIA_PATH,
      tag: "admin",
      summary:
        `Upload images (multipart field \`file\`, one or more): PNG, JPEG, GIF, WebP, AVIF by their content; SVG kept sanitized. ` +
        `Limits (settings AISLE_MEDIA_MAX_FILE_BYTES, AISLE_MEDIA_MAX_FILES, AISLE_MEDIA_MAX_ITEMS): bytes per image (413 payload_too_large naming it), ` +
        `images per upload (400 invalid_param file), images in the library (409 media_library_full); another type or an unreadable image is 400 invalid_image naming it.`,
      multipart: mediaUploadForm,
      auth: "editor",
      responses: {
        201: {
          description: "Stored; smaller WebP copies made at 480, 960 and 1600 pixels where the image is wider",
          schema: mediaUploaded,
        },
      },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const media = c.get("services").media;
      const files = await readUpload(c, media.options.maxFileBytes);
      return c.json(await media.upload(files, user), 201);
    },
  );
  route(
    r,
    {
      method: "get",
      path: `${MEDIA_PATH}/:id`,
      tag: "admin",
      summary: "Read one image of the media library, with the documents that use it",
      auth: "editor",
      responses: {
        200: { description: "The image", schema: mediaItem.extend({ used_by: z.array(z.object({ id: z.number(), title: z.string() })) }) },
      },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      const id = pathId(c);
      const media = c.get("services").media;
      const item = await media.get(id);
      return c.json({ ...item, used_by: await media.usedBy(id) });
    },
  );
  route(
    r,
    {
      method: "put",
      path: `${MEDIA_PATH}/:id`,
      tag: "admin",
      summary: "Change an image's alt text or title",
      body: mediaPatch,
      auth: "editor",
      responses: { 200: { description: "The image as changed", schema: mediaItem } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const id = pathId(c);
      const patch = await parseJson(c, mediaPatch);
      return c.json(await c.get("services").media.update(id, patch, user));
    },
  );
  route(
    r,
    {
      method: "delete",
      path: `${MEDIA_PATH}/:id`,
      tag: "admin",
      summary: "Delete an image and its files; refused (409 media_in_use, data.documents naming them) while a document shows it",
      auth: "editor",
      responses: { 204: { description: "Deleted" } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      await c.get("services").media.remove(pathId(c), user);
      return c.body(null, 204);
    },
  );
}
