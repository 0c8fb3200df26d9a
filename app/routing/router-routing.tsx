import { Form, Link, Outlet, useFetcher, useFetchers, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import type { LayoutData } from "../storefront/layout-data.server";
import type { PageFetcher, Routing } from "./routing";

/** The frame's routing on pages React Router hydrates: its links, forms, fetchers and navigation state. */
export const routerRouting: Routing = {
  Link,
  Form,
  Outlet,
  useLocation,
  useRootData: () => useRouteLoaderData<LayoutData>("root"),
  useFetcher: <Data,>() => useFetcher<Data>() as PageFetcher<Data>,
  sendsForms: true,
  useBusy() {
    const navigation = useNavigation();
    const fetchers = useFetchers();
    return navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  },
};
