/** The cart, slots and orders API (docs/design/rest-contract.md): inputs and answers. */
import { z } from "zod";
import { idParam } from "./params";
import { CART_LIMITS } from "../limits/limits";
import { isIsoDate } from "../cart/slot-plan";
import { SHOP_KINDS } from "../catalog/shops";
import { FULFILMENT_METHODS, ORDER_STATUSES, PAYMENT_METHODS, SUBSTITUTIONS } from "../cart/types";

const int = () => z.number().int();

export const cartQuery = z.object({
  store_id: idParam.optional().describe("The store to price the cart for (default: the selected store)."),
});
export const cartLineParams = z.object({ product_id: idParam });

export const cartLineInput = z
  .object({
    quantity: z
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(CART_LIMITS.quantity, `must be at most ${CART_LIMITS.quantity}`)
      .optional(),
    weight: z
      .number({ error: "must be a number of lb" })
      .positive("must be more than 0")
      .max(CART_LIMITS.weightLb, `must be at most ${CART_LIMITS.weightLb}`)
      .optional()
      .describe("lb, for a product sold by weight, in its weight_step"),
    substitution: z
      .enum(SUBSTITUTIONS)
      .optional()
      .describe("allow: a similar product; none: no substitute; product: only substitute_product_id"),
    substitute_product_id: int().positive().max(2_147_483_647).nullable().optional(),
    note: z.string().max(CART_LIMITS.note, "is too long").optional(),
    store_id: int().positive().max(2_147_483_647).optional().describe("The store the shopper is shopping (default: the selected store)."),
  })
  .strict()
  .refine((v) => !(v.quantity !== undefined && v.weight !== undefined), { message: "give quantity or weight, not both", path: ["weight"] })
  .refine((v) => v.substitution !== "product" || typeof v.substitute_product_id === "number", {
    message: "is required when substitution is product",
    path: ["substitute_product_id"],
  });
export type CartLineInput = z.infer<typeof cartLineInput>;

const cartLineSchema = z.object({
  product_id: int(),
  name: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  size: z.string(),
  quantity: int(),
  weight: z.number().nullable(),
  sold_by_weight: z.boolean(),
  weight_step: z.number().nullable(),
  average_weight: z.number().nullable(),
  price_cents: int(),
  line_cents: int(),
  available: z.boolean(),
  shop: z.enum(SHOP_KINDS),
  sold_here: z.boolean(),
  alcohol: z.boolean(),
  substitution: z.enum(SUBSTITUTIONS),
  substitute_product_id: int().nullable(),
  note: z.string(),
});
export const cartSchema = z.object({
  store_id: int(),
  moved_from_store_id: int().nullable(),
  lines: z.array(cartLineSchema),
  item_count: int(),
  subtotal_cents: int(),
  has_alcohol: z.boolean(),
  unavailable_count: int(),
});

export const slotsQuery = z.object({
  store_id: idParam.optional().describe("Default: the selected store."),
  method: z.enum(FULFILMENT_METHODS, { error: "must be pickup or delivery" }),
  date: z
    .string({ error: "is required" })
    .max(10, "must be a date YYYY-MM-DD")
    .refine(isIsoDate, "must be a date YYYY-MM-DD")
    .optional()
    .describe("YYYY-MM-DD in the store's time zone (default: every bookable day)"),
});
export const slotSchema = z.object({
  id: int(),
  method: z.enum(FULFILMENT_METHODS),
  starts_at: z.string(),
  ends_at: z.string(),
  capacity: int(),
  remaining: int(),
  fee_cents: int(),
  label: z.string(),
});
export const slotsResponse = z.object({ items: z.array(slotSchema), dates: z.array(z.string()) });
export const slotIdParam = z.object({ id: idParam });
export const holdResponse = z.object({ slot_id: int(), expires_at: z.string() });

const text = (max: number) => z.string().trim().max(max, "is too long");
export const addressInput = z
  .object({
    line1: text(200).min(1, "is required"),
    line2: text(200).default(""),
    city: text(100).min(1, "is required"),
    state: z
      .string()
      .trim()
      .max(2, "must be a two-letter state")
      .regex(/^[A-Za-z]{2}$/, "must be a two-letter state")
      .transform((s) => s.toUpperCase()),
    postal_code: z
      .string()
      .trim()
      .max(10, "must be a ZIP code")
      .regex(/^\d{5}(-\d{4})?$/, "must be a ZIP code"),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
  })
  .strict();

export const ORDER_LIMITS = { notes: 500, tipCents: 100_000, idempotencyKey: 100 } as const;

export const orderInput = z
  .object({
    method: z.enum(FULFILMENT_METHODS, { error: "must be pickup or delivery" }),
    slot_id: int().positive("must be a slot id").max(2_147_483_647),
    address: addressInput.optional(),
    tip_cents: int().min(0, "must be 0 or more").max(ORDER_LIMITS.tipCents, "is too large").default(0),
    payment: z.enum(PAYMENT_METHODS, { error: "must be pay_at_pickup or pay_on_delivery" }),
    notes: z.string().max(ORDER_LIMITS.notes, "is too long").default(""),
    age_confirmed: z.boolean().default(false),
    store_id: int().positive().max(2_147_483_647).optional(),
  })
  .strict()
  .refine((v) => v.method !== "delivery" || v.address !== undefined, { message: "is required for delivery", path: ["address"] })
  .refine((v) => (v.method === "pickup" ? v.payment === "pay_at_pickup" : v.payment === "pay_on_delivery"), {
    message: "must be pay_at_pickup for pickup and pay_on_delivery for delivery",
    path: ["payment"],
  });
export type OrderInput = z.infer<typeof orderInput>;

/** The Idempotency-Key header: 8 to 100 visible ASCII characters (a UUID fits). */
export const idempotencyKeyHeader = z
  .string({ error: "is required" })
  .regex(/^[\x21-\x7e]{8,100}$/, "must be 8 to 100 visible ASCII characters");

const addressSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const orderSchema = z.object({
  id: int(),
  number: z.string(),
  url: z.string(),
  store_id: int(),
  status: z.enum(ORDER_STATUSES),
  method: z.enum(FULFILMENT_METHODS),
  slot: z.object({ id: int(), starts_at: z.string(), ends_at: z.string() }),
  address: addressSchema.nullable(),
  lines: z.array(
    z.object({
      product_id: int(),
      name: z.string(),
      url: z.string(),
      quantity: int(),
      weight: z.number().nullable(),
      price_cents: int(),
      line_cents: int(),
      substitution: z.enum(SUBSTITUTIONS),
      substitute_product_id: int().nullable(),
      note: z.string(),
    }),
  ),
  subtotal_cents: int(),
  fee_cents: int(),
  tip_cents: int(),
  total_cents: int(),
  payment: z.enum(PAYMENT_METHODS),
  notes: z.string(),
  placed_at: z.string(),
  can_cancel: z.boolean(),
});
export const ordersResponse = z.object({ items: z.array(orderSchema) });
export const orderIdParam = z.object({ id: idParam });
/** A call that takes no settings: an empty body or `{}`. */
export const cancelInput = z.object({}).strict();
export const reorderInput = z.object({ store_id: int().positive().max(2_147_483_647).optional() }).strict();
const reorderItem = z.object({ product_id: int(), name: z.string() });
export const reorderResponse = z.object({ added: z.array(reorderItem), unavailable: z.array(reorderItem), cart: cartSchema });
