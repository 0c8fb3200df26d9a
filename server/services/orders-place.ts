import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { carts, orderLines, orders, slotHolds, timeSlots } from "../db/schema";
import type { Store } from "../../core/stores/store-types";
import type { DeliveryAddress } from "../../core/cart/types";
import type { OrderInput } from "../../core/schemas/cart";
import { countedHolds, leadTimeHours, needsAgeConfirmation, slotOpen, unpricedLines } from "../../core/cart/checkout-rules";
import { deliveryAreaAnswer } from "../../core/cart/delivery-area";
import type { ShopKind } from "../../core/catalog/shops";
import { ApiError } from "../http/errors";
import { priceLines } from "./cart-pricing";
import { notSoldHere, storedLines } from "./cart";
import { lockSlot, otherActiveHolds, slotClosed, slotFull } from "./slots";

type Tx = Db;
export type OrderRow = typeof orders.$inferSelect;

const keyReused = () =>
  new ApiError(
    422,
    "idempotency_key_reused",
    "This Idempotency-Key was already used for a different order. Use a new key for a new order.",
  );
const unprocessable = (code: string, message: string) => new ApiError(422, code, message);

/** A stable hash of what the order asks for: the same request under the same key is the same order. */
export function requestHash(storeId: number, input: OrderInput): string {
  const canonical = JSON.stringify([
    storeId,
    input.method,
    input.slot_id,
    input.address ?? null,
    input.tip_cents,
    input.payment,
    input.notes,
    input.age_confirmed,
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

async function existingOrder(tx: Tx, userId: number, key: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

export interface PlaceContext {
  userId: number;
  store: Store;
  /** Where stores are, to place a delivery address given without coordinates by its postal code. */
  knownPlaces: () => Promise<ReadonlyArray<{ postal_code: string; latitude: number | null; longitude: number | null }>>;
}

/** The delivery address with its point, checked against the store's delivery area. */
async function checkedAddress(ctx: PlaceContext, input: OrderInput): Promise<DeliveryAddress | null> {
  if (input.method !== "delivery" || !input.address) return null;
  const a = input.address;
  const known = a.latitude !== null && a.longitude !== null ? [] : await ctx.knownPlaces();
  const answer = deliveryAreaAnswer(ctx.store, a, known);
  if (!answer.ok) throw unprocessable(answer.code, answer.message);
  return { ...a, latitude: answer.point.lat, longitude: answer.point.lng };
}

/**
 * Places the shopper's cart as an order, once per Idempotency-Key: the same key with the same request
 * gives the order already placed (`replayed`), with another request 422 idempotency_key_reused.
 * The slot's row is locked for the transaction (SELECT ... FOR UPDATE), so however many checkouts run
 * at once, on however many instances, `booked` never passes `capacity`; the check constraint on the
 * table backs it up.
 */
export async function placeOrder(
  db: Db,
  ctx: PlaceContext & { shop: ShopKind },
  input: OrderInput,
  key: string,
  now: Date,
): Promise<{ order: OrderRow; replayed: boolean }> {
  const hash = requestHash(ctx.store.id, input);
  const replay = (row: OrderRow) => {
    if (row.requestHash !== hash) throw keyReused();
    return { order: row, replayed: true };
  };
  const before = await existingOrder(db, ctx.userId, key);
  if (before) return replay(before);
  const address = await checkedAddress(ctx, input);
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Tx;
      const slot = await lockSlot(t, input.slot_id);
      if (!slot || slot.storeId !== ctx.store.id || slot.method !== input.method)
        throw unprocessable("invalid_slot", `Time slot ${input.slot_id} is not a ${input.method} slot of ${ctx.store.name}.`);
      // Another request with this key may have committed while this one waited for the lock.
      const raced = await existingOrder(t, ctx.userId, key);
      if (raced) return replay(raced);
      const [cart] = await t.select().from(carts).where(eq(carts.userId, ctx.userId)).for("update");
      const priced = await priceLines(t, { store: ctx.store, shop: ctx.shop }, cart ? await storedLines(t, cart.id) : [], now);
      // Checked again here, whatever the cart's lines were added for: another shop's products (a
      // catering tray, a bottle of wine at a grocery store) are never ordered at this store; they stay
      // in the cart for their own shop's store.
      const lines = priced.lines.filter((l) => l.available);
      if (!cart || lines.length === 0) {
        const elsewhere = priced.lines.filter((l) => !l.sold_here);
        if (elsewhere.length) throw notSoldHere(ctx.store, elsewhere);
        throw unprocessable("cart_empty", "The cart holds nothing this store can sell. Add something first.");
      }
      const unpriced = unpricedLines(lines);
      if (unpriced.length)
        throw unprocessable(
          "price_missing",
          `${unpriced.map((l) => l.name).join(", ")} ${unpriced.length === 1 ? "has" : "have"} no price at ${ctx.store.name} today. Remove ${unpriced.length === 1 ? "it" : "them"} from the cart, or call the store.`,
        );
      if (!slotOpen(slot.startsAt, now, leadTimeHours(lines))) throw slotClosed();
      if (needsAgeConfirmation(lines) && !input.age_confirmed)
        throw unprocessable("age_confirmation_required", "The cart holds alcohol: confirm that you are 21 or older.");
      if (slot.booked + countedHolds(await otherActiveHolds(t, slot.id, cart.id, now), slot.capacity) >= slot.capacity) throw slotFull();
      await t
        .update(timeSlots)
        .set({ booked: sql`${timeSlots.booked} + 1` })
        .where(eq(timeSlots.id, slot.id));
      const [order] = await t
        .insert(orders)
        .values({
          userId: ctx.userId,
          storeId: ctx.store.id,
          slotId: slot.id,
          method: input.method,
          address,
          subtotalCents: priced.subtotal_cents,
          feeCents: slot.feeCents,
          tipCents: input.tip_cents,
          totalCents: priced.subtotal_cents + slot.feeCents + input.tip_cents,
          payment: input.payment,
          notes: input.notes,
          ageConfirmed: input.age_confirmed,
          idempotencyKey: key,
          requestHash: hash,
          placedAt: now,
          updatedAt: now,
        })
        .returning();
      await t.insert(orderLines).values(
        lines.map((l) => ({
          orderId: order!.id,
          productId: l.product_id,
          name: l.name,
          quantity: l.quantity,
          weight: l.weight,
          priceCents: l.price_cents,
          lineCents: l.line_cents,
          substitution: l.substitution,
          substituteProductId: l.substitute_product_id,
          note: l.note,
        })),
      );
      await t.execute(
        sql`delete from cart_lines where cart_id = ${cart.id} and product_id in (${sql.join(
          lines.map((l) => sql`${l.product_id}`),
          sql`, `,
        )})`,
      );
      await t.delete(slotHolds).where(eq(slotHolds.cartId, cart.id));
      return { order: order!, replayed: false };
    });
  } catch (err) {
    // Two requests with one key raced past the lock's re-check: the loser gives the winner's order back.
    if (!isUniqueViolation(err)) throw err;
    const row = await existingOrder(db, ctx.userId, key);
    if (!row) throw err;
    return replay(row);
  }
}
