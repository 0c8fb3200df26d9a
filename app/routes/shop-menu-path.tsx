import { useLoaderData } from "react-router";
import { loadDepartment } from "../shop/catalog-loaders.server";
import { redirectOldProductPath } from "../shop/old-addresses.server";
import { DepartmentPage, departmentMeta } from "../shop/department-page";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import type { SharedRenderHandle } from "../../server/page-cache/shared-render";
import type { Route } from "./+types/shop-menu-path";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";

/**
 * Shared between signed-in shoppers (server/page-cache/shared-pages.ts): their favourites among the
 * products shown key it (decision 0041). Hydrated without the router, as the department page it is.
 */
export const handle: SharedRenderHandle & PlainPageHandle = { sharedRender: true, plainPage: plainWhenLoaded };

export const meta = ({ data }: Route.MetaArgs) => departmentMeta(data);

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/**
 * The shop menu's addresses, `/shop/<department>` and `/shop/<department>/<sub-department>`: the
 * department page of the last segment, whose canonical address is `/shop/departments/<slug>`. The old
 * platform's product path (`.../p/<id>`) goes to the product's page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  await redirectOldProductPath(context, segments);
  return loadDepartment(request, context, segments[segments.length - 1] ?? "");
}

export default function ShopMenuPath() {
  return <DepartmentPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = ShopErrorBoundary;
