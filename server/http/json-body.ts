import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";
import { ApiError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a Content-Type header names `application/json` (any case; parameters such as charset allowed). */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  return header.split(";")[0]!.trim().toLowerCase() === "application/json";
}

/**
 * Whether the request sends a body: a Transfer-Encoding (length unknown until read), or a
 * Content-Length other than 0. Without either, HTTP/1.1 says there is none.
 */
export function sendsBody(contentLength: string | undefined, transferEncoding: string | undefined): boolean {
  if (transferEncoding !== undefined) return true;
  return contentLength !== undefined && Number(contentLength) !== 0;
}

/**
 * The calls that also take a form with files (multipart/form-data): the contact form's, the media
 * library's upload and the kit upload (both always need a session, so the nonce header; docs/media.md,
 * docs/kits.md). A plain form
 * on another site can send one, which is harmless there: with a session cookie the call still needs
 * the nonce header, which such a form cannot send, and without one it is an anonymous message.
 */
export const MULTIPART_PATHS: ReadonlySet<string> = new Set(["/api/forms/v1/contact", "/api/admin/v1/media", "/api/admin/v1/kits/imports"]);

/** Whether a Content-Type header names `multipart/form-data`. */
export const isMultipartContentType = (header: string | undefined) =>
  (header ?? "").split(";")[0]!.trim().toLowerCase() === "multipart/form-data";

/** 415; the body is left unread, so the connection is not reused (as for 413). */
export const unsupportedMediaType = () =>
  new ApiError(
    415,
    "unsupported_media_type",
    "The request body must be JSON, sent with Content-Type: application/json.",
    {},
    { Connection: "close" },
  );

/**
 * State-changing API calls take JSON only (docs/design/rest-contract.md): a body sent with any other type, or with
 * none, is 415 before anything reads it. A plain HTML form on another site cannot send JSON, so it
 * cannot reach the API. A call without a body (logout, the debug-log calls) needs no Content-Type, and
 * an empty body is not refused for its declared type: there is nothing in it to misread.
 */
export const requireJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (!sendsBody(c.req.header("content-length"), c.req.header("transfer-encoding"))) return next();
  const type = c.req.header("content-type");
  if (MULTIPART_PATHS.has(c.req.path) && isMultipartContentType(type)) return next();
  if (!isJsonContentType(type)) throw unsupportedMediaType();
  return next();
};
