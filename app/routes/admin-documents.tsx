import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { data, useActionData, useLoaderData, type MetaFunction } from "react-router";
import { z } from "zod";
import { DOCUMENT_TYPES } from "../../core/documents/document-types";
import { NEW_DOCUMENT_KINDS } from "#core/editor/new-draft";
import { ADMIN_DOCUMENTS_PER_PAGE } from "../../core/limits/limits";
import { documentsQuery } from "../../core/schemas/documents-list";
import { idParam } from "../../core/schemas/params";
import { staffAction } from "../admin/guard.server";
import { AdminHeader, usePageNonce } from "../admin/sign-out";
import { useFailureFocus } from "../admin/use-failure-focus";
import { BinNotice } from "../admin/documents/bin-notice";
import { DocumentTable } from "../admin/documents/document-table";
import { importFromFile, type ImportOutcome } from "../admin/documents/import.server";
import "../admin/content/content-admin.css";
import "../admin/documents/documents-admin.css";
import "../styles/forms.css";
import type { Route } from "./+types/admin-documents";
import { PageLinks, StatusSelect, filteredPageHref } from "../admin/admin-frame";

export const meta: MetaFunction = () => [{ title: "Documents · Admin" }, { name: "robots", content: "noindex" }];

/** Page-builder documents (pages, popups, headers, …): filter by type and status, search, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.content);
  const search = new URL(request.url).searchParams;
  const raw = Object.fromEntries(["type", "status", "q", "page"].map((k) => [k, search.get(k) ?? ""]).filter(([, v]) => v !== ""));
  const parsed = documentsQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : {};
  const page = query.page ?? 1;
  const { documents, total } = await context.services.documents.list(query, page, ADMIN_DOCUMENTS_PER_PAGE);
  const binId = z.object({ id: idParam }).safeParse({ id: search.get("binned") }).data?.id;
  const binned = binId === undefined ? null : await context.services.bin.get(binId).catch(() => null);
  const emptied = search.get("emptied");
  return {
    filters: { type: query.type ?? "", status: query.status ?? "", q: query.q ?? "" },
    refused: parsed.success ? null : "Some filters could not be read and were left out.",
    binned: binned && binned.kind === "document" ? binned : null,
    emptied: emptied ? emptied.slice(0, 200) : null,
    page,
    pages: Math.max(1, Math.ceil(total / ADMIN_DOCUMENTS_PER_PAGE)),
    total,
    documents,
  };
}

/** Import an Elementor export file as a new draft document. */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await staffAction(request, context, STAFF_ROLES.content, "file");
  if (!read.ok) return data<ImportOutcome>({ ok: false, status: read.status, message: read.message }, { status: read.status });
  const outcome = await importFromFile(context, read.files[0], read.user);
  return data(outcome, { status: outcome.ok ? 201 : outcome.status });
}

export default function AdminDocuments() {
  const view = useLoaderData<typeof loader>();
  const imported = useActionData<typeof action>();
  const failureRef = useFailureFocus(imported && !imported.ok ? imported : null);
  const nonce = usePageNonce();
  const pageHref = filteredPageHref("/admin/documents", view.filters);
  return (
    <div className="content-admin documents-admin">
      <AdminHeader />
      <h1>Documents</h1>
      <p>
        Page-builder pages, popups, headers, footers and templates. Open one to change its settings, compare and restore its revisions, or
        delete it.
      </p>
      {view.binned ? <BinNotice entry={view.binned} what="Document" back="/admin/documents" /> : null}
      {view.emptied ? <p role="status">“{view.emptied}” was emptied from the bin for good.</p> : null}
      <div className="content-admin__actions">
        {NEW_DOCUMENT_KINDS.map(({ kind, label }) => (
          <form key={kind} method="post" action="/admin/documents/new">
            <input type="hidden" name="nonce" value={nonce} />
            <input type="hidden" name="kind" value={kind} />
            <button type="submit">{label}</button>
          </form>
        ))}
        <a href="/admin/bin">Deleted items</a>
      </div>
      <form method="get" action="/admin/documents" className="content-admin__filters" role="search" aria-label="Filter documents">
        <div>
          <label htmlFor="filter-q">Search title or slug</label>
          <input id="filter-q" name="q" type="search" maxLength={100} defaultValue={view.filters.q} />
        </div>
        <div>
          <label htmlFor="filter-type">Type</label>
          <select id="filter-type" name="type" defaultValue={view.filters.type}>
            <option value="">Any type</option>
            {DOCUMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div>
          <StatusSelect value={view.filters.status} />
        </div>
        <button type="submit">Filter</button>
      </form>
      {view.refused ? <p className="form-error">{view.refused}</p> : null}
      <DocumentTable
        documents={view.documents}
        caption={`${view.total} document${view.total === 1 ? "" : "s"}, newest change first (page ${view.page} of ${view.pages})`}
      />
      <PageLinks label="Document pages" page={view.page} pages={view.pages} href={pageHref} />
      <section aria-labelledby="import-heading">
        <h2 id="import-heading">Import an Elementor export</h2>
        <p>A template file Elementor exported (.json) becomes a new draft document. What the import had to change is listed after it.</p>
        {imported && !imported.ok ? (
          <p role="alert" tabIndex={-1} ref={failureRef} className="form-error">
            {imported.message}
          </p>
        ) : null}
        {imported && imported.ok ? (
          <div role="status" className="content-admin__status">
            <p>
              Imported “{imported.title}” as a draft: <a href={`/admin/documents/${imported.id}`}>open it</a>.
            </p>
            {imported.warnings.length ? (
              <div className="documents-admin__warnings">
                <p>What the import changed:</p>
                <ul>
                  {imported.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p>Nothing had to be changed.</p>
            )}
          </div>
        ) : null}
        <form method="post" encType="multipart/form-data" className="documents-admin__form">
          <input type="hidden" name="nonce" value={nonce} />
          <div>
            <label htmlFor="import-file">Export file</label>
            <input id="import-file" name="file" type="file" accept=".json,application/json" required />
          </div>
          <button type="submit">Import</button>
        </form>
      </section>
    </div>
  );
}
