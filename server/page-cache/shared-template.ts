import { randomBytes } from "node:crypto";
import type { NonceTemplate } from "./nonce-template";
import type { PreparedHead } from "./page-entry";
import type { StoredEntry } from "./entry-lifetime";
import type { SharedRenderInfo } from "./shared-render";
import type { PublicUser } from "../../core/schemas/auth";
import type { PrerenderedPartsStore } from "../../app/prerendered-parts.server";
import { HEADER_TOP_PART, headerTopInputs, innerHtmlOf, PLAIN_PAGE_DATA_ID, scriptJson, withSearchTerm } from "#core/frame/page-markup";

/**
 * A shared signed-in page (server/page-cache/shared-pages.ts, decisions 0039 and 0041) as a template: the
 * render's HTML cut at its holes (the CSP nonce, the REST nonce, the name in React Router's data
 * script or in a plain page's data (decision 0045), the header's top row), and filled for one visitor
 * as plain HTML; its gzip form, spliced from pieces deflated once, is shared-gzip.ts's.
 */

export type Hole = "csp" | "nonce" | "name" | "plainName" | "header";

export interface SharedEntry extends StoredEntry {
  key: string;
  status: number;
  headers: [string, string][];
  /** The page's HTML between the holes (one piece more than holes). */
  pieces: Buffer[];
  /** Each piece deflated on its own (byte-aligned, not final), with its CRC-32 and CRC shift operator: a gzip answer is spliced, not compressed. */
  deflated: Buffer[];
  crcs: number[];
  ops: number[];
  holes: Hole[];
  /** Every string in the page's router data: a name equal to one of them would be encoded as a reference to it (none in a plain page's JSON). */
  strings: Set<string>;
  chrome: SharedRenderInfo;
  bytes: number;
  expires: number;
  /** For an entry of visitors without a session: their gzip page as a template (`visitorGzipTemplate`, shared-gzip.ts), made at its first answer. */
  visitor?: VisitorForm;
}

/**
 * The gzip page of visitors without a session, who differ only in the CSP nonce: their REST nonce is
 * the visitors' one (it turns every 12 hours), their cart count and search term are in the entry's
 * key. Kept while the REST nonce it was made with is the one now.
 */
export interface VisitorForm {
  apiNonce: string;
  form: NonceTemplate;
  /** Its answer's headers, flat as node's writeHead takes them, made at the first answer (over HTTPS with HSTS). */
  heads: { http?: PreparedHead; https?: PreparedHead };
}

/** A stand-in: unique per process, unchanged by HTML and JSON escaping, and never in content. */
export function standIn(): { value: string; token: string } {
  const token = `aisle${randomBytes(12).toString("hex")}`;
  return { value: `\uE000${token}\uE001`, token };
}

const ESCAPE_IN_SCRIPT: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * A string as it stands inside React Router's data script: a JSON string (turbo-stream), itself in a
 * JS string literal (JSON), with `&`, `<`, `>`, U+2028 and U+2029 escaped as React Router does.
 */
export function inDataScript(value: string): string {
  const once = JSON.stringify(value).slice(1, -1);
  const twice = JSON.stringify(once).slice(1, -1);
  return twice.replace(/[&><\u2028\u2029]/g, (c) => ESCAPE_IN_SCRIPT[c]!);
}

/** A string as it stands inside a plain page's data (JSON in a script element, `<` escaped). */
export function inPlainPageData(value: string): string {
  return scriptJson(value).slice(1, -1);
}

const DATA_CALL = "streamController.enqueue(";
const PLAIN_DATA_OPEN = `<script id="${PLAIN_PAGE_DATA_ID}" type="application/json"`;

/** Where a plain page's data stands in the page (the text between its script's tags), or null. */
function plainPageData(html: string): { start: number; end: number } | null {
  const open = html.indexOf(PLAIN_DATA_OPEN);
  if (open === -1) return null;
  const start = html.indexOf(">", open) + 1;
  const end = html.indexOf("</script>", start);
  return start > 0 && end !== -1 && html.indexOf(PLAIN_DATA_OPEN, end) === -1 ? { start, end } : null;
}
const SAFE_NONCE = /^[A-Za-z0-9_-]+$/;

/** The string literals of React Router's data script(s): where each stands in the page, and the text it holds. */
function dataScripts(html: string): { start: number; end: number; text: string }[] | null {
  const found: { start: number; end: number; text: string }[] = [];
  for (let at = html.indexOf(DATA_CALL); at !== -1; at = html.indexOf(DATA_CALL, at + 1)) {
    const start = at + DATA_CALL.length;
    if (html[start] !== '"') return null;
    let i = start + 1;
    while (i < html.length && html[i] !== '"') i += html[i] === "\\" ? 2 : 1;
    if (i >= html.length) return null;
    try {
      found.push({ start, end: i + 1, text: JSON.parse(html.slice(start, i + 1)) as string });
    } catch {
      return null;
    }
  }
  return found;
}

