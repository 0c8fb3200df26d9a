import { useLoaderData } from "react-router";
import { HtmlBlock } from "../storefront/content/html-block";
import { articleJsonLd } from "../../core/posts/json-ld";
import { loadPostPage } from "../posts/post-loaders.server";
import { postMeta } from "../posts/post-meta";
import { PostHeader, PostTerms } from "../posts/post-header";
import { JsonLdScript } from "../posts/json-ld-script";
import { PostErrorBoundary } from "../posts/post-error";
import { BuilderDocument } from "../builder/document-view";
import "../posts/posts.css";
import type { Route } from "./+types/article";

export const meta = ({ data, error }: Route.MetaArgs) => postMeta(data, error);

/** A 503 keeps its Retry-After. */
export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPostPage(request, context, "article", params.slug);
}

/** An article, with schema.org Article data for search engines. */
export default function Article() {
  const { post, origin, template } = useLoaderData<typeof loader>();
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

export const ErrorBoundary = PostErrorBoundary;
