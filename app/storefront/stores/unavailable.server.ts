import { data, type AppLoadContext } from "react-router";
import { isDatabaseUnavailable } from "#core/web/database-unavailable";

/** Seconds a visitor (or crawler) is told to wait before asking again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** The status and header of a page whose own content can't be loaded right now. */
export const unavailableInit = { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } };

/**
 * Runs a page's own content call. When the database can't be reached, resolves to `unavailable`
 * instead of throwing, so the route renders its "try again" state inside the site chrome; any other
 * error is a bug and still throws.
 */
export async function loadOrUnavailable<T>(
  context: AppLoadContext,
  what: string,
  load: () => Promise<T>,
): Promise<{ value: T } | "unavailable"> {
  try {
    return { value: await load() };
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    context.services.logger.warn({ err, what }, "database unavailable; page shown without its content");
    return "unavailable";
  }
}

/** Thrown from a loader: the route's error boundary says "try again in a moment", with a 503 and Retry-After. */
export function unavailableResponse() {
  return data({ unavailable: true }, unavailableInit);
}
