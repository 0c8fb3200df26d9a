import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { cartLines, carts, departments, products } from "../db/schema";
import type { Store } from "../../core/stores/store-types";
import type { Cart } from "../../core/cart/types";
import { addAmounts, checkAmount, type Amount } from "../../core/cart/lines";
import { CART_LIMITS } from "../../core/limits/limits";
import type { CartLineInput } from "../../core/schemas/cart";
import { ApiError, invalidParam, notFound } from "../http/errors";
import { SHOP_PLACES, type ShopKind } from "../../core/catalog/shops";
import { priceLines, priceProducts, type PricedLines, type PricingStore, type StoredLine } from "./cart-pricing";
import type { CartCountCache } from "./cart-count-cache";

/** Whose cart: a signed-in shopper's, or an anonymous visitor's cookie token (kept as its hash). */
export type CartOwner = { userId: number } | { tokenHash: string };

/** A new anonymous cart token (the cookie's value) and its hash (what the database keeps). */
export function newCartToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashCartToken(token) };
}
export const hashCartToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The owner's key in the cart-count cache: a visitor's own token hash or user id, never another's. */
export const cartOwnerKey = (o: CartOwner) => ("userId" in o ? `u:${o.userId}` : `t:${o.tokenHash}`);

const ownerWhere = (o: CartOwner) => ("userId" in o ? eq(carts.userId, o.userId) : eq(carts.tokenHash, o.tokenHash));

type Tx = Db;
type CartRow = typeof carts.$inferSelect;

/** 409 not_sold_here: the product is in another shop's catalog than the store's (a catering tray at a grocery store). */
export const notSoldHere = (store: Store, products: ReadonlyArray<{ name: string; shop: ShopKind }>) =>
  new ApiError(
    409,
    "not_sold_here",
    `${store.name} does not sell ${products.map((p) => `${p.name} (sold in ${SHOP_PLACES[p.shop]})`).join(", ")}. Choose that shop's store to buy ${products.length === 1 ? "it" : "them"}.`,
  );

/** Which shop's catalog a store sells (the store service's `shopKind`). */
export type ShopOf = (store: Store) => Promise<ShopKind>;

/** The cart as the shopper sees it in a store: priced there today, the lines it lacks flagged. */
export function cartView(store: Store, row: Pick<CartRow, "storeId"> | null, priced: PricedLines): Cart {
  return {
    store_id: store.id,
    moved_from_store_id: row?.storeId != null && row.storeId !== store.id ? row.storeId : null,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    lines: priced.lines.map(({ lead_time_hours, ...l }) => l),
    item_count: priced.item_count,
    subtotal_cents: priced.subtotal_cents,
    has_alcohol: priced.has_alcohol,
    unavailable_count: priced.unavailable_count,
  };
}

export async function storedLines(db: Tx, cartId: number): Promise<StoredLine[]> {
  return db
    .select({
      productId: cartLines.productId,
      quantity: cartLines.quantity,
      weight: cartLines.weight,
      substitution: cartLines.substitution,
      substituteProductId: cartLines.substituteProductId,
      note: cartLines.note,
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productId));
}

/**
 * Carts of anonymous visitors and signed-in shoppers, one each, priced for the store they shop at
 * when read (a store switch carries the cart over: what the new store lacks is flagged, prices are its
 * own). Every change is one transaction.
 */
