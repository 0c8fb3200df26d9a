import { and, asc, eq, gt, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { carts, slotHolds, timeSlots } from "../db/schema";
import type { FulfilmentMethod, TimeSlot } from "../../core/cart/types";
import { bookableDates, plannedSlots, slotLabel, zonedInstant } from "../../core/cart/slot-plan";
import { anonymousHoldCap, countedHolds, holdExpiry, placesLeft, slotOpen, type HoldCounts } from "../../core/cart/checkout-rules";
import { SLOT_HOLD_LIMITS } from "../../core/limits/limits";
import { ApiError, invalidParam, notFound } from "../http/errors";
import { createCache } from "../cache";
import { createRateLimiter, minutesText } from "./rate-limit";

type Tx = Db;
export type SlotRow = typeof timeSlots.$inferSelect;

export const slotFull = () => new ApiError(409, "slot_full", "That time slot is full. Please choose another one.");
export const slotClosed = () => new ApiError(422, "slot_closed", "That time slot can no longer be booked. Please choose a later one.");

export const signInToHold = () =>
  new ApiError(
    409,
    "sign_in_to_hold",
    "The places of this time slot that can be held without an account are taken. Sign in to hold it, or choose another time.",
  );

/** Holds of other carts on a slot that have not run out at `now`, signed-in shoppers' and anonymous visitors' apart. */
export async function otherActiveHolds(tx: Tx, slotId: number, cartId: number | null, now: Date): Promise<HoldCounts> {
  const [row] = await tx
    .select({
      signedIn: sql<number>`(count(*) filter (where ${carts.userId} is not null))::int`,
      anonymous: sql<number>`(count(*) filter (where ${carts.userId} is null))::int`,
    })
    .from(slotHolds)
    .innerJoin(carts, eq(carts.id, slotHolds.cartId))
    .where(and(eq(slotHolds.slotId, slotId), gt(slotHolds.expiresAt, now), cartId === null ? sql`true` : ne(slotHolds.cartId, cartId)));
  return { signedIn: Number(row?.signedIn ?? 0), anonymous: Number(row?.anonymous ?? 0) };
}

/** Reads a slot's row and locks it until the transaction ends: every change of `booked` goes through here. */
export async function lockSlot(tx: Tx, slotId: number): Promise<SlotRow | null> {
  const [row] = await tx.select().from(timeSlots).where(eq(timeSlots.id, slotId)).for("update");
  return row ?? null;
}

/**
 * Pickup and delivery windows per store and day, generated on first use from the slot plan (the same
 * every time), with what is left of each: capacity less the orders booked and the holds of other carts.
 */
export function createSlotService(db: Db, clock: () => Date = () => new Date()) {
  const limiter = createRateLimiter(db, clock);
  /**
   * Days whose slots are known to be there (slot rows are made once and never removed while their
   * store lives): the plan is not worked out and counted again on every checkout. Kept a few minutes.
   */
  const made = createCache<true>({
    name: "slots.days-made",
    maxBytes: 256 * 1024,
    maxEntries: 2000,
    ttlMs: 5 * 60_000,
    now: () => clock().getTime(),
  });
  /** Makes the days' slots from the plan unless they are all there (every instance makes the same rows, once). */
  async function ensureDays(storeId: number, method: FulfilmentMethod, dates: string[]): Promise<void> {
    const key = `${storeId}\n${method}\n${dates.join(",")}`;
    if (made.get(key)) return;
    await makeDays(storeId, method, dates);
    made.set(key, true);
  }
  async function makeDays(storeId: number, method: FulfilmentMethod, dates: string[]): Promise<void> {
    const rows = dates
      .flatMap((d) => plannedSlots(d, method))
      .map((s) => ({ storeId, method, startsAt: s.startsAt, endsAt: s.endsAt, capacity: s.capacity, feeCents: s.feeCents }));
    if (!rows.length) return;
    const [have] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(timeSlots)
      .where(
        and(
          eq(timeSlots.storeId, storeId),
          eq(timeSlots.method, method),
          gte(timeSlots.startsAt, rows[0]!.startsAt),
          lte(timeSlots.startsAt, rows[rows.length - 1]!.startsAt),
        ),
      );
    if (Number(have?.n ?? 0) >= rows.length) return;
    await db.insert(timeSlots).values(rows).onConflictDoNothing();
  }

  return {
    clock,

    /** The bookable slots of a store (one day, or every bookable day), full ones with 0 remaining. */
    async list(
      storeId: number,
      method: FulfilmentMethod,
      date: string | undefined,
      cartId: number | null = null,
    ): Promise<{ items: TimeSlot[]; dates: string[] }> {
      const now = clock();
      const dates = bookableDates(now);
      if (date !== undefined && !dates.includes(date))
        throw invalidParam("date", `must be one of the bookable days, ${dates[0]} to ${dates[dates.length - 1]}`);
      const days = date === undefined ? dates : [date];
      await ensureDays(storeId, method, days);
      const from = zonedInstant(days[0]!, 0);
      const to = zonedInstant(days[days.length - 1]!, 24);
      // The live holds of other carts, counted per slot in one pass (signed-in and anonymous apart),
      // rather than two counts run for every slot of the week.
      const holds = sql`(select h.slot_id,
          count(*) filter (where c.user_id is not null)::int as signed_in,
          count(*) filter (where c.user_id is null)::int as anonymous
        from ${slotHolds} h join ${carts} c on c.id = h.cart_id
        where h.expires_at > ${now.toISOString()}::timestamptz ${cartId === null ? sql`` : sql`and h.cart_id <> ${cartId}`}
        group by h.slot_id) live`;
      const rows = await db
        .select({
          slot: timeSlots,
          signedIn: sql<number>`coalesce(live.signed_in, 0)`,
          anonymous: sql<number>`coalesce(live.anonymous, 0)`,
        })
        .from(timeSlots)
        .leftJoin(holds, sql`live.slot_id = ${timeSlots.id}`)
        .where(
          and(eq(timeSlots.storeId, storeId), eq(timeSlots.method, method), gte(timeSlots.startsAt, from), lte(timeSlots.startsAt, to)),
        )
        .orderBy(asc(timeSlots.startsAt));
      const items = rows
        .filter((r) => slotOpen(r.slot.startsAt, now))
        .map(({ slot, signedIn, anonymous }) => ({
          id: slot.id,
          method: slot.method,
          starts_at: slot.startsAt.toISOString(),
          ends_at: slot.endsAt.toISOString(),
          capacity: slot.capacity,
          remaining: placesLeft(slot, { signedIn: Number(signedIn), anonymous: Number(anonymous) }),
          fee_cents: slot.feeCents,
          label: slotLabel(slot.startsAt, slot.endsAt),
        }));
      return { items, dates };
    },

    /**
     * Keeps a slot for a cart for ten minutes: a cart holds one slot at a time (a new hold replaces
     * its old one; holding again renews it). The cart must have something in it (the caller checks,
     * `cart.forHold`). Holds are counted per client address and per cart (429 too_many_attempts past
     * SLOT_HOLD_LIMITS), and anonymous carts together hold at most their share of the slot's places
     * (409 sign_in_to_hold). 404 for a slot not at this store, 422 slot_closed, 409 slot_full when the
     * orders and other carts' holds already fill it. A refused hold writes nothing.
     */
    async hold(
      cart: { id: number; anonymous: boolean },
      storeId: number,
      slotId: number,
      clientAddress: string,
    ): Promise<{ slot_id: number; expires_at: string }> {
      const now = clock();
      const expires = holdExpiry(now);
      const tooMany = (what: string) => (seconds: number) => `${what} Please try again in ${minutesText(seconds)}.`;
      await db.transaction(async (tx) => {
        const t = tx as unknown as Tx;
        await limiter.take(
          tx,
          "slot_hold",
          clientAddress,
          SLOT_HOLD_LIMITS.perAddress,
          tooMany("Many time slots were chosen from your network in a short while."),
        );
        await limiter.take(
          tx,
          "slot_hold_cart",
          String(cart.id),
          SLOT_HOLD_LIMITS.perCart,
          tooMany("You have chosen many time slots in a short while."),
        );
        const slot = await lockSlot(t, slotId);
        if (!slot || slot.storeId !== storeId) throw notFound(`No time slot ${slotId} at this store.`);
        if (!slotOpen(slot.startsAt, now)) throw slotClosed();
        const others = await otherActiveHolds(t, slotId, cart.id, now);
        if (slot.booked + countedHolds(others, slot.capacity) >= slot.capacity) throw slotFull();
        if (cart.anonymous && others.anonymous >= anonymousHoldCap(slot.capacity)) throw signInToHold();
        await t.delete(slotHolds).where(and(eq(slotHolds.slotId, slotId), lte(slotHolds.expiresAt, now)));
        await t
          .insert(slotHolds)
          .values({ cartId: cart.id, slotId, expiresAt: expires })
          .onConflictDoUpdate({ target: slotHolds.cartId, set: { slotId, expiresAt: expires } });
      });
      return { slot_id: slotId, expires_at: expires.toISOString() };
    },

    /** The cart's hold, while it has not run out. */
    async holdOf(cartId: number): Promise<{ slot_id: number; expires_at: string } | null> {
      const [row] = await db
        .select()
        .from(slotHolds)
        .where(and(eq(slotHolds.cartId, cartId), gt(slotHolds.expiresAt, clock())));
      return row ? { slot_id: row.slotId, expires_at: row.expiresAt.toISOString() } : null;
    },

    async release(cartId: number): Promise<void> {
      await db.delete(slotHolds).where(eq(slotHolds.cartId, cartId));
    },

    /** Slots by id (for order pages). */
    async byIds(ids: number[]): Promise<Map<number, SlotRow>> {
      if (!ids.length) return new Map();
      return new Map((await db.select().from(timeSlots).where(inArray(timeSlots.id, ids))).map((r) => [r.id, r]));
    },
  };
}

export type SlotService = ReturnType<typeof createSlotService>;
