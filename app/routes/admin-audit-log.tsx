import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { useLoaderData, type MetaFunction } from "react-router";
import { AUDIT_DEFAULT_PER_PAGE } from "../../core/schemas/audit";
import type { Route } from "./+types/admin-audit-log";
import { AdminHeader } from "../admin/sign-out";

export const meta: MetaFunction = () => [{ title: "Audit log · Admin" }, { name: "robots", content: "noindex" }];

const MAX_PAGE = 100_000;

/** The administrator's view of the audit log, newest first, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.administrator);
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= MAX_PAGE ? asked : 1;
  const { entries, total } = await context.services.audit.list(page, AUDIT_DEFAULT_PER_PAGE);
  return {
    page,
    pages: Math.max(1, Math.ceil(total / AUDIT_DEFAULT_PER_PAGE)),
    entries: entries.map((e) => ({ id: e.id, at: e.at, who: e.actor.email, action: e.action, target: `${e.target.type} ${e.target.id}` })),
  };
}

export default function AdminAuditLog() {
  const view = useLoaderData<typeof loader>();
  return (
    <div className="admin-screen">
      <AdminHeader />
      <h1>Audit log</h1>
      {view.entries.length === 0 ? (
        <p>Nothing has been changed yet.</p>
      ) : (
        <table>
          <caption>
            Changes, newest first (page {view.page} of {view.pages})
          </caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Target</th>
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
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav aria-label="Audit log pages">
        {view.page > 1 ? <a href={`/admin/audit-log?page=${view.page - 1}`}>Newer changes</a> : null}{" "}
        {view.page < view.pages ? <a href={`/admin/audit-log?page=${view.page + 1}`}>Older changes</a> : null}
      </nav>
    </div>
  );
}
