import type { ReactNode } from "react";
import type { LayoutData } from "../storefront/layout-data.server";
import type { FormProps, LinkProps, PageFetcher, PageLocation, Routing } from "./routing";

/*
 * Written as React Router writes its own (attributes in its order, `data-discover` included): the
 * header and footer kept as HTML between requests (decision 0035) serve both kinds of page, and a
 * shared signed-in render fills one kind's page with a header row kept from the other's.
 */
function PlainLink({ to, ...rest }: LinkProps) {
  return <a {...rest} href={to} data-discover="true" />;
}

function PlainForm({ ref, method = "get", action, ...rest }: FormProps) {
  return <form ref={ref} method={method} action={action} {...rest} data-discover="true" />;
}

const idleFetcher: PageFetcher<never> = { state: "idle", data: undefined, Form: PlainForm };

/**
 * The frame's routing on a page hydrated without React Router (decision 0045): links and forms are
 * the browser's own, so following one loads the next page, as before the scripts run; nothing is
 * ever under way in the page itself. `page` is the route's page, rendered where the outlet is.
 */
export function pageRouting(location: Omit<PageLocation, "key">, rootData: LayoutData, page: ReactNode): Routing {
  const here: PageLocation = { ...location, key: "default" };
  return {
    Link: PlainLink,
    Form: PlainForm,
    Outlet: () => page,
    useLocation: () => here,
    useRootData: () => rootData,
    useFetcher: <Data,>() => idleFetcher as PageFetcher<Data>,
    useBusy: () => false,
    sendsForms: false,
  };
}
