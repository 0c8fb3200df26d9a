import { ACCOUNT_ROLES, type AdminUser } from "#core/schemas/admin-users";
import { FIELD_LIMITS } from "#core/limits/limits";

const ROLE_NAMES: Record<string, string> = {
  shopper: "Shopper",
  editor: "Editor",
  forms_admin: "Forms admin",
  administrator: "Administrator",
};
export const roleNames = (roles: string[]) => roles.map((r) => ROLE_NAMES[r] ?? r).join(", ");

/** One account's form: name, roles, user groups; and disabling behind a confirmation, or enabling. */
export function UserEditor({
  user,
  groups,
  nonce,
  confirm,
  me,
}: {
  user: AdminUser;
  groups: { id: number; name: string }[];
  nonce: string;
  confirm: boolean;
  me: number;
}) {
  return (
    <section aria-labelledby="edit-heading">
      <h2 id="edit-heading">Edit {user.email}</h2>
      <form method="post" action="/admin/users">
        <input type="hidden" name="nonce" value={nonce} />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={user.id} />
        <p>
          <label htmlFor="user-name">Name</label>{" "}
          <input id="user-name" name="name" defaultValue={user.name} maxLength={FIELD_LIMITS.personName} />
        </p>
        <fieldset>
          <legend>Roles</legend>
          {ACCOUNT_ROLES.map((r) => (
            <p key={r}>
              <input id={`role-${r}`} type="checkbox" name="roles" value={r} defaultChecked={user.roles.includes(r)} />{" "}
              <label htmlFor={`role-${r}`}>{ROLE_NAMES[r]}</label>
            </p>
          ))}
        </fieldset>
        <fieldset>
          <legend>User groups</legend>
          {groups.map((g) => (
            <p key={g.id}>
              <input
                id={`user-group-${g.id}`}
                type="checkbox"
                name="user_group_ids"
                value={g.id}
                defaultChecked={user.user_group_ids.includes(g.id)}
              />{" "}
              <label htmlFor={`user-group-${g.id}`}>{g.name}</label>
            </p>
          ))}
        </fieldset>
        <button type="submit">Save account</button>
      </form>
      {user.disabled ? (
        <form method="post" action="/admin/users">
          <input type="hidden" name="nonce" value={nonce} />
          <input type="hidden" name="intent" value="enable" />
          <input type="hidden" name="id" value={user.id} />
          <p>
            This account is disabled. <button type="submit">Enable {user.email}</button>
          </p>
        </form>
      ) : user.id === me ? (
        <p>You cannot disable your own account.</p>
      ) : confirm ? (
        <form method="post" action="/admin/users" className="admin-confirm">
          <input type="hidden" name="nonce" value={nonce} />
          <input type="hidden" name="intent" value="disable" />
          <input type="hidden" name="id" value={user.id} />
          <p>Disable {user.email}? They are signed out everywhere at once and cannot sign in until enabled again.</p>
          <button type="submit">Yes, disable {user.email}</button> <a href={`/admin/users?edit=${user.id}`}>Cancel</a>
        </form>
      ) : (
        <p>
          <a href={`/admin/users?edit=${user.id}&confirm=disable`}>Disable {user.email}…</a>
        </p>
      )}
    </section>
  );
}
