import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { useActionData, useLoaderData, useRouteLoaderData, type MetaFunction } from "react-router";
import type { LayoutData } from "../storefront/frame/layout-data.server";
import { contentItemAction } from "../admin/content/save.server";
import { ContentItemForm } from "../admin/content/content-form";
import { NEW_ITEM_VALUES } from "../admin/content/form-values";
import "../admin/content/content-admin.css";
import type { Route } from "./+types/admin-content-new";
import { AdminHeader } from "../admin/sign-out";

export const meta: MetaFunction = () => [{ title: "New content item · Admin" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.content);
  return { choices: await context.services.contentItems.choices() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contentItemAction(request, context, null);
}

export default function AdminContentNew() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const nonce = useRouteLoaderData<LayoutData>("root")?.apiNonce ?? "";
  return (
    <div className="content-admin">
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
