import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Logger } from "pino";
import type { AisleApp } from "../app";
import { ApiError, errorBody } from "./errors";

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * node's request listener for the app: a cache hit is answered at once (server/http/fast-hits.ts),
 * everything else goes through the adapter to the app.
 */
export function appListener(app: AisleApp, log?: Pick<Logger, "error">): NodeListener {
  const listener = getRequestListener(app.fetch, {
    // A request the adapter cannot turn into a URL (a backslash in the path, a bad Host header): a 400
    // in the API's error format rather than an empty answer.
    errorHandler: (err) => {
      const bad = err instanceof Error && err.name === "RequestError";
      const error = bad ? new ApiError(400, "bad_request", "The request address or Host header is malformed.") : new ApiError(500, "internal_error", "Something went wrong on our side. Please try again.");
      if (!bad) log?.error({ err }, "request failed before reaching the app");
      return new Response(JSON.stringify(errorBody(error)), {
        status: error.status,
        headers: { "Content-Type": "application/json", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store", Connection: "close" },
      });
    },
  });
  const fast = app.fastHits;
  if (!fast) return (req, res) => void listener(req, res);
  return (req, res) => {
    if (!fast(req, res)) void listener(req, res);
  };
}
