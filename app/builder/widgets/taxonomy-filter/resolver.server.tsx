import { renderToStaticMarkup } from "react-dom/server";
import type { SlotResolver } from "../../slots.server";
import type { TermNode } from "#core/posts/types";
import { ALL_ITEM, gridFiltersOf, nextSelection, withFilter } from "#core/loop-filter/url-codec";
import { TAXONOMY_LABELS } from "#core/posts/taxonomies";
import { taxonomyFilterSettings, type TaxonomyFilterSettings } from "./settings";

interface Item {
  slug: string;
  name: string;
  depth: number;
}

/** The terms shown: the top level, and children down to the depth asked for; empty ones only when asked; at most `number_of_taxonomies`. */
export function filterItems(tree: readonly TermNode[], s: TaxonomyFilterSettings): Item[] {
  const out: Item[] = [];
  const maxDepth = s.show_child_taxonomy ? s.child_taxonomy_depth : 0;
  const walk = (nodes: readonly TermNode[], depth: number) => {
    for (const n of nodes) {
      if (n.total === 0 && !s.show_empty_items) continue;
      out.push({ slug: n.slug, name: n.name, depth });
      if (depth < maxDepth) walk(n.children, depth + 1);
    }
  };
  walk(tree, 0);
  return s.number_of_taxonomies > 0 ? out.slice(0, s.number_of_taxonomies) : out;
}

/** The filter's markup: a group named by the taxonomy, of links to the address each click leads to; the selected ones are marked. */
export function FilterMarkup({
  s,
  items,
  selected,
  href,
}: {
  s: TaxonomyFilterSettings;
  items: Item[];
  selected: readonly string[];
  href: (slug: string) => string;
}) {
  return (
    <div className="e-filter" role="group" aria-label={TAXONOMY_LABELS[s.taxonomy]} data-base-filter-id={s.selected_element}>
      {s.show_first_item ? (
        <a className="e-filter-item" data-filter={ALL_ITEM} href={href(ALL_ITEM)} aria-current={selected.length === 0 ? "true" : undefined}>
          {s.first_item_title || "All"}
        </a>
      ) : null}
      {items.map((item) => (
        <a
          key={item.slug}
          className="e-filter-item"
          data-filter={item.slug}
          data-depth={item.depth || undefined}
          href={href(item.slug)}
          aria-current={selected.includes(item.slug) ? "true" : undefined}
        >
          {item.name}
        </a>
      ))}
    </div>
  );
}

/** A taxonomy filter for this request: its terms, and what the address has selected for its grid. */
export const taxonomyFilterSlot: SlotResolver = async (args, { request, context, editMode }) => {
  const s = taxonomyFilterSettings.parse(args.settings ?? {});
  if (!s.selected_element) return editMode ? `<p class="widget-placeholder">Choose the loop grid this filter applies to.</p>` : "";
  const tree = await context.services.posts.terms(s.taxonomy);
  const { pathname, search } = new URL(request.url);
  const current = gridFiltersOf(search, s.selected_element)[s.taxonomy];
  const selected = current?.terms ?? [];
  const href = (slug: string) =>
    pathname +
    withFilter(search, s.selected_element, s.taxonomy, {
      terms: nextSelection(selected, slug, s.multiple_selection),
      logicalJoin: s.logical_combination,
    });
  return renderToStaticMarkup(<FilterMarkup s={s} items={filterItems(tree, s)} selected={selected} href={href} />);
};
