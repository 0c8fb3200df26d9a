/**
 * The loop filter's state in the query string (docs/requirements.md#screens-and-routes, #validation and
 * #constants; Elementor Pro's taxonomy filter):
 * `e-filter-<widgetId>-<taxonomy>=<slug>[<sep><slug>...]`, where the separator says how the terms
 * combine: `+` (which arrives as a space) for AND, `~` for OR; `!` (NOT IN) is reserved, and a value
 * joined by anything else disables that filter. The grid's page is `e-page-<widgetId>`, dropped
 * whenever its filters change. Every other parameter is kept as it was written.
 */

export type LogicalJoin = "AND" | "OR";

/** One taxonomy's filter on one grid. */
export interface TaxonomyFilterState {
  terms: string[];
  logicalJoin: LogicalJoin;
}

/** A grid's filters by taxonomy, as the address holds them. */
export type GridFilters = Record<string, TaxonomyFilterState>;

export const AND_SEPARATOR = "+";
export const OR_SEPARATOR = "~";
export const NOT_SEPARATOR = "!";

/** A widget id as the documents write them: 7 or 8 lowercase letters or digits. */
export const FILTER_WIDGET_ID = /^[a-z0-9]{7,8}$/;
/** A taxonomy the address may name: no hyphen, which would make `<widgetId>-<taxonomy>` split in three. */
export const FILTER_TAXONOMY = /^[a-z0-9_]{1,32}$/;
/** A term slug. */
export const FILTER_TERM = /^[a-z0-9_][a-z0-9_-]{0,99}$/;

const FILTER_PARAM = /^e-filter-([a-z0-9]+)-([a-z0-9_-]+)$/;

export const filterParam = (widgetId: string, taxonomy: string): string => `e-filter-${widgetId}-${taxonomy}`;
export const pageParam = (widgetId: string): string => `e-page-${widgetId}`;

/**
 * A filter parameter's name as widget id and taxonomy, or null when it is not one: the part after
 * `e-filter-` must split on "-" into exactly two parts (so a taxonomy with a hyphen is ignored).
 */
export function parseFilterParam(name: string): { widgetId: string; taxonomy: string } | null {
  const m = FILTER_PARAM.exec(name);
  if (!m) return null;
  const parts = `${m[1]}-${m[2]}`.split("-");
  if (parts.length !== 2) return null;
  const [widgetId, taxonomy] = parts as [string, string];
  return FILTER_WIDGET_ID.test(widgetId) && FILTER_TAXONOMY.test(taxonomy) ? { widgetId, taxonomy } : null;
}

/**
 * A filter parameter's (decoded) value as terms and their join, or null when the filter is disabled:
 * the reserved `!`, two different separators, any other character between terms, or no term at all.
 * A single term takes `single` as its join (it says nothing about one). Repeated terms count once.
 */
export function decodeFilterValue(value: string, single: LogicalJoin = "AND"): TaxonomyFilterState | null {
  if (value.includes(NOT_SEPARATOR)) return null;
  const hasAnd = value.includes(" ") || value.includes(AND_SEPARATOR);
  const hasOr = value.includes(OR_SEPARATOR);
  if (hasAnd && hasOr) return null;
  const parts = value.split(hasOr ? OR_SEPARATOR : /[ +]/).filter((p) => p !== "");
  if (!parts.length || parts.some((p) => !FILTER_TERM.test(p))) return null;
  const terms = [...new Set(parts)];
  const logicalJoin: LogicalJoin = terms.length === 1 && !hasAnd && !hasOr ? single : hasOr ? "OR" : "AND";
  return { terms, logicalJoin };
}

/** Terms and join as a parameter value, written as Elementor writes it (`a+b`, `a~b`); "" for no terms. */
export function encodeFilterValue(state: TaxonomyFilterState): string {
  return state.terms.join(state.logicalJoin === "OR" ? OR_SEPARATOR : AND_SEPARATOR);
}

