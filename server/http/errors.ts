import type { ZodError } from "zod";

/** An error with an HTTP status and a stable string code, rendered in the REST error format. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const notFound = (message = "Not found.") => new ApiError(404, "not_found", message);
export const forbidden = (message = "Sorry, you are not allowed to do that.") => new ApiError(403, "forbidden", message);
export const unauthorized = (message = "You must be logged in to do that.") => new ApiError(401, "unauthorized", message);
export const invalidNonce = () => new ApiError(403, "invalid_nonce", "Cookie check failed: the nonce is missing or invalid.");

/** 400 invalid_param naming the first bad parameter (DESIGN section 5). */
export function invalidParam(param: string, reason: string): ApiError {
  return new ApiError(400, "invalid_param", `Invalid parameter: ${param} (${reason}).`, { params: { [param]: reason } });
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
