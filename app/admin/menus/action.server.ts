import { PAGE_EXPIRED } from "#core/web/page-expired";
import { data, redirect, type AppLoadContext } from "react-router";
import { menuTree } from "#core/schemas/menus";
import type { MenuName } from "#core/menus/navigation";
import { fromZodError, isApiError } from "#core/web/api-errors";
import { readActionForm, type ActionForm } from "../../storefront/forms/action-form.server";
import { formNonceValid } from "../../storefront/forms/form-nonce.server";
import { formRefusal } from "../access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import type { PublicUser } from "#core/schemas/auth";
import { applyOp, draftOfForm, fieldErrors, parseOp } from "./draft";
import { REMOVE_GROUP_MENU } from "./remove-group-menu";
import type { Tree } from "#core/menus/tree-ops";

export interface MenuActionResult {
  /** The draft to show again: every entry as posted, with the button's change applied. */
  draft: Tree | null;
  message: string;
  confirmRemove: number | null;
  focusId: number | null;
  /** A refusal, shown in place with the focus on it. */
  formError: string | null;
  errors: Record<string, string>;
  /** What the new entry's fields held, kept when it was not added. */
  added: { title: string; url: string };
}

const result = (r: Partial<MenuActionResult>, status = 200) =>
  data<MenuActionResult>(
    { draft: null, message: "", confirmRemove: null, focusId: null, formError: null, errors: {}, added: { title: "", url: "" }, ...r },
    { status },
  );

/**
 * The menu editor's action: the role, the nonce, then either one editing button applied to the posted
 * draft (nothing saved yet), or the save, checked by the admin API's own schema and service (audited,
 * the content version moved). A refused save answers the draft as posted with each refusal by its field.
 */
export async function menuAction(request: Request, context: AppLoadContext, groupId: number, menu: MenuName) {
  const refused = formRefusal(context, STAFF_ROLES.content);
  const read = await readActionForm(request, context);
  if (!read.ok) return result({ formError: read.message }, read.status);
  if (refused) return result({ formError: refused.message }, refused.status);
  const user = context.auth.user!;
  const form = read.form;
  if (form.get("op") === REMOVE_GROUP_MENU) return removeGroupMenu(form, context, groupId, menu, user);
  const draft = draftOfForm(form);
  const added = { title: form.get("new-title") ?? "", url: form.get("new-url") ?? "" };
  if (!draft) return result({ formError: "The menu could not be read from the page. Reload it and try again; nothing was changed." }, 400);
  if (!formNonceValid(form, context)) return result({ draft, added, formError: PAGE_EXPIRED }, 403);
  const rawOp = form.get("op") ?? "save";
  if (rawOp !== "save") {
    const op = parseOp(rawOp);
    if (!op) return result({ draft, added, formError: "That button is not one of this page's." }, 400);
    const r = applyOp(draft, op, added);
    return result({
      draft: r.tree,
      message: r.message,
      confirmRemove: r.confirmRemove,
      focusId: r.focusId,
      added: op.kind === "add" ? { title: "", url: "" } : added,
    });
  }
  const parsed = menuTree.safeParse(draft);
  if (!parsed.success) {
    const params = (fromZodError(parsed.error).extra as { params: Record<string, string> }).params;
    const tree: Record<string, string> = {};
    for (const [k, v] of Object.entries(params)) tree[k === "body" ? "tree" : `tree.${k}`] = v;
    const { fields, rest } = fieldErrors(draft, tree);
    return result(
      { draft, added, errors: fields, formError: ["The menu was not saved: correct the entries marked below.", ...rest].join(" ") },
      400,
    );
  }
  try {
    await context.services.menus.save(groupId, menu, parsed.data, user);
  } catch (err) {
    if (isApiError(err) && err.status === 404) return result({ draft, added, formError: "This store group no longer exists." }, 404);
    throw err;
  }
  return redirect(`/admin/menus/${groupId}/${menu}?done=saved`);
}

async function removeGroupMenu(form: ActionForm, context: AppLoadContext, groupId: number, menu: MenuName, user: PublicUser) {
  if (!formNonceValid(form, context)) return result({ formError: PAGE_EXPIRED }, 403);
  if (form.get("confirm") !== "yes")
    return result({ formError: "Tick the box to confirm that the group's stores go back to their own menus. Nothing was removed." }, 400);
  try {
    await context.services.menus.remove(groupId, menu, user);
  } catch (err) {
    if (isApiError(err) && err.status === 404)
      return result({ formError: "This group has no menu of its own to remove: nothing was changed." }, 404);
    throw err;
  }
  return redirect(`/admin/menus/${groupId}/${menu}?done=removed`);
}
