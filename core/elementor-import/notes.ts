/**
 * What an import changed, gathered while normalising and turned into short sentences for the editor:
 * one sentence per kind of change, with how many times it happened and a few examples, so a page with
 * forty inner sections says so once.
 */
export type NoteKind =
  | "id-missing"
  | "id-invalid"
  | "id-duplicate"
  | "reference-followed"
  | "php-empty-object"
  | "editor-data-dropped"
  | "element-data-kept"
  | "settings-missing"
  | "widget-type-missing"
  | "widget-type-invalid"
  | "widget-type-unrendered"
  | "el-type-unknown"
  | "html-cleaned";

/** Examples named in a sentence; the rest are counted. */
const MAX_EXAMPLES = 3;

interface Tally {
  count: number;
  /** Example -> how many times it was seen, in the order first seen. */
  examples: Map<string, number>;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The examples as `"a", "b", "c" and 2 more`. */
function listed(examples: Map<string, number>): string {
  const names = [...examples.keys()];
  const shown = names.slice(0, MAX_EXAMPLES).join(", ");
  return names.length > MAX_EXAMPLES ? `${shown} and ${names.length - MAX_EXAMPLES} more` : shown;
}

/** The examples with their counts: `isInner (12), isLocked (2)`. */
function counted(examples: Map<string, number>): string {
  return [...examples].map(([name, n]) => `${name} (${n})`).join(", ");
}

const SENTENCES: Record<NoteKind, (t: Tally) => string> = {
  "id-missing": ({ count }) => `${count} ${plural(count, "element had no id and was", "elements had no id and were")} given a fresh one.`,
  "id-invalid": ({ count, examples }) =>
    `${count} element ${plural(count, "id was", "ids were")} not 7-8 lowercase letters or digits (${listed(examples)}) and ${plural(count, "was", "were")} replaced with a fresh one.`,
  "id-duplicate": ({ count, examples }) =>
    `${count} ${plural(count, "element repeated an id", "elements repeated ids")} used earlier in the page (${listed(examples)}) and ${plural(count, "was", "were")} given a fresh one.`,
  "reference-followed": ({ count, examples }) =>
    `${count} ${plural(count, "reference", "references")} to a replaced element id (${listed(examples)}) now ${plural(count, "points", "point")} at the new id.`,
  "php-empty-object": ({ count, examples }) =>
    `${count} ${plural(count, "settings object", "settings objects")} exported by PHP as an empty list [] ${plural(count, "is now an empty object", "are now empty objects")} (${listed(examples)}).`,
  "editor-data-dropped": ({ examples }) => `Editor-only data was left out: ${counted(examples)}.`,
  "element-data-kept": ({ examples }) =>
    `Element data with no place in Aisle's format was kept in the element's settings under __elementor__: ${counted(examples)}.`,
  "settings-missing": ({ count }) =>
    `${count} ${plural(count, "element had", "elements had")} no settings and ${plural(count, "was", "were")} given empty ones.`,
  "widget-type-missing": ({ count }) =>
    `${count} ${plural(count, "widget had", "widgets had")} no widget type and ${plural(count, "was", "were")} kept as an unknown widget, which shows nothing to visitors.`,
  "widget-type-invalid": ({ count, examples }) =>
    `${count} widget ${plural(count, "type is not a name", "types are not names")} Aisle can store (${listed(examples)}): kept as unknown widgets, which show nothing to visitors, with the original type under settings.__elementor__.`,
  "widget-type-unrendered": ({ count, examples }) =>
    `${count} ${plural(count, "widget is of a type", "widgets are of types")} Aisle does not render (${counted(examples)}): kept as ${plural(count, "it is", "they are")}, ${plural(count, "it shows", "they show")} nothing to visitors and a labelled placeholder in edit mode.`,
  "el-type-unknown": ({ count, examples }) =>
    `${count} ${plural(count, "element", "elements")} of an unknown type (${listed(examples)}) ${plural(count, "was", "were")} kept as ${plural(count, "a container", "containers")}, so what ${plural(count, "it holds", "they hold")} still shows; the original type is under settings.__elementor__.`,
  "html-cleaned": ({ count, examples }) =>
    `The HTML of ${count} ${plural(count, "setting", "settings")} (${listed(examples)}) was cleaned as on any save: scripts, event handlers, inline styles and other markup the site does not allow were removed.`,
};

export class ImportNotes {
  private readonly tallies = new Map<NoteKind, Tally>();
  private readonly sentences: string[] = [];

  /** One occurrence of a kind of change, with what it concerned (an id, a setting name...). */
  note(kind: NoteKind, example?: string): void {
    let tally = this.tallies.get(kind);
    if (!tally) this.tallies.set(kind, (tally = { count: 0, examples: new Map() }));
    tally.count++;
    if (example !== undefined) tally.examples.set(example, (tally.examples.get(example) ?? 0) + 1);
  }

  /** A change described once, in its own words (the title, the type, the slug). */
  say(sentence: string): void {
    if (!this.sentences.includes(sentence)) this.sentences.push(sentence);
  }

  /** How many times a kind of change happened. */
  count(kind: NoteKind): number {
    return this.tallies.get(kind)?.count ?? 0;
  }

  /** The warnings: the one-off sentences first, then one sentence per kind, in the order first seen. */
  messages(): string[] {
    return [...this.sentences, ...[...this.tallies].map(([kind, tally]) => SENTENCES[kind](tally))];
  }
}

/** An id or value as it is named in a warning: strings quoted, anything else as JSON, long ones cut. */
export function shown(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
