import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { getRequestListener } from "@hono/node-server";
import type { Logger } from "pino";
import type { AisleApp } from "../app";
import { ApiError, errorBody } from "./errors";

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The headers of an error answered before the app (which adds its own to every other answer). Frozen,
 * and copied into each Response: the adapter writes Content-Length into a plain headers object it is given.
 */
const BEFORE_APP_ERROR_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Content-Type": "application/json",
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "no-store",
  Connection: "close",
});

/**
 * node's request listener for the app: a cache hit is answered at once (server/page-cache/fast-hits.ts),
 * everything else goes through the adapter to the app.
 */
export function appListener(app: AisleApp, log?: Pick<Logger, "error">): NodeListener {
  const listener = getRequestListener(app.fetch, {
    // A request the adapter cannot turn into a URL (a backslash in the path, a bad Host header): a 400
    // in the API's error format rather than an empty answer.
    errorHandler: (err) => {
      const bad = err instanceof Error && err.name === "RequestError";
      const error = bad
        ? new ApiError(400, "bad_request", "The request address or Host header is malformed.")
        : new ApiError(500, "internal_error", "Something went wrong on our side. Please try again.");
      if (!bad) log?.error({ err }, "request failed before reaching the app");
      return new Response(JSON.stringify(errorBody(error)), {
        status: error.status,
        headers: { ...BEFORE_APP_ERROR_HEADERS },
      });
    },
  });
  const fast = app.fastHits;
  if (!fast) return (req, res) => void listener(req, res);
  return (req, res) => {
    if (!fast(req, res)) void listener(req, res);
  };
}

/** What node's parser refused, by its error code: the status and the API's error for it. */
function clientErrorFor(code: string | undefined): ApiError {
  if (code === "HPE_HEADER_OVERFLOW") return new ApiError(431, "headers_too_large", "The request's address or headers are too large.");
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return new ApiError(408, "request_timeout", "The request took too long to arrive.");
  return new ApiError(400, "bad_request", "The request could not be read.");
}

/**
 * A request node refuses before the app sees it (an address or headers over node's 16 KB limit, a
 * malformed request line, a request too slow to arrive) is answered in the API's error format, like
 * every other error, instead of node's bare status line; then the connection is closed.
 */
export function answerClientErrors(server: Server): void {
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const error = clientErrorFor(err.code);
    const body = JSON.stringify(errorBody(error));
    const head = [
      `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? "Error"}`,
      ...Object.entries(BEFORE_APP_ERROR_HEADERS).map(([name, value]) => `${name}: ${value}`),
      `Content-Length: ${Buffer.byteLength(body)}`,
    ];
    socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
  });
}
