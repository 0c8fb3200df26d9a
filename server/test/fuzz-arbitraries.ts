/**
 * fast-check arbitraries for hostile input: junk strings and JSON, values generated from the
 * OpenAPI document's JSON schemas (so a new endpoint is fuzzed with near-valid input as soon as it
 * is documented), and mutations of those values (one part swapped for junk, or removed).
 */
import fc from "fast-check";

/** Strings chosen to break parsers, databases and markup. */
export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\uffff",
  "\ufeff",
  "\u202e\u0041",
  "\u2028\u2029",
  "😀",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "Z̴̡̛̺͖a̸l̶g̵o̴",
  "ＡＢＣ１２３",
  "١٢٣",
  "0",
  "-0",
  "-1",
  "1e309",
  "0x1F",
  "1.5",
  "NaN",
  "Infinity",
  "9".repeat(400),
  "2147483648",
  "9007199254740993",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "' or '1'='1' --",
  "1; drop table stores; --",
  "$where",
  "%00",
  "%",
  "%ZZ",
  "%E0%A4%A",
  "%C0%AE%C0%AE/",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "${7*7}",
  "{{7*7}}",
  "\r\nX-Injected: 1",
  "a,b,,c",
  ",",
  " 1 , 2 ",
];

const unicodeString = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: "binary", maxLength }),
    fc.string({ unit: "grapheme", maxLength }),
    fc.string({
      unit: fc.constantFrom("\u0000", "\ud800", "\udc00", "%", "&", "=", ",", "<", ">", '"', "'", "\\", "/", "\n", "é", "😀"),
      maxLength,
    }),
  );

/** Huge strings, from a few KiB to `maxBytes`, cheap to make. */
export const hugeString = (maxBytes: number) =>
  fc
    .tuple(fc.integer({ min: 1024, max: maxBytes }), fc.constantFrom("a", "é", "😀", "<", "\u0000", "%", "9"))
    .map(([n, ch]) => ch.repeat(Math.max(1, Math.floor(n / Buffer.byteLength(ch)))));

/** Any hostile string: nasty constants, unicode of every kind, numbers as text, and (rarely) huge ones. */
export function junkString(opts: { maxLength?: number; hugeBytes?: number } = {}): fc.Arbitrary<string> {
  const maxLength = opts.maxLength ?? 40;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 4, arbitrary: unicodeString(maxLength) },
    { weight: 2, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.double().map(String) },
    ...(opts.hugeBytes ? [{ weight: 1, arbitrary: hugeString(opts.hugeBytes) }] : []),
  );
}

/** Any JSON value, dangerous keys included (fast-check puts __proto__ and friends in objects). */
export function junkJson(maxDepth = 4): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth }) },
    { weight: 2, arbitrary: junkString() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, -(2 ** 53), 1e308, [], {}, [[[[[]]]]], {
        __proto__: { admin: true },
      }),
    },
    { weight: 1, arbitrary: fc.dictionary(junkString({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }) },
  );
}

// ---- values from JSON schemas ----

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
};

export function resolveRef(root: JsonSchema, ref: string): JsonSchema {
  if (ref === "#") return root;
  const m = /^#\/\$defs\/(.+)$/.exec(ref);
  const found = m ? root.$defs?.[m[1]!] : undefined;
  if (!found) throw new Error(`unresolved $ref ${ref}`);
  return found;
}

/** A string the schema accepts (most of the time: patterns are honoured, formats approximated). */
function schemaString(s: JsonSchema, name?: string): fc.Arbitrary<string> {
  if (s.format === "email" || name === "email") return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254));
  if (s.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((v) => v.length <= (s.maxLength ?? Infinity) && v.length >= (s.minLength ?? 0));
    } catch {
      // A pattern fast-check cannot generate from: fall through to plain strings.
    }
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 60));
  return fc.string({ minLength, maxLength });
}

/**
 * Values a JSON schema (as the OpenAPI document renders our zod schemas) accepts. Recursion through
 * `$ref` is cut at `depth`, where arrays come out empty.
 */
export function fromSchema(schema: JsonSchema, root: JsonSchema = schema, depth = 3, name?: string): fc.Arbitrary<unknown> {
  if (schema.$ref) return depth <= 0 ? fc.constant(undefined) : fromSchema(resolveRef(root, schema.$ref), root, depth - 1, name);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => fromSchema(a, root, depth, name)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0]!, root, depth, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return schemaString(schema, name);
    case "integer": {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -(2 ** 31));
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 2 ** 31 - 1);
      return fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) });
    }
    case "number":
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum, max: schema.maximum });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      if (!schema.items || depth <= 0) return fc.constant([]);
      return fc
        .array(fromSchema(schema.items, root, depth - 1), { maxLength: depth > 1 ? 3 : 1 })
        .map((xs) => xs.filter((x) => x !== undefined));
    case "object": {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const known = fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fromSchema(v, root, depth, k)])), {
        requiredKeys: Object.keys(props).filter((k) => required.has(k)),
      });
      const extra =
        schema.additionalProperties && typeof schema.additionalProperties === "object"
          ? fc.dictionary(fc.string({ maxLength: 12 }), junkJson(2), { maxKeys: 4 })
          : fc.constant({});
      return fc.tuple(known, extra).map(([k, e]) => ({ ...e, ...k }));
    }
    default:
      return junkJson(2);
  }
}

/** Every path into a JSON value (object keys and array indexes). */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const p = [...prefix, Array.isArray(value) ? Number(k) : k];
      out.push(p);
      pathsOf(v, p, out);
    }
  }
  return out;
}

function withChange(value: unknown, path: (string | number)[], change: { remove: true } | { to: unknown }): unknown {
  if (path.length === 0) return "to" in change ? change.to : undefined;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && "remove" in change) copy.splice(head as number, 1);
    else copy[head as number] = withChange(copy[head as number], rest, change);
    return copy;
  }
  if (value && typeof value === "object") {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (rest.length === 0 && "remove" in change) delete copy[head as string];
    else copy[head as string] = withChange(copy[head as string], rest, change);
    return copy;
  }
  return value;
}

/** A valid value with one part swapped for junk, or removed; sometimes the whole value replaced. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.nat(), fc.boolean(), junkJson(3)).map(([value, pick, remove, junk]) => {
    const paths = pathsOf(value);
    if (paths.length === 0) return junk;
    const path = paths[pick % paths.length]!;
    return withChange(value, path, remove ? { remove: true } : { to: junk });
  });
}