export function createCartService(
  db: Db,
  shopOf: ShopOf,
  clock: () => Date = () => new Date(),
  counts: (Pick<CartCountCache, "lookup" | "forget"> & Partial<Pick<CartCountCache, "peek">>) | null = null,
) {
  const pricingAt = async (store: Store): Promise<PricingStore> => ({ store, shop: await shopOf(store) });

  /** Runs a change to the owners' carts; once it is over (committed or not), their kept counts go. */
  async function changing<T>(owners: CartOwner[], change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } finally {
      if (counts) await Promise.all(owners.map((o) => counts.forget(cartOwnerKey(o))));
    }
  }

  async function find(tx: Tx, owner: CartOwner): Promise<CartRow | null> {
    const [row] = await tx.select().from(carts).where(ownerWhere(owner));
    return row ?? null;
  }

  async function ensure(tx: Tx, owner: CartOwner, storeId: number): Promise<CartRow> {
    const existing = await find(tx, owner);
    if (existing) return existing;
    const values = "userId" in owner ? { userId: owner.userId, storeId } : { tokenHash: owner.tokenHash, storeId };
    await tx.insert(carts).values(values).onConflictDoNothing();
    return (await find(tx, owner))!;
  }

  /** Items in the owner's cart (a weighed line counts once), from the database. */
  async function countItems(owner: CartOwner): Promise<number> {
    const row = await find(db, owner);
    if (!row) return 0;
    const [r] = await db
      .select({ n: sql<number>`coalesce(sum(case when ${cartLines.weight} is null then ${cartLines.quantity} else 1 end), 0)::int` })
      .from(cartLines)
      .where(eq(cartLines.cartId, row.id));
    return Number(r?.n ?? 0);
  }

  async function view(tx: Tx, owner: CartOwner | null, store: Store): Promise<Cart> {
    const row = owner ? await find(tx, owner) : null;
    const lines = row ? await storedLines(tx, row.id) : [];
    return cartView(store, row, await priceLines(tx, await pricingAt(store), lines, clock()));
  }

  async function putLine(
    tx: Tx,
    cart: CartRow,
    at: PricingStore,
    productId: number,
    input: CartLineInput & { add?: Amount },
  ): Promise<void> {
    const { store } = at;
    const product = (await priceProducts(tx, at, [productId], clock())).get(productId);
    if (!product) {
      const [known] = await tx
        .select({ name: products.name, shop: departments.shop })
        .from(products)
        .innerJoin(departments, eq(departments.id, products.departmentId))
        .where(eq(products.id, productId));
      if (!known) throw notFound(`No product with id ${productId}.`);
      if (known.shop !== at.shop) throw notSoldHere(store, [known]);
    }
    if (product && !product.soldHere) throw notSoldHere(store, [product]);
    if (!product?.available) throw new ApiError(422, "not_available", `This store does not have product ${productId} at the moment.`);
    const [current] = await tx
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.productId, productId)));
    let amount: Amount;
    if (input.weight !== undefined) amount = { quantity: 1, weight: input.weight };
    else if (input.quantity !== undefined) amount = { quantity: input.quantity, weight: null };
    else amount = current ? { quantity: current.quantity, weight: current.weight } : { quantity: 1, weight: null };
    if (input.add && current) amount = addAmounts({ quantity: current.quantity, weight: current.weight }, input.add);
    const checked = checkAmount(product, amount);
    if (!checked.ok) throw invalidParam(checked.field, checked.reason);
    if (!current) {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.cartId, cart.id));
      if (n >= CART_LIMITS.lines) throw new ApiError(409, "cart_full", `A cart holds at most ${CART_LIMITS.lines} products.`);
    }
    const substitution = input.substitution ?? current?.substitution ?? "allow";
    let substituteProductId =
      input.substitute_product_id !== undefined ? input.substitute_product_id : (current?.substituteProductId ?? null);
    if (substitution !== "product") substituteProductId = null;
    if (substituteProductId !== null) {
      if (substituteProductId === productId) throw invalidParam("substitute_product_id", "must be another product");
      const [exists] = await tx.select({ id: products.id }).from(products).where(eq(products.id, substituteProductId));
      if (!exists) throw invalidParam("substitute_product_id", "is not a product");
    }
    const values = {
      quantity: checked.amount.quantity,
      weight: checked.amount.weight,
      substitution,
      substituteProductId,
      note: input.note ?? current?.note ?? "",
    };
    await tx
      .insert(cartLines)
      .values({ cartId: cart.id, productId, ...values })
      .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.productId], set: values });
    await tx.update(carts).set({ storeId: store.id, updatedAt: clock() }).where(eq(carts.id, cart.id));
  }

  return {
    /** The cart's row, when the owner has one. */
    row: (owner: CartOwner) => find(db, owner),

    /** How many items the cart holds (the header's count), without pricing it. */
    async itemCount(owner: CartOwner | null): Promise<number> {
      if (!owner) return 0;
      return counts ? counts.lookup(cartOwnerKey(owner), () => countItems(owner)) : countItems(owner);
    },

    /** The owner's item count while it is kept in memory, else undefined (read nothing: `itemCount` does). */
    peekItemCount(owner: CartOwner): number | undefined {
      return counts?.peek?.(cartOwnerKey(owner));
    },

    /** Forgets the owner's kept item count: for a change made outside this service (an order taking the lines). */
    async changed(owner: CartOwner): Promise<void> {
      await counts?.forget(cartOwnerKey(owner));
    },

    /** Which shop's catalog a store sells: what its carts and orders are priced for. */
    pricingAt,

    /**
     * The owner's cart, for a slot hold: only a cart with something in it may keep a slot (409
     * cart_empty otherwise, with nothing written), and whether it is an anonymous visitor's.
     */
    async forHold(owner: CartOwner | null): Promise<{ id: number; anonymous: boolean }> {
      const row = owner ? await find(db, owner) : null;
      const [line] = row
        ? await db.select({ productId: cartLines.productId }).from(cartLines).where(eq(cartLines.cartId, row.id)).limit(1)
        : [];
      if (!row || !line) throw new ApiError(409, "cart_empty", "Put something in your cart before choosing a time slot.");
      return { id: row.id, anonymous: row.userId === null };
    },

    /** The cart priced for a store (empty when the owner has none yet). */
    get: (owner: CartOwner | null, store: Store) => view(db, owner, store),

    /** Puts a product in the cart (or changes its line): a quantity or weight, substitution, note. */
    async setLine(owner: CartOwner, store: Store, productId: number, input: CartLineInput): Promise<Cart> {
      const at = await pricingAt(store);
      await changing([owner], () =>
        db.transaction(async (tx) => {
          const cart = await ensure(tx as unknown as Tx, owner, store.id);
          await putLine(tx as unknown as Tx, cart, at, productId, input);
        }),
      );
      return view(db, owner, store);
    },

    /** Adds amounts to what the cart holds (reorder, a whole list): each product the store has, the rest listed back. */
    async addMany(
      owner: CartOwner,
      store: Store,
      items: ReadonlyArray<{ productId: number; amount: Amount }>,
    ): Promise<{ added: number[]; unavailable: number[] }> {
      const at = await pricingAt(store);
      const priced = await priceProducts(
        db,
        at,
        items.map((i) => i.productId),
        clock(),
      );
      const added: number[] = [];
      const unavailable: number[] = [];
      await changing([owner], () =>
        db.transaction(async (tx) => {
          const cart = await ensure(tx as unknown as Tx, owner, store.id);
          for (const item of items) {
            const p = priced.get(item.productId);
            const fits = p?.available && checkAmount(p, item.amount).ok;
            if (!fits) {
              unavailable.push(item.productId);
              continue;
            }
            await putLine(tx as unknown as Tx, cart, at, item.productId, {
              ...(item.amount.weight === null ? { quantity: item.amount.quantity } : { weight: item.amount.weight }),
              add: item.amount,
            });
            added.push(item.productId);
          }
        }),
      );
      return { added, unavailable };
    },

    async removeLine(owner: CartOwner, store: Store, productId: number): Promise<Cart> {
      await changing([owner], async () => {
        const cart = await find(db, owner);
        if (cart) await db.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), eq(cartLines.productId, productId)));
      });
      return view(db, owner, store);
    },

    /**
     * At sign-in, an anonymous cart's lines join the shopper's cart (amounts of the same product add
     * up) and the anonymous cart goes; in one transaction, so a line is never lost or counted twice.
     */
    async mergeIntoUser(tokenHash: string, userId: number): Promise<void> {
      await changing([{ tokenHash }, { userId }], () =>
        db.transaction(async (tx) => {
          const t = tx as unknown as Tx;
          const [anon] = await t.select().from(carts).where(eq(carts.tokenHash, tokenHash)).for("update");
          if (!anon) return;
          const theirs = await storedLines(t, anon.id);
          if (theirs.length) {
            await t.insert(carts).values({ userId, storeId: anon.storeId }).onConflictDoNothing();
            const [mine] = await t.select().from(carts).where(eq(carts.userId, userId)).for("update");
            const existing = new Map((await storedLines(t, mine!.id)).map((l) => [l.productId, l]));
            let room = CART_LIMITS.lines - existing.size;
            for (const l of theirs) {
              const have = existing.get(l.productId);
              if (have) {
                const amount = addAmounts({ quantity: have.quantity, weight: have.weight }, { quantity: l.quantity, weight: l.weight });
                await t
                  .update(cartLines)
                  .set(amount)
                  .where(and(eq(cartLines.cartId, mine!.id), eq(cartLines.productId, l.productId)));
              } else if (room-- > 0) {
                await t.insert(cartLines).values({
                  cartId: mine!.id,
                  productId: l.productId,
                  quantity: l.quantity,
                  weight: l.weight,
                  substitution: l.substitution,
                  substituteProductId: l.substituteProductId,
                  note: l.note,
                });
              }
            }
            await t
              .update(carts)
              .set({ storeId: anon.storeId ?? mine!.storeId, updatedAt: clock() })
              .where(eq(carts.id, mine!.id));
          }
          await t.delete(carts).where(eq(carts.id, anon.id));
        }),
      );
    },

    /** After an order: the lines it took leave the cart (inside the order's transaction; call `changed` once it is committed). */
    async takeLines(tx: Tx, cartId: number, productIds: number[]): Promise<void> {
      if (productIds.length) await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.productId, productIds)));
      await tx
        .update(carts)
        .set({ updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
