import type { Context } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "./env";
import { ApiError, errorBody } from "./errors";
import { isDatabaseUnavailable } from "../db/client";

/**
 * What a request that threw is answered: an ApiError as itself; a database that is down or
 * unreachable as 503 with Retry-After (try again, it is not a bug in the request); anything else as a
 * logged 500. JSON under /api/, a short page elsewhere.
 */
export function answerError(log: Logger) {
  return (err: Error, c: Context<AppEnv>) => {
    if (err instanceof ApiError) return c.json(errorBody(err), err.status as 400, err.headers);
    if (isDatabaseUnavailable(err)) {
      log.warn({ err, requestId: c.get("requestId"), path: c.req.path }, "database unavailable");
      const unavailable = new ApiError(503, "service_unavailable", "The service is briefly unavailable. Please try again in a moment.");
      c.header("Retry-After", "5");
      if (c.req.path.startsWith("/api/")) return c.json(errorBody(unavailable), 503);
      return c.html("<!doctype html><title>Back soon</title><h1>We'll be right back</h1><p>Please try again in a moment.</p>", 503);
    }
    log.error({ err, requestId: c.get("requestId"), path: c.req.path }, "request failed");
    const body = errorBody(new ApiError(500, "internal_error", "Something went wrong on our side. Please try again."));
    if (c.req.path.startsWith("/api/")) return c.json(body, 500);
    return c.html(
      "<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again in a moment.</p>",
      500,
    );
  };
}
