import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Services } from "../services/container";
import type { AppEnv } from "./env";
import { ApiError, errorBody } from "./errors";
import { MAX_BODY_BYTES } from "../../core/limits/limits";
import { MEDIA_PATH } from "../api/admin/media";
import { KIT_IMPORTS_PATH } from "../api/admin/kit-imports";

/** The body limit (core/limits/limits.ts), for the API and page forms alike. */
export const API_BODY_LIMIT = MAX_BODY_BYTES;

/** A 413 in the documented format once `maxSize` bytes have come. */
function limitTo(maxSize: number, what: string): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    // The rest of the body is never read, so the connection cannot be reused: say so, or a
    // keep-alive client sends its next request down a socket the server is about to drop.
    onError: (c) =>
      c.json(errorBody(new ApiError(413, "payload_too_large", `${what} is larger than ${maxSize} bytes.`)), 413, {
        Connection: "close",
      }),
  });
}

/**
 * The API's body limits: API_BODY_LIMIT, the media library's upload its own, larger limit (several
 * images, docs/media.md), and a kit zip with its images AISLE_KIT_MAX_BYTES (docs/kits.md).
 *
 * A request without Content-Length or Transfer-Encoding has no body (HTTP/1.1): the check is skipped,
 * which would otherwise build a full fetch Request just to find that out.
 */
export function apiBodyLimits(services: Services): MiddlewareHandler<AppEnv> {
  const limitBody = limitTo(API_BODY_LIMIT, "The request body");
  const limitMediaBody = limitTo(services.media.options.maxFiles * services.media.options.maxFileBytes + API_BODY_LIMIT, "The upload");
  const limitKitBody = limitTo(services.kitImports.maxBytes, "The kit");
  return (c, next) =>
    c.req.header("content-length") === undefined && c.req.header("transfer-encoding") === undefined
      ? next()
      : c.req.path === MEDIA_PATH
        ? limitMediaBody(c, next)
        : c.req.path === KIT_IMPORTS_PATH
          ? limitKitBody(c, next)
          : limitBody(c, next);
}
