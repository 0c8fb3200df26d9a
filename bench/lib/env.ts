/**
 * A number from the environment, or `fallback` when unset; anything outside min..max (or not an
 * integer, when asked for one) stops the run with a message naming the variable.
 */
export function envNumber(name: string, fallback: number, min: number, max: number, opts: { integer?: boolean } = {}): number {
  const raw = process.env[name];
  const v = raw ? Number(raw) : fallback;
  const ok = opts.integer ? Number.isInteger(v) : Number.isFinite(v);
  if (!ok || v < min || v > max)
    throw new Error(`${name} must be ${opts.integer ? "an integer" : "a number"} from ${min} to ${max} (got ${raw})`);
  return v;
}
