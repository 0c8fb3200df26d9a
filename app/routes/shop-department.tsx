import { useLoaderData } from "react-router";
import { loadDepartment } from "../shop/catalog-loaders.server";
import { DepartmentPage, departmentMeta } from "../shop/department-page";
import { ShopErrorBoundary } from "../shop/shop-error";
import "../shop/shop.css";
import type { Route } from "./+types/shop-department";

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
