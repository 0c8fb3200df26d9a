/**
 * Which product of the selected store a recipe ingredient links to (decision 0025). Deterministic:
 *
 * 1. The ingredient's name becomes a search term: lower case, what follows a comma or sits in
 *    brackets dropped, hyphens read as spaces, and the words that say how it is prepared or how big it
 *    is ("chopped", "fresh", "large") left out. Water and ice are never linked.
 * 2. The catalog search for that term (the store's products, best first) gives the candidates.
 * 3. A candidate matches when the term's words, singular, are the last words of what the product is
 *    (its name without the brand, singular): "eggs" is "Large White Eggs", "olive oil" is "Extra
 *    Virgin Olive Oil", but "garlic" is not "Garlic Powder". A product that says it is a drink or a
 *    snack ("Sparkling Water Lime") is not an ingredient of another kind ("lime"), and one that says
 *    it is processed ("Diced Tomatoes", "Dried Cranberries") is not the ingredient unless the recipe
 *    says so too ("1 can diced tomatoes").
 * 4. The first match in search order that the store has in stock, else the first match; none: the
 *    ingredient stays plain text.
 */
export interface IngredientCandidate {
  id: number;
  name: string;
  brand: string;
  available: boolean;
}

const PREPARATION = new Set([
  "chopped",
  "diced",
  "minced",
  "sliced",
  "grated",
  "shredded",
  "crumbled",
  "cubed",
  "halved",
  "quartered",
  "peeled",
  "trimmed",
  "fresh",
  "freshly",
  "large",
  "small",
  "medium",
  "finely",
  "roughly",
  "coarsely",
  "thinly",
  "thickly",
  "packed",
  "lightly",
  "cold",
  "warm",
  "hot",
  "softened",
  "melted",
  "ripe",
  "boneless",
  "skinless",
  "about",
  "optional",
  "of",
  "and",
  "or",
  "a",
  "the",
]);

/** Words that make a product something other than the ingredient when the ingredient does not name them. */
const OTHER_KIND = new Set([
  "water",
  "soda",
  "seltzer",
  "tea",
  "juice",
  "drink",
  "chip",
  "cracker",
  "cookie",
  "candy",
  "bar",
  "cereal",
  "yogurt",
  "gum",
  "sorbet",
  "popsicle",
]);

/** Words that make a product a processed form of the ingredient: a match only when the ingredient says them. */
const PROCESSED = new Set(["diced", "crushed", "dried", "frozen", "canned", "pickled", "sweetened"]);

const NEVER_LINKED = new Set(["water", "ice", "ice cube"]);

/** One word, singular: "tomatoes" → "tomato", "berries" → "berry", "eggs" → "egg", "glass" stays. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:oes|ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[-–/]/g, " ")
    .split(/[^a-z0-9']+/)
    .filter(Boolean);

/** The words of an ingredient's name that say what it is: what follows a comma or sits in brackets is how to prepare it. */
const nameWords = (name: string): string[] => words(name.replace(/\([^)]*\)/g, " ").split(",")[0] ?? "");

/** The catalog search term for an ingredient's name ("" when it is not to be linked). */
export function ingredientSearchTerm(name: string): string {
  const kept = nameWords(name).filter((w) => !PREPARATION.has(w));
  const term = kept.join(" ");
  return NEVER_LINKED.has(term) ? "" : term;
}

/** Whether the product is what the ingredient's name says it is (rule 3). */
export function isIngredientMatch(ingredientName: string, candidate: Pick<IngredientCandidate, "name" | "brand">): boolean {
  const wanted = words(ingredientSearchTerm(ingredientName)).map(singular);
  const said = nameWords(ingredientName);
  if (!wanted.length) return false;
  let name = candidate.name;
  if (candidate.brand && name.toLowerCase().startsWith(`${candidate.brand.toLowerCase()} `)) name = name.slice(candidate.brand.length + 1);
  const kind = words(name).map(singular);
  if (kind.length < wanted.length) return false;
  const tail = kind.slice(kind.length - wanted.length);
  if (!tail.every((w, i) => w === wanted[i])) return false;
  return !kind.some((w) => (OTHER_KIND.has(w) && !wanted.includes(w)) || (PROCESSED.has(w) && !said.includes(w)));
}

/** The product an ingredient (its name) links to among the search's candidates (best first), or null (rule 4). */
export function pickIngredientMatch<T extends IngredientCandidate>(ingredientName: string, candidates: readonly T[]): T | null {
  const matches = candidates.filter((c) => isIngredientMatch(ingredientName, c));
  return matches.find((c) => c.available) ?? matches[0] ?? null;
}
