/**
 * The template registry (docs/design/website-templates.md): the kinds of template the site
 * knows, as sections with a key, a title, a description, an order, an availability check, an initial
 * state and child sections. The theme template types, the kit's sections and the templates library's
 * filters read from one registry, so no list of types is written twice.
 */

export interface TemplateSectionState {
  enabled: boolean;
}

export interface TemplateSectionInput {
  key: string;
  title: string;
  description?: string;
  /** Lower comes first; 10 when not given. */
  order?: number;
  /** Whether the section can be offered now (a feature switched on, a plug-in present); always when not given. */
  isAvailable?: () => boolean;
  initialState?: Partial<TemplateSectionState>;
  children?: readonly TemplateSectionInput[];
}

export interface TemplateSection {
  key: string;
  title: string;
  description: string;
  order: number;
  isAvailable: () => boolean;
  initialState: TemplateSectionState;
  children: TemplateSection[];
}

export const DEFAULT_ORDER = 10;
export const MISSING_KEY_OR_TITLE = "Template type must have key and title";

const always = () => true;

function section(input: TemplateSectionInput): TemplateSection {
  const key = typeof input?.key === "string" ? input.key.trim() : "";
  const title = typeof input?.title === "string" ? input.title.trim() : "";
  if (!key || !title) throw new Error(MISSING_KEY_OR_TITLE);
  return {
    key,
    title,
    description: input.description ?? "",
    order: Number.isFinite(input.order) ? (input.order as number) : DEFAULT_ORDER,
    isAvailable: typeof input.isAvailable === "function" ? input.isAvailable : always,
    initialState: { enabled: input.initialState?.enabled ?? true },
    children: sorted((input.children ?? []).map(section)),
  };
}

/** By order; sections of the same order keep the order they were registered in. */
function sorted(sections: TemplateSection[]): TemplateSection[] {
  return sections
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.order - b.s.order || a.i - b.i)
    .map(({ s }) => s);
}

export interface TemplateRegistry {
  /** Adds a section (replacing one with the same key); throws `Template type must have key and title`. */
  register(input: TemplateSectionInput): TemplateSection;
  /** Every section, sorted by order. */
  all(): TemplateSection[];
  /** The sections whose availability check says yes, sorted by order (their children filtered alike). */
  available(): TemplateSection[];
  get(key: string): TemplateSection | undefined;
  /** `{ <key>: { enabled } }` for the available sections and their children. */
  initialState(): Record<string, TemplateSectionState>;
}

function onlyAvailable(sections: TemplateSection[]): TemplateSection[] {
  return sections.filter((s) => s.isAvailable()).map((s) => ({ ...s, children: onlyAvailable(s.children) }));
}

export function createTemplateRegistry(inputs: readonly TemplateSectionInput[] = []): TemplateRegistry {
  const byKey = new Map<string, TemplateSection>();
  const registry: TemplateRegistry = {
    register(input) {
      const made = section(input);
      byKey.set(made.key, made);
      return made;
    },
    all: () => sorted([...byKey.values()]),
    available: () => onlyAvailable(registry.all()),
    get: (key) => byKey.get(key),
    initialState() {
      const state: Record<string, TemplateSectionState> = {};
      const walk = (list: TemplateSection[]) => {
        for (const s of list) {
          state[s.key] = { ...s.initialState };
          walk(s.children);
        }
      };
      walk(registry.available());
      return state;
    },
  };
  for (const input of inputs) registry.register(input);
  return registry;
}
