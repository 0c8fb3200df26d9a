import { SITE_CHROME_PARTS, type SiteChromePart } from "./site-chrome";

const isPart = (value: string): value is SiteChromePart => (SITE_CHROME_PARTS as readonly string[]).includes(value);

const PLACE_OPEN = /<div\b[^>]*?\sdata-aisle-chrome="([a-z-]+)"[^>]*>/g;
const DIV_TAG = /<(\/?)div\b[^>]*>/g;

/**
 * A rendered header's HTML with what each place holds replaced by `fill(part, shows)` (undefined
 * keeps what it holds). The HTML is React's (every `<` in text and attributes is escaped), so a
 * place ends at the `</div>` that closes its own `<div>`.
 */
export function fillPlaces(html: string, fill: (part: SiteChromePart, shows: string | null) => string | undefined): string {
  let out = "";
  let at = 0;
  PLACE_OPEN.lastIndex = 0;
  for (let open = PLACE_OPEN.exec(html); open; open = PLACE_OPEN.exec(html)) {
    const start = open.index + open[0].length;
    DIV_TAG.lastIndex = start;
    let depth = 1;
    let end = -1;
    for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        end = tag.index;
        break;
      }
    }
    if (end < 0) break;
    const part = open[1]!;
    const content = isPart(part) ? fill(part, / data-shows="([^"]*)"/.exec(open[0])?.[1] ?? null) : undefined;
    if (content !== undefined) {
      out += html.slice(at, start) + content;
      at = end;
    }
    PLACE_OPEN.lastIndex = end;
  }
  return out + html.slice(at);
}
