import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { useLoaderData, type MetaFunction } from "react-router";
import { CONTENT_KINDS } from "../../core/schemas/content";
import { CONTENT_ITEMS_DEFAULT_PER_PAGE, CONTENT_KIND_LABELS, contentItemsQuery } from "../../core/schemas/content-items";
import { ContentItemTable } from "../admin/content/content-item-table";
import "../admin/content/content-admin.css";
import type { Route } from "./+types/admin-content";
import { AdminHeader } from "../admin/sign-out";
import { BinNotice } from "../admin/documents/bin-notice";
import { PageLinks, StatusSelect, filteredPageHref } from "../admin/admin-frame";
import { Toast } from "#app/ui/toast";

export const meta: MetaFunction = () => [{ title: "Targeted content · Admin" }, { name: "robots", content: "noindex" }];

/** The list of targeted content items: filter by kind and status, search title and slot, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.content);
  const search = new URL(request.url).searchParams;
  const raw = Object.fromEntries(["kind", "slug", "status", "q", "page"].map((k) => [k, search.get(k) ?? ""]).filter(([, v]) => v !== ""));
  const parsed = contentItemsQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : {};
  const page = query.page ?? 1;
  const { items, total } = await context.services.contentItems.list(query, page, CONTENT_ITEMS_DEFAULT_PER_PAGE);
  const deleted = Number(search.get("deleted")) || null;
  const binId = Number(search.get("binned"));
  const found =
    Number.isInteger(binId) && binId >= 1 && binId <= 2_147_483_647 ? await context.services.bin.get(binId).catch(() => null) : null;
  const binned = found && found.kind === "content_item" ? found : null;
  const emptied = search.get("emptied");
  return {
    filters: { kind: query.kind ?? "", slug: query.slug ?? "", status: query.status ?? "", q: query.q ?? "" },
    refused: parsed.success ? null : "Some filters could not be read and were left out.",
    deleted,
    binned,
    emptied: emptied ? emptied.slice(0, 200) : null,
    page,
    pages: Math.max(1, Math.ceil(total / CONTENT_ITEMS_DEFAULT_PER_PAGE)),
    total,
    items: items.map((i) => ({
      id: i.id,
      kind: i.kind,
      slug: i.slug,
      title: i.title,
      status: i.status,
      priority: i.priority,
      starts_at: i.starts_at,
      ends_at: i.ends_at,
      targets: { stores: i.store_ids, storeGroups: i.store_group_ids, userGroups: i.user_group_ids },
    })),
  };
}

export default function AdminContent() {
  const view = useLoaderData<typeof loader>();
  const pageHref = filteredPageHref("/admin/content", view.filters);
  return (
    <div className="content-admin">
      <AdminHeader />
      <h1>Targeted content</h1>
      <p>Banners, sliders, calls to action, personalized content and per-store home pages.</p>
      {view.emptied ? <p role="status">“{view.emptied}” was emptied from the bin for good.</p> : null}
      {view.deleted ? <Toast>Item #{view.deleted} was deleted.</Toast> : null}
      {view.binned ? <BinNotice live={false} entry={view.binned} what="Item" back="/admin/content" /> : null}
      <p className="content-admin__actions">
        <a href="/admin/content/new">New item</a>
        <a href="/admin/preview">Preview as</a>
      </p>
      <form method="get" action="/admin/content" className="content-admin__filters" role="search" aria-label="Filter content items">
        <div>
          <label htmlFor="filter-q">Search</label>
          <input id="filter-q" name="q" type="search" defaultValue={view.filters.q} />
        </div>
        <div>
          <label htmlFor="filter-kind">Kind</label>
          <select id="filter-kind" name="kind" defaultValue={view.filters.kind}>
            <option value="">Any kind</option>
            {CONTENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {CONTENT_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-slug">Content area</label>
          <input id="filter-slug" name="slug" defaultValue={view.filters.slug} />
        </div>
        <div>
          <StatusSelect value={view.filters.status} />
        </div>
        <button type="submit">Filter</button>
      </form>
      {view.refused ? <p className="form-error">{view.refused}</p> : null}
      <ContentItemTable
        items={view.items}
        caption={`${view.total} item${view.total === 1 ? "" : "s"}, newest change first (page ${view.page} of ${view.pages})`}
      />
      <PageLinks label="Content item pages" page={view.page} pages={view.pages} href={pageHref} />
    </div>
  );
}
