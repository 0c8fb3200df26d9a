/** Telling a database that cannot be reached from a query that failed (the server answers 503, the pages too). */

const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
const UNREACHABLE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|not queryable|cannot use a pool after calling end|connection ended/i;

/**
 * Whether an error (or one of its causes: Drizzle wraps driver errors) says the database cannot be
 * reached, as opposed to a query that failed: the request deserves a 503 and a retry, not a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNREACHABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
