import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { data, redirect, type AppLoadContext } from "react-router";
import { ADMIN_LIST_LIMITS } from "#core/limits/limits";
import { groupBody } from "#core/schemas/admin-stores";
import { isApiError } from "#core/web/api-errors";
import type { AdminGroupService } from "#server/services/admin-groups";
import { pageParam, readAdminForm, searchParam } from "../guard.server";

export type GroupKind = "store-groups" | "user-groups";
const serviceOf = (context: AppLoadContext, kind: GroupKind): AdminGroupService =>
  kind === "store-groups" ? context.services.adminStoreGroups : context.services.adminUserGroups;

/** A page of store groups or user groups, searched. */
export async function loadGroups(request: Request, context: AppLoadContext, kind: GroupKind) {
  requireStaff(request, context, STAFF_ROLES.administrator);
  const url = new URL(request.url);
  const q = searchParam(url);
  const page = pageParam(url);
  const { items, total } = await serviceOf(context, kind).list({ q, page });
  const asked = url.searchParams.get("delete");
  const deleting =
    asked && /^[1-9]\d{0,9}$/.test(asked)
      ? await serviceOf(context, kind)
          .get(Number(asked))
          .catch(() => null)
      : null;
  return {
    q,
    page,
    pages: Math.max(1, Math.ceil(total / ADMIN_LIST_LIMITS.defaultPerPage)),
    total,
    groups: items,
    saved: url.searchParams.get("saved"),
    deleted: (url.searchParams.get("deleted") ?? "").slice(0, 200) || null,
    deleting,
  };
}

/** Creates (`intent=create`) or renames (`intent=rename`, `id`) a group; the refusal is shown in place. */
export async function saveGroup(request: Request, context: AppLoadContext, kind: GroupKind) {
  const read = await readAdminForm(request, context);
  if (!read.ok) return data({ message: read.message, id: null as number | null }, { status: read.status });
  const intent = read.form.get("intent");
  if (intent === "delete") return deleteGroup(read.form, read.user, context, kind);
  const id = intent === "rename" && /^[1-9]\d{0,9}$/.test(read.form.get("id") ?? "") ? Number(read.form.get("id")) : null;
  const parsed = groupBody.safeParse({ name: read.form.get("name") ?? "" });
  if (!parsed.success)
    return data({ message: `The name ${parsed.error.issues[0]?.message ?? "is not valid"}. Nothing was saved.`, id }, { status: 400 });
  try {
    const service = serviceOf(context, kind);
    const saved =
      id !== null ? await service.rename(id, parsed.data.name, read.user) : await service.create({ name: parsed.data.name }, read.user);
    return redirect(`/admin/${kind}?saved=${saved.id}`);
  } catch (err) {
    if (!isApiError(err)) throw err;
    return data({ message: `${err.message} Nothing was saved.`, id }, { status: err.status });
  }
}

/**
 * Deletes a group after its confirmation (decision 0034): a user group accounts hold needs the second
 * confirmation (the box that repeats how many); a store group with stores is refused, saying how many.
 */
async function deleteGroup(
  form: URLSearchParams,
  user: Parameters<AdminGroupService["remove"]>[1],
  context: AppLoadContext,
  kind: GroupKind,
) {
  const raw = form.get("id") ?? "";
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  if (id === null) return data({ message: "Choose a group to delete. Nothing was deleted.", id }, { status: 400 });
  const confirmed = /^\d{1,10}$/.test(form.get("confirm_members") ?? "") ? Number(form.get("confirm_members")) : undefined;
  try {
    const removed = await serviceOf(context, kind).remove(id, user, confirmed);
    return redirect(`/admin/${kind}?deleted=${encodeURIComponent(removed.name)}`);
  } catch (err) {
    if (!isApiError(err)) throw err;
    return data({ message: err.message, id }, { status: err.status });
  }
}
