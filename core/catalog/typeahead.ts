import type { Suggestions } from "./types";

/** One choosable line of the typeahead, in the order shown: products, then departments, then recipes. */
export interface TypeaheadOption {
  id: string;
  group: "Products" | "Departments" | "Recipes";
  name: string;
  url: string;
}

export function typeaheadOptions(s: Suggestions): TypeaheadOption[] {
  const of = (group: TypeaheadOption["group"], list: Suggestions["products"], key: string) =>
    list.map((x, i) => ({ id: `typeahead-${key}-${i}`, group, name: x.name, url: x.url }));
  return [...of("Products", s.products, "p"), ...of("Departments", s.departments, "d"), ...of("Recipes", s.recipes, "r")];
}

/**
 * The option a key moves to in the APG combobox's list (-1: none, focus stays on the text):
 * ArrowDown from none goes to the first and wraps from the last; ArrowUp from none goes to the last
 * and wraps from the first; Home and End are left to the text box.
 */
export function moveActive(active: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** Typed text worth asking suggestions for: at least two characters once trimmed. */
export const SUGGEST_MIN_LENGTH = 2;
export const wantsSuggestions = (text: string) => text.trim().length >= SUGGEST_MIN_LENGTH;
