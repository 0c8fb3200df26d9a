import { HtmlBlock } from "../storefront/content/html-block";
import { articleJsonLd } from "../../core/posts/json-ld";
import { PostHeader, PostTerms } from "./post-header";
import { JsonLdScript } from "./json-ld-script";
import type { PostPageData } from "./post-loaders.server";
import { BuilderDocument } from "../builder/document-view";

/** An article, with schema.org Article data for search engines. */
export function ArticlePage({ data: { post, origin, template } }: { data: PostPageData }) {
  // A single-post template lays the article out through the post field widgets (docs/design/website-templates.md).
  if (template)
    return (
      <>
        <BuilderDocument view={template} />
        <JsonLdScript data={articleJsonLd(post, origin)} />
      </>
    );
  return (
    <article className="post post--article" aria-labelledby="post-title">
      <PostHeader post={post} />
      <HtmlBlock className="post__body" html={post.body} />
      <PostTerms post={post} />
      <JsonLdScript data={articleJsonLd(post, origin)} />
    </article>
  );
}
