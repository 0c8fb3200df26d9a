/**
 * The counter widget's numbers (pure, shared by the server's markup and the browser's count-up):
 * how many decimals a count shows, how a value is written with its thousands separator, and the
 * value at a point of the count.
 */

export interface CounterFormat {
  /** Digits after the decimal point ("." always, as Elementor writes it). */
  decimals: number;
  /** Between groups of three digits; "" for none. */
  separator: string;
}

/** The decimals a count needs: as many as its start or end value has (at most 10). */
export function counterDecimals(...values: number[]): number {
  let most = 0;
  for (const v of values) {
    const text = String(v);
    const dot = text.indexOf(".");
    if (dot >= 0 && !text.includes("e")) most = Math.max(most, text.length - dot - 1);
  }
  return Math.min(most, 10);
}

/** A value as the counter shows it: rounded to the decimals, digits grouped by three. */
export function formatCounter(value: number, format: CounterFormat): string {
  const fixed = Math.abs(value).toFixed(format.decimals);
  const [whole = "0", fraction] = fixed.split(".");
  const grouped = format.separator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.separator) : whole;
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** The value at `t` (0 to 1) of a count from `from` to `to`, eased in and out as jQuery's "swing". */
export function counterValueAt(from: number, to: number, t: number): number {
  const p = Math.min(Math.max(t, 0), 1);
  return from + (to - from) * (0.5 - Math.cos(p * Math.PI) / 2);
}
