/**
 * A rendered document's head with its stylesheets asked for before its modules (decision 0119).
 *
 * React writes `<link rel="modulepreload">` (the router's scripts, a plain page's modules) ahead of
 * every `<link rel="stylesheet">` without a precedence, so a browser on HTTP/1.1 spends its six
 * connections on thirty scripts the first paint does not need while the stylesheets it waits for
 * queue behind them. Within each run of adjacent `<link>` elements in the head the stylesheets are
 * moved to the front, in their own order; a `<style>`, `<script>` or anything else ends a run, so no
 * stylesheet ever moves past a style it was written after and the cascade is unchanged.
 */

const HEAD_END = "</head>";
/** One `<link ...>` element (attribute values hold no `>` in React's output: it escapes them). */
const LINK = /^<link\b[^>]*>/i;
const STYLESHEET = /\srel="stylesheet"/i;

export function stylesheetsFirst(html: string): string {
  const end = html.indexOf(HEAD_END);
  if (end === -1) return html;
  const head = html.slice(0, end);
  let out = "";
  let at = 0;
  while (at < head.length) {
    const next = head.indexOf("<link", at);
    if (next === -1) break;
    out += head.slice(at, next);
    // The run of adjacent links that starts here.
    const sheets: string[] = [];
    const others: string[] = [];
    let i = next;
    for (;;) {
      const m = LINK.exec(head.slice(i, i + 4096));
      if (!m) break;
      (STYLESHEET.test(m[0]) ? sheets : others).push(m[0]);
      i += m[0].length;
      if (!head.startsWith("<link", i)) break;
    }
    if (i === next) {
      // Not a whole element (cut off): left as it is.
      out += "<link";
      at = next + 5;
      continue;
    }
    out += sheets.join("") + others.join("");
    at = i;
  }
  return out + head.slice(at) + html.slice(end);
}
