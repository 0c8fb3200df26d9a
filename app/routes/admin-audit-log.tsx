import { useLoaderData, type MetaFunction } from "react-router";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { AUDIT_DEFAULT_PER_PAGE, auditFilters, type AuditFilters } from "#core/schemas/audit";
import { fieldDiff } from "#core/audit/field-diff";
import { requireStaff } from "../admin/access.server";
import { pageParam } from "../admin/guard.server";
import { filteredPageHref, PageLinks } from "../admin/admin-frame";
import { AuditFilterForm, type AuditFilterValues } from "../admin/audit/audit-filter-form";
import { AuditChanges } from "../admin/audit/audit-changes";
import "../admin/audit/audit-log.css";
import type { Route } from "./+types/admin-audit-log";

export const meta: MetaFunction = () => [{ title: "Audit log · Admin" }, { name: "robots", content: "noindex" }];

const FILTERS = ["actor", "action", "entity", "from", "to"] as const;

/**
 * The administrator's view of the audit log, newest first, a page at a time: each change with what it
 * did field by field, narrowed by the filter form (a GET form: the filters stay in the address and in
 * the page links). A filter that can't be read is said next to its field and left out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.administrator);
  const url = new URL(request.url);
  const values = Object.fromEntries(FILTERS.map((k) => [k, (url.searchParams.get(k) ?? "").slice(0, 200)])) as unknown as AuditFilterValues;
  const filters: AuditFilters = {};
  const errors: Partial<Record<keyof AuditFilterValues, string>> = {};
  for (const key of FILTERS) {
    if (!values[key].trim()) continue;
    const one = auditFilters.shape[key].safeParse(values[key]);
    if (one.success) Object.assign(filters, { [key]: one.data });
    else errors[key] = one.error.issues[0]?.message ?? "is not valid";
  }
  const page = pageParam(url);
  const [{ entries, total }, choices] = await Promise.all([
    context.services.audit.list(page, AUDIT_DEFAULT_PER_PAGE, filters),
    context.services.audit.choices(),
  ]);
  return {
    page,
    pages: Math.max(1, Math.ceil(total / AUDIT_DEFAULT_PER_PAGE)),
    total,
    values,
    errors,
    filtered: Object.keys(filters).length > 0,
    choices,
    entries: entries.map((e) => ({
      id: e.id,
      at: e.at,
      who: e.actor.email,
      action: e.action,
      target: `${e.target.type} ${e.target.id}`,
      ...fieldDiff(e.before, e.after),
    })),
  };
}

export default function AdminAuditLog() {
  const view = useLoaderData<typeof loader>();
  return (
    <div className="audit-log">
      <h1>Audit log</h1>
      <AuditFilterForm values={view.values} errors={view.errors} choices={view.choices} />
      {view.entries.length === 0 ? (
        <p role="status">{view.filtered ? "No change matches these filters." : "Nothing has been changed yet."}</p>
      ) : (
        <table>
          <caption>
            {view.filtered ? `Changes matching the filters (${view.total})` : "Changes"}, newest first (page {view.page} of {view.pages})
          </caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Target</th>
              <th scope="col">Changes</th>
            </tr>
          </thead>
          <tbody>
            {view.entries.map((e) => (
              <tr key={e.id}>
                <td>
                  <time dateTime={e.at}>{e.at.replace("T", " ").slice(0, 19)} UTC</time>
                </td>
                <td>{e.who}</td>
                <td>{e.action}</td>
                <td>{e.target}</td>
                <td>
                  <AuditChanges changes={e.changes} more={e.more} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PageLinks label="Audit log pages" page={view.page} pages={view.pages} href={filteredPageHref("/admin/audit-log", view.values)} />
    </div>
  );
}
