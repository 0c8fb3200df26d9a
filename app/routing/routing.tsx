import { createContext, useContext, type ComponentProps, type ComponentType, type ReactNode } from "react";
import type { LayoutData } from "../storefront/frame/layout-data.server";

/**
 * What the storefront's frame (header, footer, banners, spinner and the parts they hold) and the
 * pages that may be plain pages ask of the router, behind one context (decisions 0045, 0053). Pages
 * that hydrate with React Router get its own hooks and components (`./router-routing`); a page
 * hydrated as a plain page (`./page-routing`) gets plain links and forms, which load the next page as
 * links and forms do before any script runs, and fetchers of its own. These modules import from here,
 * never from `react-router`, so a plain page loads none of the router's code.
 */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Changes with every navigation (React Router's location key; "default" on a plain page). */
  key: string;
}

/** `preventScrollReset` keeps the scroll position on a router page; a plain page loads the next page. */
export type LinkProps = Omit<ComponentProps<"a">, "href"> & { to: string; preventScrollReset?: boolean };
export type FormProps = Omit<ComponentProps<"form">, "encType" | "action"> & {
  method?: "get" | "post";
  action?: string;
  encType?: "multipart/form-data" | "application/x-www-form-urlencoded" | "text/plain";
  preventScrollReset?: boolean;
  /** On a router page, the answer replaces this page in the history. */
  replace?: boolean;
};

export interface PageFetcher<Data> {
  state: "idle" | "loading" | "submitting";
  data: Data | undefined;
  /** The form under way, while one is. */
  formData?: FormData | undefined;
  Form: ComponentType<FormProps>;
  submit(form: FormData, options: { method: "post"; action: string }): Promise<void>;
}

export interface PageNavigation {
  state: "idle" | "loading" | "submitting";
  location?: { pathname: string } | undefined;
  formData?: FormData | undefined;
}

export type Navigate = (to: string, options?: { replace?: boolean; preventScrollReset?: boolean }) => void;
export type Submit = (form: HTMLFormElement, options?: { preventScrollReset?: boolean }) => void;

export interface Routing {
  Link: ComponentType<LinkProps>;
  Form: ComponentType<FormProps>;
  /** Where the route's page goes inside the frame. */
  Outlet: ComponentType;
  useLocation(): PageLocation;
  useRootData(): LayoutData | undefined;
  useFetcher<Data>(): PageFetcher<Data>;
  /** True while a navigation or any fetcher is under way. */
  useBusy(): boolean;
  useNavigation(): PageNavigation;
  useNavigate(): Navigate;
  useSubmit(): Submit;
  /** What the route's action answered the form this page was rendered for, if any. */
  useActionData<Data>(): Data | undefined;
  /** Whether a hydrated page sends the frame's forms itself (false: the browser posts them, as before the scripts run). */
  sendsForms: boolean;
}

const RoutingContext = createContext<Routing | null>(null);

export function RoutingProvider({ value, children }: { value: Routing; children: ReactNode }) {
  return <RoutingContext.Provider value={value}>{children}</RoutingContext.Provider>;
}

function useRouting(): Routing {
  const routing = useContext(RoutingContext);
  if (!routing) throw new Error("The storefront frame is rendered outside a RoutingProvider");
  return routing;
}

export function Link(props: LinkProps) {
  const { Link: Impl } = useRouting();
  return <Impl {...props} />;
}

export function Form(props: FormProps) {
  const { Form: Impl } = useRouting();
  return <Impl {...props} />;
}

export function Outlet() {
  const { Outlet: Impl } = useRouting();
  return <Impl />;
}

export const useLocation = (): PageLocation => useRouting().useLocation();
export const useRootData = (): LayoutData | undefined => useRouting().useRootData();
export const useFetcher = <Data,>(): PageFetcher<Data> => useRouting().useFetcher<Data>();
export const useBusy = (): boolean => useRouting().useBusy();
export const useSendsForms = (): boolean => useRouting().sendsForms;
export const useNavigation = (): PageNavigation => useRouting().useNavigation();
export const useNavigate = (): Navigate => useRouting().useNavigate();
export const useSubmit = (): Submit => useRouting().useSubmit();
export const useActionData = <Data,>(): Data | undefined => useRouting().useActionData<Data>();
