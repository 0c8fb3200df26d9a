/** The cart, slots and orders as the API and pages see them (docs/design/rest-contract.md); money in integer cents. */
import type { ShopKind } from "../catalog/shops";

export const FULFILMENT_METHODS = ["pickup", "delivery"] as const;
export type FulfilmentMethod = (typeof FULFILMENT_METHODS)[number];

export const SUBSTITUTIONS = ["allow", "none", "product"] as const;
/** May the picker replace an item: with a similar one (allow), not at all (none), or only with a chosen product. */
export type Substitution = (typeof SUBSTITUTIONS)[number];

export const ORDER_STATUSES = ["placed", "being_picked", "ready", "out_for_delivery", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: "Placed",
  being_picked: "Being picked",
  ready: "Ready",
  out_for_delivery: "Out for delivery",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const PAYMENT_METHODS = ["pay_at_pickup", "pay_on_delivery"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface DeliveryAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
}

export interface CartLine {
  product_id: number;
  name: string;
  url: string;
  image: string | null;
  size: string;
  quantity: number;
  /** lb, for a product sold by weight bought by weight; null otherwise. */
  weight: number | null;
  sold_by_weight: boolean;
  weight_step: number | null;
  average_weight: number | null;
  /** What one unit (each, or lb) costs today in the cart's store (the sale price while on). */
  price_cents: number;
  /** The line's (estimated, for weighed items) price. */
  line_cents: number;
  /** The store sells it and has it: lines that are not are left out of totals and orders. */
  available: boolean;
  /** The shop whose catalog holds the product (grocery, catering or wine). */
  shop: ShopKind;
  /** The product is in the catalog of the cart's store (false: another shop's, such as a catering tray at a grocery store). */
  sold_here: boolean;
  alcohol: boolean;
  substitution: Substitution;
  substitute_product_id: number | null;
  note: string;
}

export interface Cart {
  store_id: number;
  /** The store the cart was last changed in, when that is not the store it is priced for now. */
  moved_from_store_id: number | null;
  lines: CartLine[];
  /** Units in the cart (each line counts its quantity; a line by weight counts 1). */
  item_count: number;
  subtotal_cents: number;
  has_alcohol: boolean;
  /** Lines the store does not sell or has not got. */
  unavailable_count: number;
}

export interface TimeSlot {
  id: number;
  method: FulfilmentMethod;
  starts_at: string;
  ends_at: string;
  capacity: number;
  remaining: number;
  fee_cents: number;
  /** Its day and time, as the slot picker names it ("Friday, November 27, 9:00 AM to 11:00 AM"). */
  label: string;
}

export interface OrderLine {
  product_id: number;
  name: string;
  url: string;
  quantity: number;
  weight: number | null;
  price_cents: number;
  line_cents: number;
  substitution: Substitution;
  substitute_product_id: number | null;
  note: string;
}

export interface Order {
  id: number;
  number: string;
  url: string;
  store_id: number;
  status: OrderStatus;
  method: FulfilmentMethod;
  slot: { id: number; starts_at: string; ends_at: string };
  address: DeliveryAddress | null;
  lines: OrderLine[];
  subtotal_cents: number;
  fee_cents: number;
  tip_cents: number;
  total_cents: number;
  payment: PaymentMethod;
  notes: string;
  placed_at: string;
  can_cancel: boolean;
}

/** The order's number as the shopper sees it ("HL-000042"). */
export const orderNumber = (id: number) => `HL-${String(id).padStart(6, "0")}`;
export const orderUrl = (id: number) => `/my-account/orders/${id}`;
