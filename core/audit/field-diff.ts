/** One field an audited change touched: its value before and after, as short text (null: not there). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** The longest value a change shows; longer ones end in an ellipsis. */
export const DIFF_VALUE_MAX = 80;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A value as short text: strings as they are, anything else as JSON, cut at `DIFF_VALUE_MAX` characters. */
export function shortValue(value: unknown): string | null {
  if (value === undefined) return null;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > DIFF_VALUE_MAX ? `${text.slice(0, DIFF_VALUE_MAX - 1)}…` : text;
}

/**
 * What an audit entry changed, field by field: the top-level fields whose values differ between
 * `before` and `after` (every field of a created or deleted target), in the target's own order, at most
 * `max` of them; `more` counts the rest. A value that is not an object is one field, `value`.
 */
export function fieldDiff(before: unknown, after: unknown, max = 12): { changes: FieldChange[]; more: number } {
  const b = isRecord(before) ? before : before === null || before === undefined ? {} : { value: before };
  const a = isRecord(after) ? after : after === null || after === undefined ? {} : { value: after };
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const changed = fields.filter((f) => JSON.stringify(b[f]) !== JSON.stringify(a[f]));
  return {
    changes: changed.slice(0, max).map((field) => ({ field, before: shortValue(b[field]), after: shortValue(a[field]) })),
    more: Math.max(0, changed.length - max),
  };
}
