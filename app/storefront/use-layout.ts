import { useRouteLoaderData } from "react-router";
import type { LayoutData } from "./layout-data.server";

/** The root loader's data: store, menus, banner, settings, visitor. */
export function useLayout(): LayoutData {
  const data = useRouteLoaderData<LayoutData>("root");
  if (!data) throw new Error("useLayout outside the root route");
  return data;
}
