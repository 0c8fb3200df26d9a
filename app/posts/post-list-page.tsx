import { BuilderDocument } from "../builder/document-view";
import type { NavNode } from "../../core/menus/navigation";
import { BROWSE_TAXONOMY, listUrl } from "../../core/posts/list-url";
import { TAXONOMY_LABELS, TAXONOMIES_OF, type PostType, type Taxonomy } from "../../core/posts/taxonomies";
import type { TermNode } from "../../core/posts/types";
import { Breadcrumb } from "../storefront/frame/breadcrumb";
import { useLayout } from "../storefront/frame/use-layout";
import type { ListPageData } from "./post-loaders.server";
import { listHeading, listRange, POST_TYPE_TITLE } from "./post-text";
import { PostCard } from "./post-card";
import { Pagination } from "#app/ui/pagination";
import { TermLinks, type TermLink } from "./term-links";

const BROWSE_LABEL: Readonly<Record<PostType, string>> = { recipe: "Recipe categories", article: "Article categories" };

const fromTerms = (nodes: readonly TermNode[], href: (slug: string) => string, current: string | undefined): TermLink[] =>
  nodes.map((n) => ({
    key: n.slug,
    label: n.name,
    href: href(n.slug),
    current: n.slug === current,
    children: fromTerms(n.children, href, current),
  }));

const fromMenu = (nodes: readonly NavNode[], currentUrl: string): TermLink[] =>
  nodes.map((n) => ({
    key: String(n.id),
    label: n.title,
    href: n.url,
    current: n.url === currentUrl,
    children: fromMenu(n.children, currentUrl),
  }));

/**
 * The links to browse by: for recipes, the store's recipe menu (the navigation service's `recipe`
 * tree, whose entries lead to these pages); without a store, or for articles, the same from the terms.
 */
function browseLinks(data: ListPageData, menu: readonly NavNode[]): TermLink[] {
  const { type, filters } = data;
  const browse = BROWSE_TAXONOMY[type];
  const here = listUrl({ type, filters: { [browse]: filters[browse] }, page: 1 });
  if (type === "recipe" && menu.length) return fromMenu(menu, here);
  const all: TermLink = {
    key: "all",
    label: `All ${POST_TYPE_TITLE[type]}`,
    href: listUrl({ type, filters: {}, page: 1 }),
    current: !filters[browse],
  };
  return [all, ...fromTerms(data.trees[browse] ?? [], (slug) => listUrl({ type, filters: { [browse]: slug }, page: 1 }), filters[browse])];
}

/** A filter beside the browse term (a recipe's diet): "Any" and each term, keeping the browse term. */
function filterLinks(data: ListPageData, taxonomy: Taxonomy): TermLink[] {
  const { type, filters } = data;
  const flat = (nodes: readonly TermNode[]): TermNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  const any: TermLink = {
    key: "any",
    label: `Any ${TAXONOMY_LABELS[taxonomy].toLowerCase()}`,
    href: listUrl({ type, filters: { ...filters, [taxonomy]: undefined }, page: 1 }),
    current: !filters[taxonomy],
  };
  return [
    any,
    ...flat(data.trees[taxonomy] ?? []).map((t) => ({
      key: t.slug,
      label: t.name,
      href: listUrl({ type, filters: { ...filters, [taxonomy]: t.slug }, page: 1 }),
      current: filters[taxonomy] === t.slug,
    })),
  ];
}

/** A list page of recipes or articles: browse links, filters, one page of cards and the page links. */
export function PostListPage({ data }: { data: ListPageData }) {
  const { navigation } = useLayout();
  // An archive template lays the list out in place of the site's own (docs/design/website-templates.md).
  if (data.template) return <BuilderDocument view={data.template} />;
  const { type, selected, filters, list } = data;
  const heading = listHeading(type, selected);
  const browse = BROWSE_TAXONOMY[type];
  const others = TAXONOMIES_OF[type].filter((t) => t !== browse);
  const base = { to: listUrl({ type, filters: {}, page: 1 }), label: POST_TYPE_TITLE[type] };
  return (
    <section className="post-list" aria-labelledby="post-list-title">
      <Breadcrumb
        trail={[{ to: "/", label: "Home" }, ...(filters[browse] || others.some((t) => filters[t]) ? [base] : [])]}
        current={heading}
      />
      <h1 id="post-list-title">{heading}</h1>
      <div className="post-list__layout">
        <div className="post-list__filters">
          <TermLinks label={BROWSE_LABEL[type]} links={browseLinks(data, navigation.recipe)} className="term-links--tree" />
          {others.map((t) => (
            <TermLinks key={t} label={TAXONOMY_LABELS[t]} links={filterLinks(data, t)} />
          ))}
        </div>
        <div className="post-list__results">
          <p className="post-list__range">{listRange(type, list.page, list.perPage, list.items.length, list.total)}</p>
          {list.items.length ? (
            <ul className="post-grid">
              {list.items.map((p, i) => (
                <li key={p.id}>
                  <PostCard post={p} eager={i < 3} />
                </li>
              ))}
            </ul>
          ) : (
            <p>
              <a href={listUrl({ type, filters: {}, page: 1 })}>See every {type}</a>
            </p>
          )}
          <Pagination page={list.page} totalPages={list.totalPages} href={(page) => listUrl({ type, filters, page })} />
        </div>
      </div>
    </section>
  );
}
