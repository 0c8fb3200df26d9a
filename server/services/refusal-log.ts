import type { Logger } from "pino";

/**
 * What a refused request was: a page form posted from another site (its Origin is not this one), a
 * form that names a return path no page of the site has, or a body no form of ours sends.
 */
export type RefusalKind = "cross-site-form" | "return-path" | "form-body";

export interface RefusalLogOptions {
  /** Lines per kind and window; the rest are counted and summed up once the window ends. */
  perWindow: number;
  windowMs: number;
}

export const REFUSAL_LOG_DEFAULTS: RefusalLogOptions = { perWindow: 10, windowMs: 60_000 };

/** The longest value of a request's own (its path, its Origin) a line carries. */
const FIELD_MAX = 200;

/**
 * Refused requests as the log shows them: anyone can send them at will, so each is one warn-level
 * line without a stack (never an error), at most `perWindow` lines per kind and window; what is
 * left out is counted, and one line says how many when the window ends.
 */
export function createRefusalLog(logger: Logger, opts: RefusalLogOptions = REFUSAL_LOG_DEFAULTS) {
  const windows = new Map<RefusalKind, { logged: number; skipped: number; timer: ReturnType<typeof setTimeout> }>();
  const summarise = (kind: RefusalKind) => {
    const w = windows.get(kind);
    windows.delete(kind);
    if (w && w.skipped > 0)
      logger.warn(
        { refused: kind, skipped: w.skipped, window_ms: opts.windowMs },
        `${w.skipped} more refused requests (${kind}) were not logged one by one`,
      );
  };
  return {
    /** Notes a refused request: `detail` says why (a sentence with no request data in it). */
    note(kind: RefusalKind, detail: string, request?: { method: string; url: string; origin?: string | null }) {
      let w = windows.get(kind);
      if (!w) {
        const timer = setTimeout(() => summarise(kind), opts.windowMs);
        timer.unref?.();
        w = { logged: 0, skipped: 0, timer };
        windows.set(kind, w);
      }
      if (w.logged >= opts.perWindow) {
        w.skipped += 1;
        return;
      }
      w.logged += 1;
      const fields: Record<string, string> = { refused: kind };
      if (request) {
        fields["method"] = request.method.slice(0, 10);
        fields["path"] = pathOf(request.url).slice(0, FIELD_MAX);
        if (request.origin) fields["origin"] = request.origin.slice(0, FIELD_MAX);
      }
      logger.warn(fields, `request refused: ${detail}`);
    },
    /** Sums up every open window now (on shutdown). */
    flush() {
      for (const [kind, w] of [...windows]) {
        clearTimeout(w.timer);
        summarise(kind);
      }
    },
  };
}

export type RefusalLog = ReturnType<typeof createRefusalLog>;

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "";
  }
}
