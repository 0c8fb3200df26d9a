import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { data, Form, useActionData, useLoaderData, useRouteLoaderData } from "react-router";
import { z } from "zod";
import { idParam } from "../../core/schemas/params";
import type { LayoutData } from "../storefront/frame/layout-data.server";
import { contentItemAction } from "../admin/content/save.server";
import { loadContentItem } from "../admin/content/load-item.server";
import { ContentItemForm } from "../admin/content/content-form";
import { valuesOfItem } from "../admin/content/form-values";
import { previewFormHref } from "../admin/preview/preview-form-href";
import "../admin/content/content-admin.css";
import type { Route } from "./+types/admin-content-edit";
import { AdminHeader } from "../admin/sign-out";
import { Toast } from "#app/ui/toast";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `${loaderData.item.title} · Targeted content · Admin` : "Content item · Admin" },
  { name: "robots", content: "noindex" },
];

const DONE: Record<string, string> = {
  created: "The item was created.",
  saved: "The item was saved.",
  published: "The item was published: visitors it targets see it now.",
  undone: "The item is back, as it was before it was deleted.",
};

const idOf = (raw: string | undefined) => z.object({ id: idParam }).safeParse({ id: raw }).data?.id ?? null;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idOf(params.id);
  requireStaff(request, context, STAFF_ROLES.content);
  const item = await loadContentItem(context, id);
  const search = new URL(request.url).searchParams;
  const done = DONE[search.get("done") ?? ""] ?? null;
  const startsLater = item.starts_at !== null && Date.parse(item.starts_at) > Date.now();
  const at = startsLater ? new Date(Date.parse(item.starts_at!) + 60_000) : new Date();
  const choices = await context.services.contentItems.choices();
  // Preview as a store the item targets: one it names, else one of a group it names.
  const storeId =
    item.store_ids[0] ?? choices.stores.find((s) => s.storeGroupIds.some((g) => item.store_group_ids.includes(g)))?.id ?? null;
  return {
    item,
    done,
    confirmDelete: search.get("confirm") === "delete",
    publishable:
      item.status === "draft" || startsLater || (item.display_starts_at !== null && Date.parse(item.display_starts_at) > Date.now()),
    previewHref: previewFormHref({ storeId, userGroupIds: item.user_group_ids, at }, "/"),
    choices,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = idOf(params.id);
  if (id === null) throw data("No such content item.", { status: 404 });
  return contentItemAction(request, context, id);
}

export default function AdminContentEdit() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const nonce = useRouteLoaderData<LayoutData>("root")?.apiNonce ?? "";
  const { item } = view;
  const refusedOther = result && !result.values;
  return (
    <div className="content-admin">
      <AdminHeader back={{ href: "/admin/content", label: "Back to targeted content" }} />
      <h1>{item.title}</h1>
      <p>
        #{item.id} · {item.status === "draft" ? "Draft" : "Published"} · last changed{" "}
        <time dateTime={item.updated_at}>{item.updated_at.replace("T", " ").slice(0, 16)} UTC</time>
      </p>
      {view.done && !result ? <Toast>{view.done}</Toast> : null}
      {refusedOther ? (
        <p role="alert" className="form-error">
          {result.formError}
        </p>
      ) : null}
      <div className="content-admin__actions">
        <a href={view.previewHref}>Preview as…</a>
        {view.publishable ? (
          <Form method="post">
            <input type="hidden" name="nonce" value={nonce} />
            <button type="submit" name="intent" value="publish">
              Publish now
            </button>
          </Form>
        ) : null}
        {view.confirmDelete ? null : <a href={`/admin/content/${item.id}?confirm=delete`}>Delete…</a>}
      </div>
      {view.confirmDelete ? (
        <section className="content-admin__danger" aria-labelledby="confirm-delete">
          <h2 id="confirm-delete">Delete “{item.title}”?</h2>
          <p>
            Visitors stop seeing it at once. For ten minutes after, Undo brings it back exactly as it was; then it is gone (the audit log
            keeps its last state).
          </p>
          <div className="content-admin__actions">
            <Form method="post">
              <input type="hidden" name="nonce" value={nonce} />
              <button type="submit" name="intent" value="delete">
                Delete this item
              </button>
            </Form>
            <a href={`/admin/content/${item.id}`}>Keep it</a>
          </div>
        </section>
      ) : null}
      <h2>Edit</h2>
      <ContentItemForm
        key={result?.values ? `refused-${JSON.stringify(result.errors)}` : item.updated_at}
        values={result?.values ?? valuesOfItem(item)}
        choices={view.choices}
        errors={result?.errors ?? {}}
        formError={result?.values ? result.formError : null}
        nonce={nonce}
        submitLabel="Save changes"
      />
    </div>
  );
}
