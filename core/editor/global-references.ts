import type { Settings } from "#core/documents/document-types";
import { parseGlobalReference } from "#core/builder/global-variables";
import { globalReferences } from "#core/builder/responsive";

/**
 * The site kit's variables a setting references, as Elementor stores them: `__globals__` maps a setting
 * key to `globals/colors?id=<id>` (a colour) or `globals/typography?id=<id>` (a typography group, under
 * `<prefix>_typography`). The value stored beside a reference stays, as Elementor keeps it.
 */
export type GlobalKind = "colors" | "typography";

/** The id of the variable `key` references, when it references one of that kind. */
export function globalReferenceOf(settings: Settings, key: string, kind: GlobalKind): string | null {
  const ref = parseGlobalReference(globalReferences(settings)[key]);
  return ref?.kind === kind ? ref.id : null;
}

/** The element's `__globals__` with `key` referencing the variable `id` (or no variable when null); undefined when none is left. */
export function withGlobalReference(settings: Settings, key: string, kind: GlobalKind, id: string | null): Settings | undefined {
  const next: Settings = { ...globalReferences(settings) };
  if (id) next[key] = `globals/${kind}?id=${id}`;
  else delete next[key];
  return Object.keys(next).length ? next : undefined;
}
