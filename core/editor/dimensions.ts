/**
 * Elementor's DIMENSIONS control (margin, padding): `{ unit, top, right, bottom, left, isLinked }`, each
 * side a number or "" (not set). The editor edits one side at a time.
 */
export const SIDES = ["top", "right", "bottom", "left"] as const;
export type Side = (typeof SIDES)[number];

export interface Dimensions {
  unit: string;
  top: string;
  right: string;
  bottom: string;
  left: string;
}

const sideText = (v: unknown) =>
  typeof v === "number" || (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) ? String(v) : "";

/** A stored value as the control shows it; `units[0]` when it names no known unit. */
export function dimensionsOf(raw: unknown, units: readonly string[]): Dimensions {
  const o = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const unit = typeof o.unit === "string" && units.includes(o.unit) ? o.unit : (units[0] ?? "px");
  return { unit, top: sideText(o.top), right: sideText(o.right), bottom: sideText(o.bottom), left: sideText(o.left) };
}

/**
 * The value after one side (or the unit) changed; undefined when no side is left (the larger device's
 * value applies again). A side that is not a number is left empty.
 */
export function dimensionsUpdate(
  raw: unknown,
  units: readonly string[],
  change: { side: Side; text: string } | { unit: string },
): Settings | undefined {
  const now = dimensionsOf(raw, units);
  const next: Dimensions =
    "unit" in change
      ? { ...now, unit: units.includes(change.unit) ? change.unit : now.unit }
      : { ...now, [change.side]: sideText(change.text.trim()) };
  if (SIDES.every((s) => next[s] === "")) return undefined;
  return { ...next, isLinked: false };
}

type Settings = Record<string, unknown>;
