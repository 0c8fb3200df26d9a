import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderLines, orders, products, timeSlots } from "../db/schema";
import type { Order, OrderStatus, PaymentMethod } from "../../core/cart/types";
import { orderNumber, orderUrl } from "../../core/cart/types";
import { productUrl } from "../../core/catalog/types";
import type { OrderInput } from "../../core/schemas/cart";
import type { Store } from "../../core/stores/store-types";
import { ApiError, notFound } from "../http/errors";
import { placeOrder, type OrderRow, type PlaceContext } from "./orders-place";
import type { CartOwner, CartService } from "./cart";

type Tx = Db;
const noSuchOrder = (id: number) => notFound(`No order with id ${id}.`);

/**
 * Orders: placed once per Idempotency-Key (orders-place.ts), listed and read by their shopper only
 * (another shopper's order is a 404), cancelled before picking starts (which frees the slot), and
 * reordered into the cart at today's prices.
 */
export function createOrderService(db: Db, cart: CartService, clock: () => Date = () => new Date()) {
  async function toOrders(rows: OrderRow[]): Promise<Order[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const lines = await db
      .select({ line: orderLines, slug: products.slug })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.name));
    const slots = new Map(
      (
        await db
          .select()
          .from(timeSlots)
          .where(inArray(timeSlots.id, [...new Set(rows.map((r) => r.slotId))]))
      ).map((s) => [s.id, s]),
    );
    return rows.map((r) => {
      const slot = slots.get(r.slotId)!;
      return {
        id: r.id,
        number: orderNumber(r.id),
        url: orderUrl(r.id),
        store_id: r.storeId,
        status: r.status,
        method: r.method,
        slot: { id: slot.id, starts_at: slot.startsAt.toISOString(), ends_at: slot.endsAt.toISOString() },
        address: r.address ?? null,
        lines: lines
          .filter((l) => l.line.orderId === r.id)
          .map(({ line: l, slug }) => ({
            product_id: l.productId,
            name: l.name,
            url: productUrl(slug),
            quantity: l.quantity,
            weight: l.weight,
            price_cents: l.priceCents,
            line_cents: l.lineCents,
            substitution: l.substitution,
            substitute_product_id: l.substituteProductId,
            note: l.note,
          })),
        subtotal_cents: r.subtotalCents,
        fee_cents: r.feeCents,
        tip_cents: r.tipCents,
        total_cents: r.totalCents,
        payment: r.payment as PaymentMethod,
        notes: r.notes,
        placed_at: r.placedAt.toISOString(),
        can_cancel: r.status === "placed",
      };
    });
  }

  async function own(userId: number, id: number): Promise<OrderRow> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)));
    if (!row) throw noSuchOrder(id);
    return row;
  }

  const service = {
    clock,

    async place(ctx: PlaceContext, input: OrderInput, key: string): Promise<{ order: Order; replayed: boolean }> {
      // The order takes its lines out of the cart: the header's kept count goes once it is committed.
      const { shop } = await cart.pricingAt(ctx.store);
      const { order, replayed } = await placeOrder(db, { ...ctx, shop }, input, key, clock()).finally(() =>
        cart.changed({ userId: ctx.userId }),
      );
      return { order: (await toOrders([order]))[0]!, replayed };
    },

    async list(userId: number): Promise<Order[]> {
      return toOrders(
        await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.placedAt), desc(orders.id)).limit(100),
      );
    },

    async get(userId: number, id: number): Promise<Order> {
      return (await toOrders([await own(userId, id)]))[0]!;
    },

    /** Cancels an order that picking has not started on, and frees its place in the slot. */
    async cancel(userId: number, id: number): Promise<Order> {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Tx;
        const [row] = await t
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), eq(orders.userId, userId)))
          .for("update");
        if (!row) throw noSuchOrder(id);
        if (row.status !== "placed")
          throw new ApiError(
            409,
            "cannot_cancel",
            "Picking has started on this order: it can no longer be cancelled here. Please call the store.",
          );
        await t.update(orders).set({ status: "cancelled", updatedAt: clock() }).where(eq(orders.id, id));
        await t
          .update(timeSlots)
          .set({ booked: sql`${timeSlots.booked} - 1` })
          .where(eq(timeSlots.id, row.slotId));
      });
      return service.get(userId, id);
    },

    /** Moves an order on (the store's side: picking, ready, out for delivery, completed). */
    async setStatus(id: number, status: Exclude<OrderStatus, "cancelled">): Promise<void> {
      await db.update(orders).set({ status, updatedAt: clock() }).where(eq(orders.id, id));
    },

    /**
     * Puts the order's products that the store has today into the cart at today's prices (amounts add
     * to what the cart holds) and names those it could not add.
     */
    async reorder(userId: number, owner: CartOwner, store: Store, id: number) {
      const order = await service.get(userId, id);
      const result = await cart.addMany(
        owner,
        store,
        order.lines.map((l) => ({ productId: l.product_id, amount: { quantity: l.quantity, weight: l.weight } })),
      );
      const name = new Map(order.lines.map((l) => [l.product_id, l.name]));
      const named = (ids: number[]) => ids.map((product_id) => ({ product_id, name: name.get(product_id)! }));
      return { added: named(result.added), unavailable: named(result.unavailable), cart: await cart.get(owner, store) };
    },
  };
  return service;
}

export type OrderService = ReturnType<typeof createOrderService>;
