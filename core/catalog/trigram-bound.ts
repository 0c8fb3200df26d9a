/**
 * A bound on pg_trgm's `word_similarity(term, text)` read in memory, to skip the trigram index
 * lookup of a term no product can match (decision 0105). pg_trgm lowercases, splits into words of
 * letters and digits, pads each word with two spaces before and one after and takes its trigrams;
 * word similarity is at most the share of the term's distinct trigrams found in the text. Only
 * ASCII terms are bounded; in a text, ASCII trigrams are taken as if every other character were a
 * space (a superset of pg's), and a text with other characters is never ruled out.
 */

/** pg_trgm's distinct trigrams of an ASCII text (lowercased, words of letters and digits). */
function asciiTrigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** The term's trigrams as pg_trgm takes them, or null when the term is not plain ASCII (then never bounded). */
export function termTrigrams(term: string): string[] | null {
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(term)) return null;
  return [...asciiTrigrams(term)];
}

/** A shop's texts as trigram postings: which texts hold each ASCII trigram, and which have other characters. */
export interface TrigramIndex {
  postings: Map<string, Int32Array>;
  /** Texts with characters other than ASCII. */
  wildTexts: Int32Array;
}

export function trigramIndex(texts: readonly string[]): TrigramIndex {
  const lists = new Map<string, number[]>();
  const wildTexts: number[] = [];
  texts.forEach((text, i) => {
    // eslint-disable-next-line no-control-regex
    if (/[^\x00-\x7f]/.test(text)) wildTexts.push(i);
    // eslint-disable-next-line no-control-regex
    for (const t of asciiTrigrams(text.replace(/[^\x00-\x7f]/gu, " "))) {
      const list = lists.get(t);
      if (list) list.push(i);
      else lists.set(t, [i]);
    }
  });
  return {
    postings: new Map([...lists].map(([t, l]) => [t, Int32Array.from(l)])),
    wildTexts: Int32Array.from(wildTexts),
  };
}

/**
 * The texts (by place in `trigramIndex`'s list) that may have `word_similarity(term, text) >= threshold`,
 * or null when none can be ruled out (a term that is not plain ASCII, or has no trigrams). A text with
 * other characters than ASCII is always among them: its other trigrams are not read here.
 */
export function mayMatch(index: TrigramIndex, term: string, threshold: number): number[] | null {
  const trigrams = termTrigrams(term);
  if (!trigrams || trigrams.length === 0) return null;
  const needed = threshold * trigrams.length - 1e-6;
  const common = new Map<number, number>();
  for (const t of trigrams) for (const i of index.postings.get(t) ?? []) common.set(i, (common.get(i) ?? 0) + 1);
  const out = new Set<number>(index.wildTexts);
  for (const [i, n] of common) if (n >= needed) out.add(i);
  return [...out].sort((a, b) => a - b);
}
