/**
 * Deep and wide JSON for the fuzz test: values hundreds to tens of thousands of levels deep, objects
 * with thousands of keys, huge arrays, huge strings and keys, each past a limit of core/limits/limits.ts and
 * small enough to fit the 1 MiB body limit. They are raw JSON text (JSON.stringify recurses, and these
 * go deeper than it can), put into any field of a body found from the OpenAPI document's schema.
 */
import fc from "fast-check";
import { JSON_LIMITS } from "../../core/limits/limits";
import { resolveRef, type JsonSchema } from "./fuzz-arbitraries";

export const HOSTILE_SHAPES = [
  "deep-object",
  "deep-array",
  "deep-mixed",
  "wide-object",
  "long-array",
  "long-string",
  "long-multibyte-string",
  "long-key",
] as const;
export type HostileShape = (typeof HOSTILE_SHAPES)[number];

/** Levels past the depth limit: just past it, hundreds, thousands and tens of thousands. */
const levels = (max: number) =>
  fc.oneof(fc.integer({ min: JSON_LIMITS.maxDepth + 1, max: 100 }), fc.integer({ min: 100, max: 3000 }), fc.integer({ min: 3000, max }));
const past = (limit: number, max: number) => fc.oneof(fc.integer({ min: limit + 1, max: limit + 10 }), fc.integer({ min: limit + 1, max }));

/** One hostile value of `shape`, as JSON text of at most about 900 KB. */
export function hostileJson(shape: HostileShape): fc.Arbitrary<string> {
  switch (shape) {
    case "deep-object":
      return levels(50_000).map((n) => '{"a":'.repeat(n) + "1" + "}".repeat(n));
    case "deep-array":
      return levels(200_000).map((n) => "[".repeat(n) + "]".repeat(n));
    case "deep-mixed":
      return levels(50_000).map((n) => '[{"a":'.repeat(n) + "null" + "}]".repeat(n));
    case "wide-object":
      return past(JSON_LIMITS.maxKeys, 40_000).map((n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(",")}}`);
    case "long-array":
      return past(JSON_LIMITS.maxItems, 200_000).map((n) => `[${"0,".repeat(n - 1)}0]`);
    case "long-string":
      return past(JSON_LIMITS.maxStringBytes, 900 * 1024).map((n) => `"${"x".repeat(n)}"`);
    case "long-multibyte-string":
      // Fewer characters than the limit, more UTF-8 bytes.
      return past(JSON_LIMITS.maxStringBytes / 2, 450 * 1024).map((n) => `"${"é".repeat(n)}"`);
    case "long-key":
      return past(JSON_LIMITS.maxKeyBytes, 100_000).map((n) => `{"${"k".repeat(n)}":1}`);
  }
}

/** A place in a body: object keys, and index 0 of arrays; `json` when the schema lets it hold an object or an array. */
export interface BodySlot {
  path: (string | number)[];
  json: boolean;
}

/** A key no schema names, for records (settings objects). */
const RECORD_KEY = "fuzz_key";

function holdsJson(s: JsonSchema): boolean {
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return alternatives.some(holdsJson);
  if (s.enum || s.const !== undefined) return false;
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  return types.length === 0 || types.includes("object") || types.includes("array");
}

/**
 * Every field of a body schema as the OpenAPI document renders it, the body itself included: object
 * properties, an item of each array, a new key of each record. A recursive schema (an element's
 * `elements`) is followed once.
 */
export function bodySlots(root: JsonSchema): BodySlot[] {
  const out: BodySlot[] = [];
  const visit = (schema: JsonSchema, path: (string | number)[], refs: ReadonlySet<string>) => {
    const ref = schema.$ref;
    const s = ref ? resolveRef(root, ref) : schema;
    out.push({ path, json: holdsJson(s) });
    if (ref && refs.has(ref)) return;
    const seen = ref ? new Set([...refs, ref]) : refs;
    for (const [k, v] of Object.entries(s.properties ?? {})) visit(v, [...path, k], seen);
    if (s.items) visit(s.items, [...path, 0], seen);
    if (s.additionalProperties && typeof s.additionalProperties === "object") visit(s.additionalProperties, [...path, RECORD_KEY], seen);
  };
  visit(root, [], new Set());
  return out;
}

function placeAt(value: unknown, path: readonly (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = placeAt(list[head], rest, leaf);
    return list;
  }
  const obj: Record<string, unknown> =
    value && typeof value === "object" && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  obj[head!] = placeAt(obj[head!], rest, leaf);
  return obj;
}

const MARK = "__aisle_fuzz_hostile_value__";

/** `base` serialized with `rawJson` (text, spliced in as it is) at `path`, creating what leads there. */
export function bodyWith(base: unknown, path: readonly (string | number)[], rawJson: string): string {
  return JSON.stringify(placeAt(base, path, MARK)).replace(JSON.stringify(MARK), () => rawJson);
}
