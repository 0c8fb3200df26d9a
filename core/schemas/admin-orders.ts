import { z } from "zod";
import { ORDER_STATUSES } from "../cart/types";
import { adminListQuery } from "./admin-stores";
import { boundedIntParam } from "./posts";

/** The store's orders as staff list them: by store and status, newest first. */
export const adminOrdersQuery = adminListQuery.omit({ q: true }).extend({
  store_id: boundedIntParam(2_147_483_647).optional().describe("Only this store's orders"),
  status: z
    .enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(", ")}` })
    .optional()
    .describe("Only orders with this status"),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const orderStatusChange = z
  .object({ status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(", ")}` }) })
  .strict();

export const adminOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  store_id: z.number().int(),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  method: z.enum(["pickup", "delivery"]),
  status: z.enum(ORDER_STATUSES),
  next_status: z.enum(ORDER_STATUSES).nullable(),
  slot: z.object({ starts_at: z.string(), ends_at: z.string() }),
  item_count: z.number().int(),
  total_cents: z.number().int(),
  placed_at: z.string(),
});
export type AdminOrder = z.infer<typeof adminOrder>;
export const adminOrderPage = z.object({
  items: z.array(adminOrder),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