/** Every string in turbo-stream text (each line is JSON, some after a `P<n>:` prefix). */
function stringsOf(texts: readonly string[]): Set<string> | null {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === "string") out.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        out.add(k);
        walk(x);
      }
    }
  };
  for (const text of texts) {
    for (const line of text.split("\n")) {
      if (!line) continue;
      try {
        walk(JSON.parse(line.replace(/^[A-Z]\d+:/, "")));
      } catch {
        return null;
      }
    }
  }
  return out;
}

export interface CutInput {
  html: string;
  cspNonce: string;
  name: string;
  apiNonce: string;
  tokens: readonly string[];
  /** The visitor's real REST nonce: never kept in a shared page. */
  realApiNonce: string;
}

/** The page cut at its holes, or null when a stand-in is somewhere this cannot fill exactly. */
export function cutTemplate(input: CutInput): { pieces: string[]; holes: Hole[]; strings: Set<string> } | null {
  const { html } = input;
  const open = html.indexOf(HEADER_TOP_PART.openTag);
  const inner = innerHtmlOf(html, HEADER_TOP_PART.openTag);
  if (open === -1 || inner === null) return null;
  const headerStart = html.indexOf(">", open) + 1;
  const headerEnd = headerStart + inner.length;
  // The name may stand in one place only: React Router's data script(s), or a plain page's data.
  const scripts = dataScripts(html);
  const plain = plainPageData(html);
  if (!scripts || (scripts.length === 0) === (plain === null)) return null;
  const strings = plain ? new Set<string>() : stringsOf(scripts.map((s) => s.text));
  if (!strings) return null;
  const inScript = (at: number) => (plain ? at >= plain.start && at < plain.end : scripts.some((s) => at > s.start && at < s.end));
  const nameHole: Hole = plain ? "plainName" : "name";

  const cuts: { at: number; length: number; hole: Hole }[] = [{ at: headerStart, length: headerEnd - headerStart, hole: "header" }];
  const find = (needle: string, hole: Hole): boolean => {
    for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, at + needle.length)) {
      if (at >= headerStart && at < headerEnd) continue;
      if (hole === nameHole && !inScript(at)) return false;
      cuts.push({ at, length: needle.length, hole });
    }
    return true;
  };
  if (!input.cspNonce || !find(input.cspNonce, "csp") || !find(input.apiNonce, "nonce") || !find(input.name, nameHole)) return null;
  cuts.sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  const holes: Hole[] = [];
  let from = 0;
  for (const cut of cuts) {
    if (cut.at < from) return null;
    pieces.push(html.slice(from, cut.at));
    holes.push(cut.hole);
    from = cut.at + cut.length;
  }
  pieces.push(html.slice(from));
  // A stand-in changed by some escaping, or the visitor's own nonce, left in what would be shared.
  const secrets = [...input.tokens, input.realApiNonce].filter(Boolean);
  if (pieces.some((p) => secrets.some((s) => p.includes(s)))) return null;
  return { pieces, holes, strings };
}

export interface Viewer {
  user: PublicUser | null;
  apiNonce: string;
  cartCount: number;
  cspNonce: string;
  /** The site search's term (`?s=`, as the page shows it), "" for none: the header's search field holds it. */
  searchTerm: string;
}

/** The page for one visitor, or null when this entry cannot answer them exactly (then their page is rendered). */
export function fillTemplate(
  e: SharedEntry,
  v: Viewer,
  parts: PrerenderedPartsStore,
): { fills: Record<Hole, Buffer>; header: string } | null {
  const name = v.user ? v.user.name : null;
  if (name !== null && e.strings.has(name)) return null;
  if (!SAFE_NONCE.test(v.apiNonce)) return null;
  const header = headerRowFor(e, v, parts);
  if (header === null) return null;
  const fills: Record<Hole, Buffer> = {
    csp: Buffer.from(v.cspNonce),
    nonce: Buffer.from(v.apiNonce),
    name: Buffer.from(name === null ? "" : inDataScript(name)),
    plainName: Buffer.from(name === null ? "" : inPlainPageData(name)),
    header: Buffer.from(header),
  };
  if (name === null && (e.holes.includes("name") || e.holes.includes("plainName"))) return null;
  return { fills, header };
}

/** The header's top row as this visitor's page shows it (kept, with their search term), or null when it is not kept. */
function headerRowFor(e: SharedEntry, v: Viewer, parts: PrerenderedPartsStore): string | null {
  const name = v.user ? v.user.name : null;
  const kept = parts.peek(
    HEADER_TOP_PART,
    headerTopInputs(e.chrome.siteName, e.chrome.store, name === null ? null : name || "", v.cartCount),
  );
  return kept === undefined ? null : withSearchTerm(kept, v.searchTerm);
}

/** The page for one visitor, as plain HTML. */
export function joinFilled(e: SharedEntry, fills: Record<Hole, Buffer>): Buffer {
  const out: Buffer[] = [];
  e.pieces.forEach((p, i) => {
    if (i > 0) out.push(fills[e.holes[i - 1]!]);
    out.push(p);
  });
  return Buffer.concat(out);
}
