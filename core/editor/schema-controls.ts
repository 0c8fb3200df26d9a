import type { z } from "zod";
import type { SettingField } from "./widget-catalog";

/**
 * The Settings controls of a widget that has no hand-made ones, read from its settings schema (a zod
 * object whose every field has `.catch(default)`, app/builder/README.md): a string is a text box, an
 * enum a select, a switcher (a boolean default) a switch, a number a number box, a slider (a number
 * that takes `{ size }`) a slider, a `*_color` string a colour, an object of such fields its fields
 * (`link` → `url`), an array of objects a repeater. What none of these describes gets no control.
 */

interface Def {
  type: string;
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  entries?: Record<string, string | number>;
  element?: ZodLike;
  shape?: Record<string, ZodLike>;
  checks?: { _zod?: { def?: { check?: string; maximum?: number; value?: number } } }[];
}
interface ZodLike {
  _zod: { def: Def };
  safeParse: (value: unknown) => { success: boolean; data?: unknown };
  shape?: Record<string, ZodLike>;
}

/** At most this many controls per widget, and this deep into objects and repeaters. */
const MAX_CONTROLS = 40;

/** `header_size` → `Header size`; Elementor's private keys lose their underscore (`_element_id` → `Element id`). */
export function labelOf(key: string): string {
  const words = key.replace(/^_+/, "").replace(/[_-]+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** The schema under its wrappers (`.catch`, `.optional`, `.default`, `.nullable`, `.readonly`). */
function unwrap(schema: ZodLike): ZodLike {
  let s = schema;
  for (let i = 0; i < 8; i++) {
    const def = s._zod.def;
    if (["catch", "optional", "default", "nullable", "readonly", "prefault", "nonoptional"].includes(def.type) && def.innerType)
      s = def.innerType;
    else return s;
  }
  return s;
}

const maxLength = (def: Def) =>
  (def.checks ?? []).reduce((m, c) => (c._zod?.def?.check === "max_length" ? Math.min(m, c._zod.def.maximum ?? m) : m), Infinity);

const LONG_TEXT = /(^|_)(editor|description|content|html|message|excerpt|body)(_text)?$/;

/** One field's control, or null when its shape says nothing a control can edit. */
function controlOf(key: string, schema: ZodLike, label: string, depth: number): SettingField | null {
  const inner = unwrap(schema);
  const def = inner._zod.def;
  const base = { key, label };
  switch (def.type) {
    case "string":
      if (/(^|_)colou?r$/.test(key)) return { ...base, kind: "colour" };
      return { ...base, kind: LONG_TEXT.test(key) || (maxLength(def) > 2000 && maxLength(def) < Infinity) ? "textarea" : "text" };
    case "enum":
      return {
        ...base,
        kind: "select",
        options: Object.values(def.entries ?? {}).map((v) => ({ value: String(v), label: v === "" ? "Default" : labelOf(String(v)) })),
      };
    case "number":
      return { ...base, kind: "number" };
    case "boolean":
      return { ...base, kind: "switch" };
    case "union":
      return { ...base, kind: "text" };
    case "array": {
      const item = def.element ? unwrap(def.element) : null;
      if (!item || item._zod.def.type !== "object" || depth > 0) return null;
      const fields = fieldsOf(item, depth + 1);
      return fields.length ? { ...base, kind: "repeater", fields } : null;
    }
    case "pipe":
      return probe(key, schema, base);
    default:
      return null;
  }
}

/** A field whose schema transforms any input: what it makes of nothing, a number and `{ size }` tells which control it is. */
function probe(key: string, schema: ZodLike, base: { key: string; label: string }): SettingField | null {
  const empty = schema.safeParse(undefined);
  if (!empty.success) return null;
  if (typeof empty.data === "boolean") return { ...base, kind: "switch" };
  if (typeof empty.data === "string") return { ...base, kind: /(^|_)colou?r$/.test(key) ? "colour" : "text" };
  if (typeof empty.data !== "number") return null;
  const asSlider = schema.safeParse({ size: empty.data === 1 ? 2 : 1, unit: "px" });
  return asSlider.success && asSlider.data !== empty.data ? { ...base, kind: "slider", units: ["px"] } : { ...base, kind: "number" };
}

function fieldsOf(object: ZodLike, depth: number): SettingField[] {
  const shape = object._zod.def.shape ?? object.shape ?? {};
  const out: SettingField[] = [];
  for (const [key, field] of Object.entries(shape)) {
    if (out.length >= MAX_CONTROLS) break;
    const inner = unwrap(field);
    if (inner._zod.def.type === "object" && depth === 0) {
      // An object setting (a link, an image): one control per plain field inside it.
      for (const [sub, subField] of Object.entries(inner._zod.def.shape ?? {})) {
        const control = controlOf(key, subField, `${labelOf(key)} ${labelOf(sub).toLowerCase()}`, depth + 1);
        if (control && ["text", "textarea", "select", "number", "switch"].includes(control.kind)) out.push({ ...control, sub });
      }
      continue;
    }
    const control = controlOf(key, field, labelOf(key), depth);
    if (control) out.push(control);
  }
  return out;
}

/** The controls of a widget's settings schema, in the schema's order. */
export function controlsOfSchema(schema: z.ZodType): SettingField[] {
  const inner = unwrap(schema as unknown as ZodLike);
  return inner._zod.def.type === "object" ? fieldsOf(inner, 0) : [];
}
