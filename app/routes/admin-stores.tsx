import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { data, useActionData, useLoaderData, type MetaFunction } from "react-router";
import { ADMIN_LIST_LIMITS } from "../../core/limits/limits";
import { DownloadWithProgress } from "../admin/download-with-progress";
import { AdminFrame, Pager, SearchForm } from "../admin/admin-frame";
import { pageParam, searchParam } from "../admin/guard.server";
import { importStoresFromForm } from "../admin/stores/stores-import.server";
import { StoreImport } from "../admin/stores/store-import";
import { useLayout } from "../storefront/frame/use-layout";
import type { Route } from "./+types/admin-stores";
import { Toast } from "#app/ui/toast";

export const meta: MetaFunction = () => [{ title: "Stores · Admin" }, { name: "robots", content: "noindex" }];

/** The chain's stores, searched and a page at a time, with CSV export and import. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.administrator);
  const url = new URL(request.url);
  const q = searchParam(url);
  const page = pageParam(url);
  const { items, total } = await context.services.adminStores.list({ q, page });
  return {
    q,
    page,
    pages: Math.max(1, Math.ceil(total / ADMIN_LIST_LIMITS.defaultPerPage)),
    total,
    stores: items.map((s) => ({ id: s.id, name: s.name, city: s.city, state: s.state, selectable: s.is_selectable })),
    deleted: /^[1-9]\d{0,9}$/.test(url.searchParams.get("deleted") ?? "") ? Number(url.searchParams.get("deleted")) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { status, state } = await importStoresFromForm(request, context);
  return data(state, { status });
}

export default function AdminStores() {
  const view = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { apiNonce } = useLayout();
  return (
    <AdminFrame title="Stores">
      <p>
        <a href="/admin/stores/new">Add a store</a> ·{" "}
        <DownloadWithProgress href="/admin/stores/export.csv" fileName="stores.csv">
          Export all stores as CSV
        </DownloadWithProgress>{" "}
        · <a href="/admin/store-groups">Store groups</a> · <a href="/admin/user-groups">User groups</a> ·{" "}
        <a href="/admin/users">Accounts</a>
      </p>
      {view.deleted ? <Toast>Store {view.deleted} was deleted.</Toast> : null}
      <SearchForm action="/admin/stores" q={view.q} label="Search stores" />
      {view.stores.length === 0 ? (
        <p>No store matches.</p>
      ) : (
        <table>
          <caption>
            {view.total} {view.total === 1 ? "store" : "stores"}
            {view.q ? ` matching “${view.q}”` : ""}
          </caption>
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col">Name</th>
              <th scope="col">City</th>
              <th scope="col">State</th>
              <th scope="col">Selectable</th>
            </tr>
          </thead>
          <tbody>
            {view.stores.map((s) => (
              <tr key={s.id}>
                <td>{s.id}</td>
                <td>
                  <a href={`/admin/stores/${s.id}`}>{s.name}</a>
                </td>
                <td>{s.city}</td>
                <td>{s.state}</td>
                <td>{s.selectable ? "Yes" : "No"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager base="/admin/stores" page={view.page} pages={view.pages} q={view.q} label="Store pages" />
      <StoreImport nonce={apiNonce} initial={outcome ?? { kind: "idle" }} />
    </AdminFrame>
  );
}
