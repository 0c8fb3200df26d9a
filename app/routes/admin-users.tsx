import { useFailureFocus } from "../admin/use-failure-focus";
import { useActionData, useLoaderData, type MetaFunction } from "react-router";
import { ACCOUNT_ROLES } from "../../core/schemas/admin-users";
import { AdminFrame, Pager, SearchForm } from "../admin/admin-frame";
import { loadUsers, saveUser } from "../admin/users/users.server";
import { roleNames, UserEditor } from "../admin/users/user-editor";
import { useLayout } from "../storefront/frame/use-layout";
import type { Route } from "./+types/admin-users";
import { Toast } from "#app/ui/toast";

export const meta: MetaFunction = () => [{ title: "Accounts · Admin" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, context }: Route.LoaderArgs) => loadUsers(request, context);
export const action = ({ request, context }: Route.ActionArgs) => saveUser(request, context);

const SAVED: Record<string, string> = {
  saved: "Saved.",
  disabled: "Disabled: the account is signed out and cannot sign in.",
  enabled: "Enabled: the account can sign in again.",
};

/** Shoppers' and staff accounts: search, filter by role, edit one, disable or enable it. */
export default function AdminUsers() {
  const view = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { apiNonce } = useLayout();
  const messageRef = useFailureFocus(failure);
  return (
    <AdminFrame title="Accounts">
      {failure ? (
        <p className="form-error" role="alert" tabIndex={-1} ref={messageRef}>
          {failure.message}
        </p>
      ) : view.saved && SAVED[view.saved] ? (
        <Toast>{SAVED[view.saved]}</Toast>
      ) : null}
      {view.editing ? (
        <UserEditor user={view.editing} groups={view.groups} nonce={apiNonce} confirm={view.confirm === "disable"} me={view.me} />
      ) : null}
      <SearchForm action="/admin/users" q={view.q} label="Search accounts">
        {" "}
        <label htmlFor="role-filter">Role</label>{" "}
        <select id="role-filter" name="role" defaultValue={view.role}>
          <option value="">Any</option>
          {ACCOUNT_ROLES.map((r) => (
            <option key={r} value={r}>
              {roleNames([r])}
            </option>
          ))}
        </select>
      </SearchForm>
      <table>
        <caption>
          {view.total} {view.total === 1 ? "account" : "accounts"}
        </caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Name</th>
            <th scope="col">Roles</th>
            <th scope="col">User groups</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {view.users.map((u) => (
            <tr key={u.id}>
              <td>
                <a href={`/admin/users?edit=${u.id}`}>{u.email}</a>
              </td>
              <td>{u.name}</td>
              <td>{roleNames(u.roles)}</td>
              <td>{u.user_group_ids.map((id) => view.groups.find((g) => g.id === id)?.name ?? id).join(", ")}</td>
              <td>{u.disabled ? "Disabled" : "Active"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager base="/admin/users" page={view.page} pages={view.pages} q={view.q} label="Account pages" />
    </AdminFrame>
  );
}
