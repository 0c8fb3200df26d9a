import { Link } from "../routing/routing";
import { BROWSE_TAXONOMY, listUrl } from "../../core/posts/list-url";
import { TAXONOMY_LABELS, TAXONOMIES_OF } from "../../core/posts/taxonomies";
import type { PostDetail } from "../../core/posts/types";
import { Breadcrumb } from "../storefront/frame/breadcrumb";
import { POST_TYPE_TITLE, postDate } from "./post-text";

/** A post's breadcrumb (through its first term of the browse taxonomy), title, byline and image. */
export function PostHeader({ post }: { post: PostDetail }) {
  const browse = BROWSE_TAXONOMY[post.type];
  const first = post.terms[browse]?.[0];
  const trail = [
    { to: "/", label: "Home" },
    { to: listUrl({ type: post.type, filters: {}, page: 1 }), label: POST_TYPE_TITLE[post.type] },
  ];
  if (first) trail.push({ to: listUrl({ type: post.type, filters: { [browse]: first.slug }, page: 1 }), label: first.name });
  return (
    <header className="post__header">
      <Breadcrumb trail={trail} current={post.title} />
      <h1 id="post-title">{post.title}</h1>
      <p className="post__byline">
        {post.author ? <>By {post.author} · </> : null}
        <time dateTime={post.publishedAt}>{postDate(post.publishedAt)}</time>
      </p>
      {post.image ? <img className="post__image" src={post.image} alt={post.imageAlt || post.title} width={1200} height={800} /> : null}
    </header>
  );
}

/** Links to the list pages of each of the post's terms ("Filed under"). */
export function PostTerms({ post }: { post: PostDetail }) {
  const groups = TAXONOMIES_OF[post.type].map((t) => ({ taxonomy: t, terms: post.terms[t] ?? [] })).filter((g) => g.terms.length);
  if (!groups.length) return null;
  return (
    <dl className="post__terms">
      {groups.map((g) => (
        <div key={g.taxonomy}>
          <dt>{TAXONOMY_LABELS[g.taxonomy]}</dt>
          {g.terms.map((t) => (
            <dd key={t.slug}>
              <Link to={listUrl({ type: post.type, filters: { [g.taxonomy]: t.slug }, page: 1 })}>{t.name}</Link>
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
