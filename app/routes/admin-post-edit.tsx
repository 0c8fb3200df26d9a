import { Form, useActionData, useLoaderData } from "react-router";
import { loadPostForm, postAction } from "../admin/posts/posts.server";
import { PostForm } from "../admin/posts/post-form";
import { AdminFrame } from "../admin/admin-frame";
import { useFailureFocus } from "../admin/use-failure-focus";
import { useLayout } from "../storefront/frame/use-layout";
import type { Route } from "./+types/admin-post-edit";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData?.post ? `${loaderData.post.title} · Posts · Admin` : "Post · Admin" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: Route.LoaderArgs) => loadPostForm(request, context, params.id);
export const action = ({ request, params, context }: Route.ActionArgs) => postAction(request, context, params.id);

/** One post: edit every field, see it as visitors do when published, delete after a confirmation. */
export default function AdminPostEdit() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { apiNonce } = useLayout();
  const otherFailure = result && !result.values ? result : null;
  const failureRef = useFailureFocus(otherFailure);
  if (!view.post) return null;
  const { post } = view;
  const { state } = post;
  return (
    <AdminFrame title={post.title}>
      <p>
        <a href="/admin/posts">All recipes and articles</a>
      </p>
      <p>
        #{post.id} ·{" "}
        {state === "draft" ? (
          "Draft: visitors do not see it"
        ) : state === "scheduled" ? (
          <>
            Scheduled: visitors see it from <time dateTime={post.publishedAt}>{post.publishedAt.replace("T", " ").slice(0, 16)} UTC</time>
          </>
        ) : (
          "Published"
        )}{" "}
        · last changed <time dateTime={post.updatedAt}>{post.updatedAt.replace("T", " ").slice(0, 16)} UTC</time>
      </p>
      {view.done && !result ? (
        <p role="status" className="admin-status">
          {view.done}
        </p>
      ) : null}
      {otherFailure ? (
        <p role="alert" className="form-error" tabIndex={-1} ref={failureRef}>
          {otherFailure.formError}
        </p>
      ) : null}
      <div className="admin-actions">
        {state === "published" ? <a href={post.url}>View on the site</a> : null}
        {view.confirmDelete ? null : <a href={`/admin/posts/${post.id}?confirm=delete`}>Delete…</a>}
      </div>
      {view.confirmDelete ? (
        <section className="admin-confirm" aria-labelledby="confirm-delete">
          <h2 id="confirm-delete">Delete “{post.title}”?</h2>
          <p>Visitors stop seeing it at once. The audit log keeps its last state; the post itself cannot be brought back.</p>
          <div className="admin-actions">
            <Form method="post">
              <input type="hidden" name="nonce" value={apiNonce} />
              <button type="submit" name="intent" value="delete">
                Delete this post
              </button>
            </Form>
            <a href={`/admin/posts/${post.id}`}>Keep it</a>
          </div>
        </section>
      ) : null}
      <h2>Edit</h2>
      <PostForm
        key={result?.values ? `refused-${JSON.stringify(result.errors)}` : post.updatedAt}
        values={result?.values ?? view.values}
        choices={view.choices}
        errors={result?.errors ?? {}}
        formError={result?.values ? result.formError : null}
        nonce={apiNonce}
        submitLabel="Save changes"
      />
    </AdminFrame>
  );
}
