import {
  Form,
  Link,
  Outlet,
  useActionData,
  useFetcher,
  useFetchers,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteLoaderData,
  useSubmit,
} from "react-router";
import type { LayoutData } from "../storefront/frame/layout-data.server";
import type { Navigate, PageFetcher, Routing, Submit } from "./routing";

/** The routing of pages React Router hydrates: its links, forms, fetchers and navigation state. */
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
  useNavigation,
  // The router's own functions, which keep their identity between renders (effects depend on them).
  useNavigate: (): Navigate => useNavigate(),
  useSubmit: (): Submit => useSubmit(),
  useActionData: <Data,>() => useActionData() as Data | undefined,
};
