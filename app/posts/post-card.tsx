import { Link } from "../routing/routing";
import type { PostSummary, TermRef } from "../../core/posts/types";

/** Terms shown on a card: a recipe's diets, an article's categories. */
const cardTerms = (post: PostSummary): TermRef[] => (post.type === "recipe" ? (post.terms.diet ?? []) : (post.terms.category ?? []));

/**
 * One post in a list: an article named by its title, whose link is the title. The image repeats the
 * title, so it is decorative here (its text alternative is on the post's own page).
 */
export function PostCard({ post, eager }: { post: PostSummary; eager: boolean }) {
  const titleId = `post-${post.id}-title`;
  const terms = cardTerms(post);
  return (
    <article className="post-card" aria-labelledby={titleId}>
      {post.image ? (
        <img
          className="post-card__image"
          src={post.image}
          alt=""
          width={600}
          height={400}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : null}
      <h2 className="post-card__title" id={titleId}>
        <Link to={post.url}>{post.title}</Link>
      </h2>
      <p className="post-card__excerpt">{post.excerpt}</p>
      {terms.length ? (
        <ul className="post-card__terms" aria-label={post.type === "recipe" ? "Diet" : "Category"}>
          {terms.map((t) => (
            <li key={t.slug}>{t.name}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
