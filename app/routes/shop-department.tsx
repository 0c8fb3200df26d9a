import { useLoaderData } from "react-router";
import { loadDepartment } from "../shop/catalog-loaders.server";
import { DepartmentPage, departmentMeta } from "../shop/department-page";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import type { SharedRenderHandle } from "../../server/page-cache/shared-render";
import type { Route } from "./+types/shop-department";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";

/** Shared between signed-in shoppers (server/page-cache/shared-pages.ts): their favourites among the products shown key it (decision 0041). */
export const handle: SharedRenderHandle & PlainPageHandle = { sharedRender: true, plainPage: plainWhenLoaded };

export const meta = ({ data }: Route.MetaArgs) => departmentMeta(data);

export const headers = ({ errorHeaders, loaderHeaders }: Route.HeadersArgs) => errorHeaders ?? loaderHeaders;

/** `/shop/departments/<slug>`: the department's products at the store; sort, facets and page in the query. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadDepartment(request, context, params.slug);
}

export default function ShopDepartment() {
  return <DepartmentPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = ShopErrorBoundary;
