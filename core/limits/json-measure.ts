import { isStorableText } from "../text/storable-text";
import { JSON_LIMITS, type JsonLimits } from "./limits";

/**
 * Measuring a JSON value against JsonLimits (core/limits/limits.ts) without recursion: its depth, keys, items,
 * string lengths and serialized size, and the first limit it breaks.
 */
/** Which limit a value broke. `text` is a string the database cannot store (isStorableText). */
export type JsonLimitKind = "depth" | "keys" | "items" | "string" | "key" | "size" | "text";

export interface JsonViolation {
  kind: JsonLimitKind;
  /** Where: object keys and array indexes from the value's root. */
  path: (string | number)[];
  /** What a client is told, after the parameter's name ("is nested more than 32 levels deep"). */
  reason: string;
}

export interface JsonMeasure {
  /** Deepest nesting seen. */
  depth: number;
  /** Most keys in one object. */
  keys: number;
  /** Most items in one array. */
  items: number;
  /** Longest string value, in UTF-8 bytes. */
  stringBytes: number;
  /** Bytes of the value as JSON.stringify writes it. */
  bytes: number;
  /** The first limit broken, in document order; the measures stop there. */
  violation: JsonViolation | null;
}

/** No limits at all: `measureJson(value, UNLIMITED).bytes` is a value's serialized size. */
export const UNLIMITED: Readonly<JsonLimits> = {
  maxDepth: Number.POSITIVE_INFINITY,
  maxKeys: Number.POSITIVE_INFINITY,
  maxItems: Number.POSITIVE_INFINITY,
  maxStringBytes: Number.POSITIVE_INFINITY,
  maxKeyBytes: Number.POSITIVE_INFINITY,
  maxBytes: Number.POSITIVE_INFINITY,
  storableText: false,
};

const UNSTORABLE_REASON = "must be text without NUL characters or unpaired surrogates";

const sizeText = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;

/**
 * UTF-8 bytes of `s`, and bytes of `s` as a JSON string (quotes and escapes included), in one pass.
 * A lone surrogate counts 3 (as WTF-8 would) and 6 in JSON (JSON.stringify writes `\udXXX`).
 */
function stringBytes(s: string): { utf8: number; json: number } {
  let utf8 = 0;
  let json = 2;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      utf8 += 1;
      if (c === 0x22 || c === 0x5c || c === 0x08 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d) json += 2;
      else json += c < 0x20 ? 6 : 1;
    } else if (c < 0x800) {
      utf8 += 2;
      json += 2;
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      utf8 += 4;
      json += 4;
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      utf8 += 3;
      json += 6;
    } else {
      utf8 += 3;
      json += 3;
    }
  }
  return { utf8, json };
}

/** A value waiting to be measured: where it sits (its parent and key, so a path is built only when needed) and how deep. */
interface Frame {
  value: unknown;
  depth: number;
  parent: Frame | null;
  key: string | number | null;
}

function pathOf(frame: Frame): (string | number)[] {
  const path: (string | number)[] = [];
  for (let f: Frame | null = frame; f && f.key !== null; f = f.parent) path.push(f.key);
  return path.reverse();
}

/**
 * Measures a JSON value (as JSON.parse makes it) against `limits` without recursion: an explicit
 * stack, so a value nested thousands of levels deep costs no more than its size and never overflows
 * the call stack. Stops at the first violation, in document order, and returns it with its path;
 * strings and keys the database cannot store (NUL, unpaired surrogates) are violations too, unless
 * `limits.storableText` is off.
 * Anything that is not JSON (undefined, a function, NaN) counts as `null`.
 */
