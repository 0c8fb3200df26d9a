import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatJsonPath, JSON_LIMITS, jsonBytes, jsonViolation, measureJson, UNLIMITED, type JsonLimits } from "./limits";

/** Nested objects `{"a":{"a":...1}}`, `levels` deep, built as text and parsed (JSON.stringify recurses). */
const deepObject = (levels: number, key = "a"): unknown => JSON.parse(`{"${key}":`.repeat(levels) + "1" + "}".repeat(levels));
const deepArray = (levels: number): unknown => JSON.parse("[".repeat(levels) + "]".repeat(levels));
const objectWithKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
const limits = (over: Partial<JsonLimits>): JsonLimits => ({ ...JSON_LIMITS, ...over });

describe("measureJson: what it measures", () => {
  it("scalars are depth 0; each object or array adds a level", () => {
    expect(measureJson("x").depth).toBe(0);
    expect(measureJson(7).depth).toBe(0);
    expect(measureJson(null).depth).toBe(0);
    expect(measureJson({}).depth).toBe(1);
    expect(measureJson([]).depth).toBe(1);
    expect(measureJson({ a: [] }).depth).toBe(2);
    expect(measureJson({ a: [{ b: "x" }], c: 1 }).depth).toBe(3);
    expect(measureJson(deepObject(32)).depth).toBe(32);
  });

  it("the most keys of any object, the most items of any array, the longest string in UTF-8 bytes", () => {
    const m = measureJson({ a: [1, 2, 3], b: { c: 1, d: 2, e: 3, f: [1, 2, 3, 4, 5] }, s: "ab", t: "é😀" });
    expect(m.keys).toBe(4);
    expect(m.items).toBe(5);
    expect(m.stringBytes).toBe(6);
    expect(m.violation).toBeNull();
  });

  it("bytes are exactly what JSON.stringify writes, escapes and multi-byte characters included", () => {
    const samples: unknown[] = [
      {},
      [],
      "",
      0,
      -0,
      1.5e-7,
      1e21,
      -123456789.125,
      true,
      false,
      null,
      'quote " backslash \\ slash /',
      "\b\f\n\r\t\u0001\u001f\u007f",
      "é ü ß ☃ 😀 𝔘 \u2028\u2029",
      "lone \ud800 and \udc00 surrogates",
      { "": "", é: ["😀", 1, { x: null }], 'a"b': "\n" },
      [[], {}, [[]], [1, [2, [3]]]],
    ];
    for (const v of samples) expect(measureJson(v, UNLIMITED).bytes, JSON.stringify(v)).toBe(Buffer.byteLength(JSON.stringify(v)));
  });

  it("bytes match JSON.stringify for any JSON value (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(jsonBytes(v)).toBe(Buffer.byteLength(JSON.stringify(v)));
      }),
      { numRuns: 300 },
    );
  });

  it("anything that is not JSON counts as null", () => {
    expect(jsonBytes(undefined)).toBe(4);
    expect(jsonBytes(Number.NaN)).toBe(4);
    expect(jsonBytes([undefined, Number.POSITIVE_INFINITY])).toBe(Buffer.byteLength(JSON.stringify([undefined, Number.POSITIVE_INFINITY])));
  });
});

