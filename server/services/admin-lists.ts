/** What the admin's lists share: a page of rows and a search term matched anywhere in a column. */
import { ADMIN_LIST_LIMITS } from "../../core/limits/limits";

export interface PageRequest {
  q?: string;
  page?: number;
  perPage?: number;
}

/** LIMIT and OFFSET of a page. */
export function pageWindow(req: PageRequest): {
  limit: number;
  offset: number;
} {
  const limit = Math.min(req.perPage ?? ADMIN_LIST_LIMITS.defaultPerPage, ADMIN_LIST_LIMITS.perPage);
  return { limit, offset: ((req.page ?? 1) - 1) * limit };
}

/** An ILIKE pattern matching the term anywhere, its own % _ and \\ taken literally; null for no term. */
export function likePattern(q: string | undefined): string | null {
  const term = q?.trim();
  return term ? `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
}
