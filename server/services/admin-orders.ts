/**
 * The store's side of orders: staff list them by store and status, and move each one on through
 * picking, ready and delivery to completed (core/cart/order-flow.ts), or cancel one that picking has not
 * started on (its slot freed). Each move locks the order's row, checks the step from the status it finds
 * (two staff pressing at once move it once; the other gets 409) and is audited in the same transaction.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderLines, orders, timeSlots, users } from "../db/schema";
import { canMove, nextStatus } from "../../core/cart/order-flow";
import { ORDER_STATUS_LABELS, orderNumber, type OrderStatus } from "../../core/cart/types";
import type { AdminOrder, AdminOrdersQuery } from "../../core/schemas/admin-orders";
import { ApiError, notFound } from "../http/errors";
import { recordChange, type Actor } from "./audit";
import { pageWindow } from "./admin-lists";

const columns = {
  id: orders.id,
  storeId: orders.storeId,
  userId: orders.userId,
  name: users.name,
  email: users.email,
  method: orders.method,
  status: orders.status,
  startsAt: timeSlots.startsAt,
  endsAt: timeSlots.endsAt,
  totalCents: orders.totalCents,
  placedAt: orders.placedAt,
};

export function createAdminOrderService(db: Db, clock: () => Date = () => new Date()) {
  const select = () =>
    db.select(columns).from(orders).innerJoin(users, eq(users.id, orders.userId)).innerJoin(timeSlots, eq(timeSlots.id, orders.slotId));

  async function present(rows: Awaited<ReturnType<ReturnType<typeof select>["execute"]>>): Promise<AdminOrder[]> {
    const ids = rows.map((r) => r.id);
    const counts = ids.length
      ? await db
          .select({ orderId: orderLines.orderId, n: count() })
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
          .groupBy(orderLines.orderId)
      : [];
    const itemCount = new Map(counts.map((c) => [c.orderId, Number(c.n)]));
    return rows.map((r) => ({
      id: r.id,
      number: orderNumber(r.id),
      store_id: r.storeId,
      customer: { id: r.userId, name: r.name, email: r.email },
      method: r.method,
      status: r.status,
      next_status: nextStatus(r.method, r.status),
      slot: { starts_at: r.startsAt.toISOString(), ends_at: r.endsAt.toISOString() },
      item_count: itemCount.get(r.id) ?? 0,
      total_cents: r.totalCents,
      placed_at: r.placedAt.toISOString(),
    }));
  }

  const service = {
    async list(q: AdminOrdersQuery): Promise<{ items: AdminOrder[]; total: number }> {
      const filters: SQL[] = [];
      if (q.store_id !== undefined) filters.push(eq(orders.storeId, q.store_id));
      if (q.status !== undefined) filters.push(eq(orders.status, q.status));
      const where = filters.length ? and(...filters) : undefined;
      const { limit, offset } = pageWindow({ page: q.page, perPage: q.per_page });
      const [rows, [total]] = await Promise.all([
        select().where(where).orderBy(desc(orders.placedAt), desc(orders.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { items: await present(rows), total: Number(total?.n ?? 0) };
    },

    async get(id: number): Promise<AdminOrder> {
      const [row] = await select().where(eq(orders.id, id));
      if (!row) throw notFound(`No order with id ${id}.`);
      return (await present([row]))[0]!;
    },

    /** Moves the order to `to` when that is its next step (or a cancellation before picking); 409 otherwise. */
    async move(id: number, to: OrderStatus, actor: Actor): Promise<AdminOrder> {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const [row] = await t.select().from(orders).where(eq(orders.id, id)).for("update");
        if (!row) throw notFound(`No order with id ${id}.`);
        if (!canMove(row.method, row.status, to)) {
          throw new ApiError(
            409,
            "wrong_step",
            `Order ${orderNumber(id)} is ${ORDER_STATUS_LABELS[row.status].toLowerCase()}: it cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()}. Reload to see where it is.`,
          );
        }
        await t.update(orders).set({ status: to, updatedAt: clock() }).where(eq(orders.id, id));
        if (to === "cancelled")
          await t
            .update(timeSlots)
            .set({ booked: sql`${timeSlots.booked} - 1` })
            .where(eq(timeSlots.id, row.slotId));
        await recordChange(t, actor, {
          action: "order.status",
          targetType: "order",
          targetId: id,
          before: { status: row.status },
          after: { status: to },
        });
      });
      return service.get(id);
    },
  };
  return service;
}

export type AdminOrderService = ReturnType<typeof createAdminOrderService>;