describe("measureJson: the limits", () => {
  it("accepts a value at every limit", () => {
    const atLimits = limits({ maxDepth: 4, maxKeys: 3, maxItems: 3, maxStringBytes: 4, maxKeyBytes: 2, maxBytes: 1000 });
    expect(jsonViolation({ ab: [[["abcd"]]], c: [1, 2, 3], d: "é😀".slice(0, 1) + "é" }, atLimits)).toBeNull();
  });

  it("depth: the first container past the limit, with its path", () => {
    expect(jsonViolation(deepObject(JSON_LIMITS.maxDepth))).toBeNull();
    expect(jsonViolation(deepObject(JSON_LIMITS.maxDepth + 1))).toEqual({
      kind: "depth",
      path: Array(32).fill("a"),
      reason: "is nested more than 32 levels deep",
    });
    expect(jsonViolation(deepArray(33))).toMatchObject({ kind: "depth", path: Array(32).fill(0) });
    expect(jsonViolation({ ok: 1, list: [{}, { deep: [[[]]] }] }, limits({ maxDepth: 4 }))).toEqual({
      kind: "depth",
      path: ["list", 1, "deep", 0],
      reason: "is nested more than 4 levels deep",
    });
  });

  it("keys per object", () => {
    expect(jsonViolation(objectWithKeys(1000))).toBeNull();
    expect(jsonViolation({ settings: { inner: objectWithKeys(1001) } })).toEqual({
      kind: "keys",
      path: ["settings", "inner"],
      reason: "has more than 1000 keys",
    });
  });

  it("items per array", () => {
    expect(jsonViolation(new Array(10_000).fill(0))).toBeNull();
    expect(jsonViolation({ gallery: [[], new Array(10_001).fill(0)] })).toEqual({
      kind: "items",
      path: ["gallery", 1],
      reason: "has more than 10000 items",
    });
  });

  it("string length in UTF-8 bytes, so multi-byte text cannot slip past", () => {
    expect(jsonViolation({ html: "a".repeat(512 * 1024) })).toBeNull();
    expect(jsonViolation({ html: "a".repeat(512 * 1024 + 1) })).toEqual({
      kind: "string",
      path: ["html"],
      reason: "is longer than 512 KiB",
    });
    // 200,000 characters, 600,000 bytes.
    expect(jsonViolation({ html: "☃".repeat(200_000) })).toMatchObject({ kind: "string", path: ["html"] });
    expect(jsonViolation(["😀".repeat(131_072)])).toBeNull();
    expect(jsonViolation(["😀".repeat(131_073)])).toMatchObject({ kind: "string", path: [0] });
  });

  it("key length, naming the object that holds the key", () => {
    expect(jsonViolation({ a: { ["k".repeat(256)]: 1 } })).toBeNull();
    expect(jsonViolation({ a: { ["k".repeat(257)]: 1 } })).toEqual({ kind: "key", path: ["a"], reason: "has a key longer than 256 bytes" });
    expect(jsonViolation({ a: { ["é".repeat(129)]: 1 } })).toMatchObject({ kind: "key", path: ["a"] });
  });

  it("total size as JSON, named at the root", () => {
    const value = { a: "x".repeat(600), b: "y".repeat(600) };
    expect(jsonViolation(value, limits({ maxBytes: jsonBytes(value) }))).toBeNull();
    expect(jsonBytes(value)).toBe(1215);
    expect(jsonViolation(value, limits({ maxBytes: 1214 }))).toEqual({
      kind: "size",
      path: [],
      reason: "is larger than 1214 bytes as JSON",
    });
    expect(jsonViolation({ parts: Array.from({ length: 5 }, () => "z".repeat(300 * 1024)) })).toMatchObject({
      kind: "size",
      reason: "is larger than 1 MiB as JSON",
    });
  });

  it("text the database cannot store, in values and in keys", () => {
    expect(jsonViolation({ a: ["ok", "nul\u0000"] })).toEqual({
      kind: "text",
      path: ["a", 1],
      reason: "must be text without NUL characters or unpaired surrogates",
    });
    expect(jsonViolation({ a: { "b\ud800": 1 } })).toEqual({
      kind: "text",
      path: ["a"],
      reason: "must be text without NUL characters or unpaired surrogates",
    });
    expect(jsonViolation({ a: "emoji 😀 pairs are fine" })).toBeNull();
  });

  it("reports the first violation in document order", () => {
    const v = { first: { ok: true, bad: "x".repeat(11) }, second: new Array(5).fill(0) };
    expect(jsonViolation(v, limits({ maxStringBytes: 10, maxItems: 4 }))?.path).toEqual(["first", "bad"]);
    expect(jsonViolation([new Array(5).fill(0), "x".repeat(11)], limits({ maxStringBytes: 10, maxItems: 4 }))?.path).toEqual([0]);
  });

  it("stops at the first violation: measures cover what was seen before it", () => {
    const m = measureJson({ a: "abc", deep: deepObject(40) });
    expect(m.violation?.kind).toBe("depth");
    expect(m.stringBytes).toBe(3);
    expect(m.depth).toBe(32);
  });
});

describe("measureJson: hostile input stays cheap", () => {
  it("a value nested 200,000 levels deep is measured without overflowing the stack, and stops at the limit", () => {
    const deep = deepArray(200_000);
    expect(measureJson(deep, { ...UNLIMITED }).depth).toBe(200_000);
    expect(jsonViolation(deep)).toMatchObject({ kind: "depth" });
  });

  it("a cycle (not JSON, but a caller's bug) ends at the depth limit", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(jsonViolation(cyclic)).toMatchObject({ kind: "depth", path: Array(32).fill("self") });
  });

  it("an over-long string is refused by its length before its characters are read", () => {
    const huge = "x".repeat(8 * 1024 * 1024);
    expect(jsonViolation({ huge })).toMatchObject({ kind: "string", path: ["huge"] });
  });
});

describe("formatJsonPath", () => {
  it("joins the root, keys and indexes with dots", () => {
    expect(formatJsonPath("settings", ["tabs", 0, "title"])).toBe("settings.tabs.0.title");
    expect(formatJsonPath("body", [])).toBe("body");
    expect(formatJsonPath("", ["email"])).toBe("email");
  });

  it("shortens very long keys", () => {
    expect(formatJsonPath("settings", ["k".repeat(300)])).toBe(`settings.${"k".repeat(37)}...`);
  });
});
