import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { data, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { idParam } from "../../core/schemas/params";
import { AdminHeader, usePageNonce } from "../admin/sign-out";
import { useFailureFocus } from "../admin/use-failure-focus";
import { documentAction } from "../admin/documents/document-action.server";
import { loadDocumentScreen } from "../admin/documents/load-document.server";
import { DocumentSettingsForm } from "../admin/documents/settings-form";
import { RevisionsSection } from "../admin/documents/revisions-section";
import "../admin/content/content-admin.css";
import "../admin/documents/documents-admin.css";
import "../styles/forms.css";
import type { Route } from "./+types/admin-document";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData && "document" in loaderData ? `${loaderData.document.title} · Documents · Admin` : "Document · Admin" },
  { name: "robots", content: "noindex" },
];

const idOf = (raw: string | undefined) => z.object({ id: idParam }).safeParse({ id: raw }).data?.id ?? null;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idOf(params.id);
  requireStaff(request, context, STAFF_ROLES.content);
  if (id === null) throw data("No such document.", { status: 404 });
  return { ...(await loadDocumentScreen(context, id, new URL(request.url).searchParams)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = idOf(params.id);
  if (id === null) throw data("No such document.", { status: 404 });
  return documentAction(request, context, id);
}

const when = (iso: string) => `${iso.replace("T", " ").slice(0, 16)} UTC`;

export default function AdminDocument() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const nonce = usePageNonce();
  const failureRef = useFailureFocus(result && !result.values ? result : null);
  const doc = view.document;
  const here = `/admin/documents/${doc.id}`;
  return (
    <div className="content-admin documents-admin">
      <AdminHeader back={{ href: "/admin/documents", label: "Back to documents" }} />
      <h1>{doc.title}</h1>
      <p>
        #{doc.id} · {doc.type} · {doc.status === "draft" ? "Draft" : "Published"} · last changed{" "}
        {doc.updatedAt ? <time dateTime={doc.updatedAt}>{when(doc.updatedAt)}</time> : "—"}
        {doc.type === "page" && doc.status === "publish" ? (
          <>
            {" "}
            · <a href={doc.url}>View the page</a>
          </>
        ) : null}
      </p>
      {view.done && !result ? (
        <p role="status" className="content-admin__status">
          {view.done}
        </p>
      ) : null}
      {result && !result.values ? (
        <p role="alert" tabIndex={-1} ref={failureRef} className="form-error">
          {result.message}
        </p>
      ) : null}
      <div className="content-admin__actions">
        <a href={`${here}/edit`}>Open in the editor</a>
        {view.confirmDelete ? null : <a href={`${here}?confirm=delete`}>Delete…</a>}
      </div>
      {view.confirmDelete ? (
        <section className="content-admin__danger" aria-labelledby="confirm-delete">
          <h2 id="confirm-delete">Delete “{doc.title}”?</h2>
          <p>Visitors stop seeing it at once. For ten minutes after, Undo brings it back with its revisions; then it is gone.</p>
          <div className="content-admin__actions">
            <form method="post">
              <input type="hidden" name="nonce" value={nonce} />
              <button type="submit" name="intent" value="delete">
                Delete this document
              </button>
            </form>
            <a href={here}>Keep it</a>
          </div>
        </section>
      ) : null}
      <DocumentSettingsForm
        key={result?.values ? JSON.stringify(result.errors) : doc.updatedAt}
        document={doc}
        result={result?.values ? result : null}
        nonce={nonce}
      />
      <RevisionsSection
        here={here}
        revisions={view.revisions}
        compare={view.compare}
        comparison={view.comparison}
        comparisonRefused={view.comparisonRefused}
        restoring={view.restoring}
        nonce={nonce}
      />
    </div>
  );
}
