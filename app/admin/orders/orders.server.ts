import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { data, redirect, type AppLoadContext } from "react-router";
import { ADMIN_LIST_LIMITS } from "#core/limits/limits";
import { adminOrdersQuery, orderStatusChange } from "#core/schemas/admin-orders";
import { isApiError } from "#core/web/api-errors";
import { readAdminForm } from "../guard.server";

/** The filters of the address: a store, a status and a page; a filter that does not parse is left out. */
function filtersOf(url: URL) {
  const raw = Object.fromEntries(
    ["store_id", "status", "page"].flatMap((k) => (url.searchParams.get(k) ? [[k, url.searchParams.get(k)!]] : [])),
  );
  const parsed = adminOrdersQuery.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

/** `/admin/orders`: a page of the stores' orders, filtered by store and status, and the store list. */
export async function loadOrders(request: Request, context: AppLoadContext) {
  requireStaff(request, context, STAFF_ROLES.administrator);
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const [{ items, total }, stores] = await Promise.all([context.services.adminOrders.list(filters), context.services.stores.list()]);
  const confirmId = Number(url.searchParams.get("confirm_cancel") ?? "");
  return {
    storeId: filters.store_id ?? null,
    status: filters.status ?? null,
    page: filters.page ?? 1,
    pages: Math.max(1, Math.ceil(total / ADMIN_LIST_LIMITS.defaultPerPage)),
    total,
    orders: items,
    stores: stores.map((s) => ({ id: s.id, name: s.name })),
    confirmCancel: items.find((o) => o.id === confirmId && o.status === "placed") ?? null,
    moved: url.searchParams.get("moved"),
  };
}

/** Moves one order (`id`, `status`) and goes back to the same list; a refusal is said in place. */
export async function moveOrder(request: Request, context: AppLoadContext) {
  const read = await readAdminForm(request, context);
  if (!read.ok) return data({ message: read.message }, { status: read.status });
  const id = read.form.get("id") ?? "";
  const parsed = orderStatusChange.safeParse({ status: read.form.get("status") ?? "" });
  if (!/^[1-9]\d{0,9}$/.test(id) || !parsed.success)
    return data({ message: "This form can only be sent with the buttons on the page. Nothing was changed." }, { status: 400 });
  try {
    const order = await context.services.adminOrders.move(Number(id), parsed.data.status, read.user);
    const back = new URL(request.url);
    back.searchParams.delete("confirm_cancel");
    back.searchParams.set("moved", `${order.number}:${order.status}`);
    return redirect(`${back.pathname}${back.search}`);
  } catch (err) {
    if (!isApiError(err)) throw err;
    return data({ message: `${err.message} Nothing was changed.` }, { status: err.status });
  }
}
