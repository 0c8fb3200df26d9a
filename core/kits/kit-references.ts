import { decodeBase64Json, encodeBase64Json } from "../text/base64-json";
import { readConditions } from "../builder/popup/popup-conditions";
import { conditionString } from "../templates/theme-conditions";

/**
 * A kit's old post ids (templates and pages) and the document each became here, so every place the
 * kit names one points at the new document (docs/kits.md): a loop grid's or carousel's `template_id`
 * (its loop item), popup ids in action links (`#elementor-action:action=popup:open&settings=...`,
 * plain, URL-encoded or HTML-escaped), and a page's id in display conditions
 * (`include/singular/page/31`); and a nav menu's or mega menu's `menu` naming a kit menu by its old
 * WordPress term id (a map of its own: term ids and post ids may be the same numbers).
 */
export type IdMap = ReadonlyMap<string, number>;

const ACTION_LINK =
  /elementor-action(:|%3A)action(=|%3D)(popup(?::|%3A)(?:open|close|toggle))(&amp;|&|%26)settings(=|%3D)([A-Za-z0-9+/=%]+)/gi;

/** Action links whose popup id was remapped point at the new document; links that cannot be read stay as they are. */
export function remapPopupLinks(text: string, ids: IdMap): string {
  if (!text.includes("elementor-action")) return text;
  return text.replace(ACTION_LINK, (whole, colon: string, eq: string, action: string, amp: string, eq2: string, raw: string) => {
    try {
      const encoded = raw.includes("%");
      const settings = decodeBase64Json(encoded ? decodeURIComponent(raw) : raw)?.value;
      if (!settings || typeof settings !== "object" || Array.isArray(settings)) return whole;
      const id = (settings as Record<string, unknown>).id;
      const next = typeof id === "string" || typeof id === "number" ? ids.get(String(id)) : undefined;
      if (next === undefined) return whole;
      const base64 = encodeBase64Json({ ...settings, id: String(next) });
      return `elementor-action${colon}action${eq}${action}${amp}settings${eq2}${encoded ? encodeURIComponent(base64) : base64}`;
    } catch {
      return whole;
    }
  });
}

/** Display conditions with the kit's page and post ids as the new documents' ids (Elementor's strings). */
export function remapConditions(raw: unknown, ids: IdMap): string[] {
  return readConditions(raw).map((c) => {
    const next = c.id !== "" ? ids.get(c.id) : undefined;
    return conditionString(next === undefined ? c : { ...c, id: String(next) });
  });
}

/** Keys whose value is another kit document by its old id. */
const TEMPLATE_KEYS: ReadonlySet<string> = new Set(["template_id"]);
/** Keys whose value is a kit menu by its old WordPress term id (nav menu, mega menu). */
const MENU_KEYS: ReadonlySet<string> = new Set(["menu"]);

/**
 * A document's elements or settings with every reference to a kit document remapped (a copy; the
 * input is not changed), and how many were.
 */
export function remapKitReferences<T>(value: T, ids: IdMap, menuIds: IdMap = new Map()): { value: T; count: number } {
  let count = 0;
  const walk = (v: unknown, key?: string): unknown => {
    if (typeof v === "string") {
      if (key && TEMPLATE_KEYS.has(key) && ids.has(v)) {
        count++;
        return String(ids.get(v));
      }
      if (key && MENU_KEYS.has(key) && menuIds.has(v.trim())) {
        count++;
        return String(menuIds.get(v.trim()));
      }
      const next = remapPopupLinks(v, ids);
      if (next !== v) count++;
      return next;
    }
    if (typeof v === "number" && key && TEMPLATE_KEYS.has(key) && ids.has(String(v))) {
      count++;
      return ids.get(String(v));
    }
    if (typeof v === "number" && key && MENU_KEYS.has(key) && menuIds.has(String(v))) {
      count++;
      return String(menuIds.get(String(v)));
    }
    if (Array.isArray(v)) return v.map((item) => walk(item));
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, k)]));
    return v;
  };
  const out = walk(value) as T;
  return { value: out, count };
}
