import { renderToStaticMarkup } from "react-dom/server";
import { defineWidget } from "../../widget-types";
import type { PostDetail, TermRef } from "#core/posts/types";
import { TAXONOMIES_OF, isTaxonomy, type Taxonomy } from "#core/posts/taxonomies";
import { elementorDate } from "#core/text/php-date";
import { colour, mergeBlocks, typography } from "#core/builder/style-helpers";
import { postListUrl } from "../post-list-url";
import { Icon } from "../icons/icon";
import { hasIcon } from "../icons/icon-library";
import { postInfoSettings, type PostInfoItem, type PostInfoSettings } from "./settings";
import { listUrl } from "#core/posts/list-url";

export const POST_INFO_RESOLVER = "post-info";

const DEFAULT_ICONS: Record<PostInfoItem["type"], { value: string; library: string }> = {
  author: { value: "far fa-user-circle", library: "fa-regular" },
  date: { value: "fas fa-calendar", library: "fa-solid" },
  time: { value: "far fa-clock", library: "fa-regular" },
  comments: { value: "far fa-comment-dots", library: "fa-regular" },
  terms: { value: "fas fa-tags", library: "fa-solid" },
  custom: { value: "far fa-tags", library: "fa-regular" },
};

/** A kit's taxonomy ("category", "post_tag") read as the post's own: the same name, else its type's first. */
function taxonomyOf(post: PostDetail, name: string): Taxonomy | undefined {
  const own = TAXONOMIES_OF[post.type];
  return isTaxonomy(name) && own.includes(name) ? name : own[0];
}

function ItemText({ item, post }: { item: PostInfoItem; post: PostDetail }) {
  const at = new Date(post.publishedAt);
  switch (item.type) {
    case "date":
      return <time dateTime={post.publishedAt}>{elementorDate(item.date_format, item.custom_date_format, "F j, Y", at)}</time>;
    case "time":
      return <time dateTime={post.publishedAt}>{elementorDate(item.time_format, item.custom_time_format, "g:i a", at)}</time>;
    case "author":
      return <>{post.author}</>;
    case "custom":
      return <>{item.custom_text}</>;
    default:
      return null;
  }
}

function TermLinks({ terms, taxonomy, post, link }: { terms: TermRef[]; taxonomy: Taxonomy; post: PostDetail; link: boolean }) {
  return (
    <span className="elementor-post-info__terms-list">
      {terms.map((t, i) => (
        <span key={t.slug}>
          {i > 0 ? ", " : null}
          {link ? (
            <a
              href={listUrl({ type: post.type, filters: { [taxonomy]: t.slug }, page: 1 })}
              className="elementor-post-info__terms-list-item"
            >
              {t.name}
            </a>
          ) : (
            <span className="elementor-post-info__terms-list-item">{t.name}</span>
          )}
        </span>
      ))}
    </span>
  );
}

/** Elementor Pro's Post Info for one post: date, time, author, terms, custom text (comments: Aisle has none, left out). */
export function PostInfoMarkup({ settings, post }: { settings: PostInfoSettings; post: PostDetail }) {
  const inline = settings.view === "inline";
  const items = settings.icon_list.filter((item) => item.type !== "comments");
  return (
    <ul className={`${inline ? "elementor-inline-items " : ""}elementor-icon-list-items elementor-post-info`}>
      {items.map((item, i) => {
        const taxonomy = item.type === "terms" ? taxonomyOf(post, item.taxonomy) : undefined;
        const terms = taxonomy ? (post.terms[taxonomy] ?? []) : [];
        if (item.type === "terms" && !terms.length) return null;
        const icon =
          item.show_icon === "none"
            ? null
            : item.show_icon === "custom" && hasIcon(item.selected_icon)
              ? item.selected_icon
              : hasIcon(item.selected_icon)
                ? item.selected_icon
                : DEFAULT_ICONS[item.type];
        const content = (
          <>
            {icon ? (
              <span className="elementor-icon-list-icon">
                <Icon icon={icon} />
              </span>
            ) : null}
            <span className={`elementor-icon-list-text elementor-post-info__item elementor-post-info__item--type-${item.type}`}>
              {item.text_prefix ? <span className="elementor-post-info__item-prefix">{item.text_prefix} </span> : null}
              {taxonomy ? (
                <TermLinks terms={terms} taxonomy={taxonomy} post={post} link={item.link} />
              ) : (
                <ItemText item={item} post={post} />
              )}
            </span>
          </>
        );
        const linked = item.link && item.type === "author" ? postListUrl(post) : null;
        return (
          <li
            key={item._id || i}
            className={`elementor-icon-list-item elementor-repeater-item-${item._id}${inline ? " elementor-inline-item" : ""}`}
          >
            {linked ? <a href={linked}>{content}</a> : content}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Elementor Pro's Post Info: the current post's date, time, author and terms (core's post of the
 * page, widgets/current-post.server.ts), so a per-request slot; rendered by resolver.server.tsx.
 */
export const postInfo = defineWidget({
  type: "post-info",
  title: "Post Info",
  settings: postInfoSettings,
  Component: () => null,
  slot: (settings) => ({ resolver: POST_INFO_RESOLVER, args: { settings } }),
  classes: (s) => (s.view === "inline" ? ["elementor-icon-list--layout-inline"] : ["elementor-icon-list--layout-traditional"]),
  styles: (v) =>
    mergeBlocks(
      { " .elementor-icon-list-text": { ...colour(v, "text_color"), ...typography(v, "icon_typography") } },
      { " .elementor-icon-list-icon": colour(v, "icon_color") },
    ),
});

export const renderPostInfo = (settings: PostInfoSettings, post: PostDetail) =>
  renderToStaticMarkup(<PostInfoMarkup settings={settings} post={post} />);
