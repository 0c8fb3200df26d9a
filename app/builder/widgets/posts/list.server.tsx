import { renderToStaticMarkup } from "react-dom/server";
import { SiteImage } from "../site-image";
import type { PostPage, PostSummary } from "#core/posts/types";
import { TAXONOMIES_OF } from "#core/posts/taxonomies";
import { withGridPage } from "#core/loop-filter/url-codec";
import { PageLinks } from "../page-links";
import type { PostsSettings } from "./settings";

/** An excerpt cut to the skin's number of words. */
function words(text: string, count: number): string {
  const all = text.split(/\s+/).filter(Boolean);
  return all.length > count ? `${all.slice(0, count).join(" ")}…` : all.join(" ");
}

function Post({ post, s }: { post: PostSummary; s: PostsSettings }) {
  const Title = s.titleTag;
  const badge = s.skin === "cards" && s.showBadge ? post.terms[TAXONOMIES_OF[post.type][0]!]?.[0]?.name : undefined;
  const date = new Date(post.publishedAt);
  const image =
    s.thumbnail !== "none" && post.image ? (
      <a className="elementor-post__thumbnail__link" href={post.url} tabIndex={-1} aria-hidden="true">
        <div className="elementor-post__thumbnail">
          <SiteImage image={{ url: post.image, alt: "" }} width={600} height={400} />
        </div>
      </a>
    ) : null;
  const text = (
    <div className="elementor-post__text">
      {s.showTitle ? (
        <Title className="elementor-post__title">
          <a href={post.url}>{post.title}</a>
        </Title>
      ) : null}
      {s.skin !== "cards" && s.showDate ? (
        <div className="elementor-post__meta-data">
          <span className="elementor-post-date">
            <time dateTime={post.publishedAt}>
              {date.toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" })}
            </time>
          </span>
        </div>
      ) : null}
      {s.showExcerpt && post.excerpt ? (
        <div className="elementor-post__excerpt">
          <p>{words(post.excerpt, s.excerptLength)}</p>
        </div>
      ) : null}
      {s.showReadMore ? (
        <a
          className="elementor-post__read-more"
          href={post.url}
          aria-label={`${s.readMoreText.replace(/[»«]/g, "").trim()}: ${post.title}`}
        >
          {s.readMoreText}
        </a>
      ) : null}
    </div>
  );
  const classes = `elementor-post elementor-grid-item post-${post.id} type-${post.type}${post.image ? " has-post-thumbnail" : ""}`;
  if (s.skin === "cards")
    return (
      <article className={classes}>
        <div className="elementor-post__card">
          {image}
          {badge ? <div className="elementor-post__badge">{badge}</div> : null}
          {text}
          {s.showDate ? (
            <div className="elementor-post__meta-data">
              <span className="elementor-post-date">
                <time dateTime={post.publishedAt}>
                  {date.toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" })}
                </time>
              </span>
            </div>
          ) : null}
        </div>
      </article>
    );
  return (
    <article className={classes}>
      {image}
      {text}
    </article>
  );
}

/**
 * A posts list's markup, as Elementor Pro's Posts and Archive Posts print it for their classic and
 * cards skins (`elementor-posts-container`, `elementor-post__*`), and its pagination: links to the
 * page's own address with `e-page-<widget id>` (decision 0020, as the loop grid).
 */
export function postsListHtml(args: { widgetId: string; settings: PostsSettings; posts: PostPage; page: number; baseUrl: string }): string {
  const { settings: s, posts, page, widgetId } = args;
  if (!posts.items.length) return renderToStaticMarkup(<p className="elementor-posts-nothing-found">{s.nothingFound}</p>);
  const [path, query = ""] = args.baseUrl.split(/\?(.*)/s, 2) as [string, string?];
  const href = (p: number) => path + withGridPage(query ? `?${query}` : "", widgetId, p);
  const last = s.pageLimit > 0 ? Math.min(posts.totalPages, s.pageLimit) : posts.totalPages;
  const skin = s.skin === "full_content" ? "classic" : s.skin;
  return renderToStaticMarkup(
    <>
      <div
        className={`elementor-posts-container elementor-posts elementor-posts--skin-${skin} elementor-grid elementor-posts--thumbnail-${s.thumbnail}`}
        style={{ "--grid-columns": s.columns } as React.CSSProperties}
      >
        {posts.items.map((post) => (
          <Post key={post.id} post={post} s={s} />
        ))}
      </div>
      {s.pagination ? (
        <PageLinks type={s.pagination} page={page} last={last} href={href} prevLabel={s.prevLabel} nextLabel={s.nextLabel} />
      ) : null}
    </>,
  );
}
