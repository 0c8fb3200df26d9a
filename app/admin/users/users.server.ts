import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { data, redirect, type AppLoadContext } from "react-router";
import { ADMIN_LIST_LIMITS } from "#core/limits/limits";
import { ACCOUNT_ROLES, userPatch } from "#core/schemas/admin-users";
import { isApiError } from "#core/web/api-errors";
import { pageParam, readAdminForm, searchParam } from "../guard.server";

const idIn = (v: string | null) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null);

/** A page of accounts (search, role filter), and the account being edited or confirmed, if any. */
export async function loadUsers(request: Request, context: AppLoadContext) {
  const me = requireStaff(request, context, STAFF_ROLES.administrator);
  const url = new URL(request.url);
  const q = searchParam(url);
  const page = pageParam(url);
  const askedRole = url.searchParams.get("role") ?? "";
  const role = (ACCOUNT_ROLES as readonly string[]).includes(askedRole) ? askedRole : "";
  const editId = idIn(url.searchParams.get("edit"));
  const [{ items, total }, groups, editing] = await Promise.all([
    context.services.adminUsers.list({ q, page, role: role || undefined }),
    context.services.adminUserGroups.all(),
    editId ? context.services.adminUsers.get(editId).catch(() => null) : null,
  ]);
  return {
    me: me.id,
    q,
    role,
    page,
    pages: Math.max(1, Math.ceil(total / ADMIN_LIST_LIMITS.defaultPerPage)),
    total,
    users: items,
    groups,
    editing,
    confirm: url.searchParams.get("confirm") === "disable" && editing && !editing.disabled ? ("disable" as const) : null,
    saved: url.searchParams.get("saved"),
  };
}

/** Saves an account's name, roles and user groups, or disables or enables it; refusals shown in place. */
export async function saveUser(request: Request, context: AppLoadContext) {
  const read = await readAdminForm(request, context);
  if (!read.ok) return data({ message: read.message }, { status: read.status });
  const id = idIn(read.form.get("id"));
  if (id === null) return data({ message: "Choose an account first." }, { status: 400 });
  const intent = read.form.get("intent");
  const back = (what: string) => redirect(`/admin/users?edit=${id}&saved=${what}`);
  try {
    if (intent === "disable" || intent === "enable") {
      await context.services.adminUsers.setDisabled(id, intent === "disable", read.user);
      return back(intent === "disable" ? "disabled" : "enabled");
    }
    const parsed = userPatch.safeParse({
      name: read.form.get("name") ?? "",
      roles: read.form.getAll("roles"),
      user_group_ids: read.form.getAll("user_group_ids").map(Number),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return data(
        { message: `${issue?.path[0] === "roles" ? "Roles" : "A field"}: ${issue?.message ?? "is not valid"}. Nothing was saved.` },
        { status: 400 },
      );
    }
    await context.services.adminUsers.update(id, parsed.data, read.user);
    return back("saved");
  } catch (err) {
    if (!isApiError(err)) throw err;
    return data({ message: `${err.message} Nothing was saved.` }, { status: err.status });
  }
}
