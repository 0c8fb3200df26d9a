import { z } from "zod";
import type { Context } from "hono";
import { idParam } from "#core/schemas/params";
import { ADMIN_LIST_LIMITS } from "#core/limits/limits";
import { parseWith } from "../../http/validate";
import type { AppEnv } from "../../http/env";

/** Who manages stores, groups and accounts. */
export const PEOPLE_ROLES = ["administrator"];

/** The `:id` of the path, a positive integer (400 otherwise). */
export const pathId = (c: Context<AppEnv>) => parseWith(z.object({ id: idParam }), { id: c.req.param("id") }).id;

/** A page of a list as the API answers it. */
export const listPage = <T>(items: T[], total: number, q: { page?: number; per_page?: number }) => ({
  items,
  page: q.page ?? 1,
  per_page: q.per_page ?? ADMIN_LIST_LIMITS.defaultPerPage,
  total,
});
