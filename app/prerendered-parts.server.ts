import { createHash } from "node:crypto";
import { createCache, type Cache } from "../server/cache";
import type { PartVariant, PrerenderedPart, PrerenderedParts } from "./storefront/hydration/prerendered";
import { innerHtmlOf } from "#core/frame/page-markup";

/**
 * The server's store of pre-rendered parts (the header's menus, the rest of the header, the footer):
 * inner HTML by part and by a hash of the inputs the part is rendered from, least recently used out
 * first beyond the part's budget (`maxBytes` at most).
 *
 * A part is kept from a whole page rendered the ordinary way: the page is rendered in full, its HTML
 * is searched for the part's element (its opening tag must occur once), and what the element holds is
 * kept. So the kept HTML is byte for byte what React renders at that place (its `useId` values too),
 * and the browser hydrates it like any other server HTML. Nothing is kept from a page that is partial,
 * failed or not a 200, nor HTML that holds the request's CSP nonce or the visitor's API nonce.
 */
export function createPrerenderedPartsStore(maxBytes = 8 * 1024 * 1024) {
  // One least-recently-used list per part, each within the part's own budget (or the store's): parts
  // kept per visitor (the header's account links) never push out the menus shared by a whole store.
  const lists = new Map<string, Cache<string>>();
  const listOf = (part: PrerenderedPart) => {
    let list = lists.get(part.name);
    if (!list) {
      const max = Math.min(part.maxBytes ?? maxBytes, maxBytes);
      list = createCache<string>({
        name: `prerendered-parts.${part.name}`,
        maxBytes: max,
        maxEntryBytes: max,
        sizeOf: (html) => html.length,
      });
      lists.set(part.name, list);
    }
    return list;
  };
  const remember = (part: PrerenderedPart, key: string, html: string) => {
    const list = listOf(part);
    if (!list.set(key, html)) list.delete(key);
  };

  const keyOf = (part: PrerenderedPart, inputs: unknown) =>
    `${part.name}:${createHash("sha256")
      .update(JSON.stringify(inputs) ?? "")
      .digest("base64url")}`;

  return {
    /** The kept inner HTML of `part` for `inputs`, or undefined; outside a render (nothing is noted to be kept). */
    peek(part: PrerenderedPart, inputs: unknown): string | undefined {
      return listOf(part).get(keyOf(part, inputs));
    },
    /** One request's view: hits from the store, misses noted to be kept after the render. */
    forRequest(): PrerenderedParts & { missed(): boolean; capture(html: string, secrets: readonly string[]): number } {
      const misses: { part: PrerenderedPart; key: string; variant?: PartVariant }[] = [];
      return {
        get(part, inputs, variant) {
          const key = keyOf(part, inputs);
          const hit = listOf(part).get(key);
          if (hit !== undefined) return variant ? (variant.fromKept(hit) ?? undefined) : hit;
          misses.push({ part, key, variant });
          return undefined;
        },
        missed: () => misses.length > 0,
        /** Keeps the missed parts found in the finished page; returns how many were kept. */
        capture(html, secrets) {
          let kept = 0;
          for (const { part, key, variant } of misses) {
            const rendered = innerHtmlOf(html, part.openTag);
            const inner = rendered !== null && variant ? variant.toKept(rendered) : rendered;
            if (inner === null || secrets.some((s) => s && inner.includes(s))) continue;
            remember(part, key, inner);
            kept++;
          }
          return kept;
        },
      };
    },
    size: () => [...lists.values()].reduce((n, l) => n + l.size, 0),
  };
}

export { innerHtmlOf };

export type PrerenderedPartsStore = ReturnType<typeof createPrerenderedPartsStore>;
