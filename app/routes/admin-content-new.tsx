import { data, useActionData, useLoaderData, useRouteLoaderData, type MetaFunction } from "react-router";
import type { LayoutData } from "../storefront/layout-data.server";
import { contentEditor } from "../admin/content/access.server";
import { contentItemAction } from "../admin/content/save.server";
import { ContentItemForm } from "../admin/content/content-form";
import { NotAllowed } from "../admin/content/not-allowed";
import { NEW_ITEM_VALUES } from "../admin/content/form-values";
import "../admin/content/content-admin.css";
import type { Route } from "./+types/admin-content-new";
import { AdminHeader } from "../admin/sign-out";

export const meta: MetaFunction = () => [{ title: "New content item · Admin" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  if (!contentEditor(context, "/admin/content/new")) return data({ allowed: false as const }, { status: 403 });
  return { allowed: true as const, choices: await context.services.contentItems.choices() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contentItemAction(request, context, null);
}

export default function AdminContentNew() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const nonce = useRouteLoaderData<LayoutData>("root")?.apiNonce ?? "";
  if (!view.allowed) return <NotAllowed />;
  return (
    <div className="admin content-admin">
      <AdminHeader back={{ href: "/admin/content", label: "Back to targeted content" }} />
      <h1>New content item</h1>
      <ContentItemForm
        key={result ? "refused" : "new"}
        values={result?.values ?? NEW_ITEM_VALUES}
        choices={view.choices}
        errors={result?.errors ?? {}}
        formError={result?.formError ?? null}
        nonce={nonce}
        submitLabel="Create item"
      />
    </div>
  );
}
