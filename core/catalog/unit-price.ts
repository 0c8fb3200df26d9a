/** How a product's unit price is expressed: per ounce, fluid ounce, pound, count or each. */
export const UNITS = ["oz", "fl oz", "lb", "ct", "each"] as const;
export type Unit = (typeof UNITS)[number];

export interface UnitPrice {
  /** Whole cents per one unit (rounded half up; at least 1 for a priced product). */
  cents: number;
  unit: Unit;
}

/**
 * The unit price of a price for `unitSize` units (a 16 oz box at 399 cents is 25 cents per oz). A
 * product sold by weight is priced per lb already (unit size 1). Integer cents in and out.
 */
export function unitPrice(priceCents: number, unitSize: number, unit: Unit): UnitPrice {
  const size = unitSize > 0 ? unitSize : 1;
  const cents = Math.round(priceCents / size);
  return { cents: priceCents > 0 ? Math.max(1, cents) : 0, unit };
}

/** "$0.25/oz", "$1.49/lb", "$3.99 each". */
export function formatUnitPrice(u: UnitPrice): string {
  return u.unit === "each" ? `${formatCents(u.cents)} each` : `${formatCents(u.cents)}/${u.unit}`;
}

/** Integer cents as dollars: 399 -> "$3.99". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function isUnit(value: string): value is Unit {
  return (UNITS as readonly string[]).includes(value);
}
