import type { RenderedPage } from "../builder/popup/popup-conditions";
import type { TermNode } from "../posts/types";

/**
 * Terms by their id as well as their slug (docs/design/website-templates.md): Elementor writes a term
 * condition with the term's id (`include/archive/recipe_category/12`), the templates screen with its
 * slug (`.../dinner`); a page knows its terms by slug, so each gets its id beside it and either form
 * matches.
 */

/** Every term of a tree, at any depth, by slug. */
export function termIdsBySlug(trees: readonly TermNode[]): Map<string, number> {
  const ids = new Map<string, number>();
  const walk = (nodes: readonly TermNode[]) => {
    for (const n of nodes) {
      ids.set(n.slug, n.id);
      walk(n.children);
    }
  };
  walk(trees);
  return ids;
}

/** The taxonomies whose terms a page names (a post's terms, a term's list). */
export function taxonomiesNamed(page: RenderedPage): string[] {
  if (page.kind === "singular") return Object.keys(page.terms ?? {});
  if (page.kind === "archive" && page.archive?.kind === "taxonomy" && page.archive.taxonomy) return [page.archive.taxonomy];
  return [];
}

/** The page with the id of each term it names by slug beside the slug; `idOf` answers undefined for an unknown term. */
export function withTermIds(page: RenderedPage, idOf: (taxonomy: string, slug: string) => number | undefined): RenderedPage {
  if (page.kind === "singular" && page.terms) {
    const terms: Record<string, (number | string)[]> = {};
    for (const [taxonomy, refs] of Object.entries(page.terms)) {
      const ids = refs.flatMap((ref) => (typeof ref === "string" ? [idOf(taxonomy, ref)] : [])).filter((id) => id !== undefined);
      terms[taxonomy] = [...refs, ...ids];
    }
    return { ...page, terms };
  }
  const archive = page.archive;
  if (page.kind === "archive" && archive?.kind === "taxonomy" && archive.taxonomy && typeof archive.termId === "string") {
    const id = idOf(archive.taxonomy, archive.termId);
    if (id !== undefined) return { ...page, archive: { ...archive, termIds: [...(archive.termIds ?? []), id] } };
  }
  return page;
}
