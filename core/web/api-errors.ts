/**
 * The REST error format (docs/design/rest-contract.md): errors with an HTTP status and a stable code,
 * thrown by the services and answered by the API, read by the app's actions to show what went wrong.
 */
import type { ZodError } from "zod";
import { formatJsonPath, type JsonViolation } from "../limits/limits";

/** An error with an HTTP status and a stable string code, rendered in the REST error format. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Headers the answer carries besides the body (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * Whether `err` is an ApiError. Checked by shape, not only by class: the production server is one bundle
 * with one copy of this module (decision 0055), but development and the tests load the app through Vite
 * beside the server's own modules, so an error the services throw may come from another copy of it.
 */
export function isApiError(err: unknown): err is ApiError {
  if (err instanceof ApiError) return true;
  if (!(err instanceof Error) || err.name !== "ApiError") return false;
  const e = err as Partial<ApiError>;
  return typeof e.status === "number" && typeof e.code === "string" && typeof e.headers === "object" && e.headers !== null;
}

export const notFound = (message = "Not found.") => new ApiError(404, "not_found", message);
export const forbidden = (message = "Sorry, you are not allowed to do that.") => new ApiError(403, "forbidden", message);
export const unauthorized = (message = "You must be logged in to do that.") => new ApiError(401, "unauthorized", message);
export const invalidNonce = () => new ApiError(403, "invalid_nonce", "Cookie check failed: the nonce is missing or invalid.");

/**
 * 429 too_many_attempts: a rate limit was reached. The answer says when to try again, in seconds, in
 * the Retry-After header and as `data.retry_after`.
 */
export function tooManyAttempts(message: string, retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(429, "too_many_attempts", message, { retry_after: seconds }, { "Retry-After": String(seconds) });
}

/** 400 invalid_param naming the first bad parameter (docs/design/rest-contract.md). */
export function invalidParam(param: string, reason: string): ApiError {
  return new ApiError(400, "invalid_param", `Invalid parameter: ${param} (${reason}).`, { params: { [param]: reason } });
}

/**
 * The error for a value past a limit (core/limits/limits.ts), naming where it is: 413 payload_too_large for
 * the whole size, 400 invalid_param otherwise. `root` is where the value sits ("settings"); a request
 * body's fields are named alone ("email"), and the body itself "body".
 */
export function limitError(violation: JsonViolation, root = ""): ApiError {
  const param = formatJsonPath(root, violation.path) || "body";
  if (violation.kind === "size")
    return new ApiError(413, "payload_too_large", `Too large: ${param} (${violation.reason}).`, { params: { [param]: violation.reason } });
  return invalidParam(param, violation.reason);
}

export function fromZodError(err: ZodError): ApiError {
  const params: Record<string, string> = {};
  for (const issue of err.issues) {
    const name = issue.path.length ? issue.path.map(String).join(".") : "body";
    params[name] ??= issue.message;
  }
  const names = Object.keys(params);
  return new ApiError(400, "invalid_param", `Invalid parameter(s): ${names.join(", ")}.`, { params });
}

export function errorBody(err: ApiError) {
  return { code: err.code, message: err.message, data: { status: err.status, ...err.extra } };
}
