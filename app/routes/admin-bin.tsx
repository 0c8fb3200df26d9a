import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { data, useActionData, useLoaderData, type MetaFunction } from "react-router";
import { AdminHeader } from "../admin/sign-out";
import { useFailureFocus } from "../admin/use-failure-focus";
import { binAction } from "../admin/documents/bin-actions.server";
import { BinNotice } from "../admin/documents/bin-notice";
import "../admin/content/content-admin.css";
import "../styles/forms.css";
import type { Route } from "./+types/admin-bin";

export const meta: MetaFunction = () => [{ title: "Deleted items · Admin" }, { name: "robots", content: "noindex" }];

/** The bin: deleted documents and content items that can still be brought back, each with Undo and Empty now. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.content);
  const emptied = new URL(request.url).searchParams.get("emptied");
  return { items: await context.services.bin.list(), emptied: emptied ? emptied.slice(0, 200) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await binAction(request, context);
  return result instanceof Response ? result : data(result, { status: result.status });
}

export default function AdminBin() {
  const view = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const failureRef = useFailureFocus(failure);
  return (
    <div className="content-admin">
      <AdminHeader back={{ href: "/admin/documents", label: "Back to documents" }} />
      <h1>Deleted items</h1>
      <p>Deleted documents and content items wait here for ten minutes; Undo brings one back exactly as it was.</p>
      {failure ? (
        <p role="alert" tabIndex={-1} ref={failureRef} className="form-error">
          {failure.message}
        </p>
      ) : null}
      {view.emptied && !failure ? <p role="status">“{view.emptied}” was emptied from the bin for good.</p> : null}
      {view.items.length === 0 ? <p>The bin is empty.</p> : null}
      {view.items.map((e) => (
        <BinNotice key={e.id} live={false} entry={e} what={e.kind === "document" ? "Document" : "Content item"} back="/admin/bin" />
      ))}
    </div>
  );
}
