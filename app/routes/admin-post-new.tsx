import { useActionData, useLoaderData } from "react-router";
import { loadPostForm, postAction } from "../admin/posts/posts.server";
import { PostForm } from "../admin/posts/post-form";
import { AdminFrame } from "../admin/admin-frame";
import { useLayout } from "../storefront/frame/use-layout";
import type { Route } from "./+types/admin-post-new";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `New ${loaderData.values.type} · Admin` : "New post · Admin" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, context }: Route.LoaderArgs) => loadPostForm(request, context, undefined);
export const action = ({ request, context }: Route.ActionArgs) => postAction(request, context, undefined);

export default function AdminPostNew() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { apiNonce } = useLayout();
  const values = result?.values ?? view.values;
  return (
    <AdminFrame title={`New ${values.type}`}>
      <p>
        <a href="/admin/posts">All recipes and articles</a>
      </p>
      <PostForm
        key={result ? `refused-${JSON.stringify(result.errors)}` : "new"}
        values={values}
        choices={view.choices}
        errors={result?.errors ?? {}}
        formError={result?.formError ?? null}
        nonce={apiNonce}
        submitLabel={`Create ${values.type}`}
      />
    </AdminFrame>
  );
}