/** The raw `name=value` pairs of a query string, with each name decoded (the value left as written). */
function pairsOf(search: string): { raw: string; name: string; value: string }[] {
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (!query) return [];
  return query
    .split("&")
    .filter((raw) => raw !== "")
    .map((raw) => {
      const eq = raw.indexOf("=");
      const name = decode(eq < 0 ? raw : raw.slice(0, eq));
      return { raw, name, value: eq < 0 ? "" : decode(raw.slice(eq + 1)) };
    });
}

/** Form decoding (`+` is a space); a malformed escape leaves the text as written. */
function decode(text: string): string {
  const spaced = text.replaceAll("+", " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * Every enabled filter of every grid the query string names: widget id -> taxonomy -> state. Disabled
 * filters and empty term lists are left out; when a parameter is repeated, the last one counts.
 */
export function readFilters(search: string, single: LogicalJoin = "AND"): Map<string, GridFilters> {
  const out = new Map<string, GridFilters>();
  for (const { name, value } of pairsOf(search)) {
    const param = parseFilterParam(name);
    if (!param) continue;
    const grid = out.get(param.widgetId) ?? {};
    const state = decodeFilterValue(value, single);
    if (state) grid[param.taxonomy] = state;
    else delete grid[param.taxonomy];
    if (Object.keys(grid).length) out.set(param.widgetId, grid);
    else out.delete(param.widgetId);
  }
  return out;
}

/** One grid's filters from the query string ({} when it has none). */
export function gridFiltersOf(search: string, widgetId: string): GridFilters {
  return readFilters(search).get(widgetId) ?? {};
}

/** The grid's page in the query string: 1 when absent or not a whole number from 1 to `max`. */
export function gridPageOf(search: string, widgetId: string, max = 10_000): number {
  let page = 1;
  for (const { name, value } of pairsOf(search)) {
    if (name !== pageParam(widgetId)) continue;
    page = /^[1-9]\d{0,5}$/.test(value) && Number(value) <= max ? Number(value) : 1;
  }
  return page;
}

/**
 * The query string after one taxonomy's filter of one grid changed: that filter set (or removed when
 * `terms` is empty), the grid's page dropped, every other parameter kept as written and in its place.
 * Returns "" or a string starting with "?".
 */
export function withFilter(search: string, widgetId: string, taxonomy: string, state: TaxonomyFilterState): string {
  const name = filterParam(widgetId, taxonomy);
  const drop = new Set([name, pageParam(widgetId)]);
  const kept = pairsOf(search).filter((p) => !drop.has(p.name));
  const terms = [...new Set(state.terms)].filter((t) => FILTER_TERM.test(t));
  const raws = kept.map((p) => p.raw);
  if (terms.length) raws.push(`${name}=${encodeFilterValue({ terms, logicalJoin: state.logicalJoin })}`);
  return raws.length ? `?${raws.join("&")}` : "";
}

/** The query string with the grid's page set (page 1 leaves the parameter out), everything else kept. */
export function withGridPage(search: string, widgetId: string, page: number): string {
  const name = pageParam(widgetId);
  const raws = pairsOf(search)
    .filter((p) => p.name !== name)
    .map((p) => p.raw);
  if (page > 1) raws.push(`${name}=${page}`);
  return raws.length ? `?${raws.join("&")}` : "";
}

/**
 * What a click on a filter item leaves selected. `"__all"` (the All item) clears the selection; with
 * multiple selection a term toggles; without it a term replaces the selection, and clicking the one
 * selected term clears it (All is active again).
 */
export const ALL_ITEM = "__all";
export function nextSelection(selected: readonly string[], clicked: string, multiple: boolean): string[] {
  if (clicked === ALL_ITEM) return [];
  if (selected.includes(clicked)) return selected.filter((t) => t !== clicked);
  return multiple ? [...selected, clicked] : [clicked];
}

/** A stable text for a grid's filters (taxonomies and terms sorted), to tell whether two states differ. */
export function filtersKey(filters: GridFilters): string {
  return JSON.stringify(
    Object.keys(filters)
      .sort()
      .map((t) => [t, [...filters[t]!.terms].sort(), filters[t]!.terms.length > 1 ? filters[t]!.logicalJoin : ""]),
  );
}