export function measureJson(value: unknown, limits: Readonly<JsonLimits> = JSON_LIMITS): JsonMeasure {
  const m: JsonMeasure = { depth: 0, keys: 0, items: 0, stringBytes: 0, bytes: 0, violation: null };
  const stack: Frame[] = [{ value, depth: 0, parent: null, key: null }];
  const fail = (frame: Frame, kind: JsonLimitKind, reason: string): JsonMeasure => {
    m.violation = { kind, path: pathOf(frame), reason };
    return m;
  };
  const grow = (bytes: number, frame: Frame): boolean => {
    m.bytes += bytes;
    if (m.bytes <= limits.maxBytes) return false;
    fail({ ...frame, parent: null, key: null }, "size", `is larger than ${sizeText(limits.maxBytes)} as JSON`);
    return true;
  };

  while (stack.length) {
    const frame = stack.pop()!;
    const v = frame.value;
    if (typeof v === "string") {
      if (v.length > limits.maxStringBytes) return fail(frame, "string", `is longer than ${sizeText(limits.maxStringBytes)}`);
      const b = stringBytes(v);
      if (b.utf8 > limits.maxStringBytes) return fail(frame, "string", `is longer than ${sizeText(limits.maxStringBytes)}`);
      if (limits.storableText && !isStorableText(v)) return fail(frame, "text", UNSTORABLE_REASON);
      m.stringBytes = Math.max(m.stringBytes, b.utf8);
      if (grow(b.json, frame)) return m;
    } else if (typeof v === "number") {
      if (grow(Number.isFinite(v) ? String(v).length : 4, frame)) return m;
    } else if (typeof v === "boolean") {
      if (grow(v ? 4 : 5, frame)) return m;
    } else if (v === null || typeof v !== "object") {
      if (grow(4, frame)) return m;
    } else {
      const depth = frame.depth + 1;
      if (depth > limits.maxDepth) return fail(frame, "depth", `is nested more than ${limits.maxDepth} levels deep`);
      m.depth = Math.max(m.depth, depth);
      if (Array.isArray(v)) {
        if (v.length > limits.maxItems) return fail(frame, "items", `has more than ${limits.maxItems} items`);
        m.items = Math.max(m.items, v.length);
        if (grow(2 + Math.max(0, v.length - 1), frame)) return m;
        for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], depth, parent: frame, key: i });
      } else {
        const keys = Object.keys(v);
        if (keys.length > limits.maxKeys) return fail(frame, "keys", `has more than ${limits.maxKeys} keys`);
        m.keys = Math.max(m.keys, keys.length);
        let own = 2 + Math.max(0, keys.length - 1);
        for (const k of keys) {
          if (k.length > limits.maxKeyBytes) return fail(frame, "key", `has a key longer than ${sizeText(limits.maxKeyBytes)}`);
          const b = stringBytes(k);
          if (b.utf8 > limits.maxKeyBytes) return fail(frame, "key", `has a key longer than ${sizeText(limits.maxKeyBytes)}`);
          if (limits.storableText && !isStorableText(k)) return fail(frame, "text", UNSTORABLE_REASON);
          own += b.json + 1;
        }
        if (grow(own, frame)) return m;
        const record = v as Record<string, unknown>;
        for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: record[keys[i]!], depth, parent: frame, key: keys[i]! });
      }
    }
  }
  return m;
}

/** The first limit `value` breaks, or null. */
export function jsonViolation(value: unknown, limits: Readonly<JsonLimits> = JSON_LIMITS): JsonViolation | null {
  return measureJson(value, limits).violation;
}

/** Serialized size (bytes of JSON.stringify's output), measured without recursion. */
export const jsonBytes = (value: unknown): number => measureJson(value, UNLIMITED).bytes;

/**
 * A path as a parameter name: `root`, then keys and indexes joined by dots (`settings.tabs.0.title`),
 * the way validation errors name nested fields. Very long keys are shortened so the name stays readable.
 */
export function formatJsonPath(root: string, path: readonly (string | number)[]): string {
  const parts = path.map((p) => {
    const s = String(p);
    return s.length > 40 ? `${s.slice(0, 37)}...` : s;
  });
  return [root, ...parts].filter((p) => p !== "").join(".");
}
