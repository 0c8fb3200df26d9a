import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type { LayoutData } from "../storefront/frame/layout-data.server";
import type { FormProps, LinkProps, Navigate, PageFetcher, PageLocation, PageNavigation, Routing, Submit } from "./routing";
import { readPageData, sendToAction } from "./page-data-fetch";
// A module of its own, with no imports: every plain page loads this one.
import { FILES_KEPT_FIELD } from "#core/web/files-kept";

/*
 * Written as React Router writes its own (attributes in its order, `data-discover` included): the
 * header and footer kept as HTML between requests (decision 0035) serve both kinds of page, and a
 * shared signed-in render fills one kind's page with a header row kept from the other's.
 */
function PlainLink({ to, preventScrollReset: _, ...rest }: LinkProps) {
  return <a {...rest} href={to} data-discover="true" />;
}

function PlainForm({ ref, method = "get", action, preventScrollReset: _, replace: __, ...rest }: FormProps) {
  return <form ref={ref} method={method} action={action} {...rest} data-discover="true" />;
}

/** The field a form sent before the scripts run carries to come back to its page (storefront/hydration/return-here-field). */
const RETURN_FIELD = "back";

/** What the page shows: the root's and the route's loader data, read again after a fetcher's form. */
export interface PageData {
  root: LayoutData;
  route: unknown;
}

/** The page's data in the browser: read again (root and route) once a fetcher's form is answered. */
export class PageDataStore {
  private listeners = new Set<() => void>();
  constructor(
    private data: PageData,
    private readonly routeId: string,
    private readonly location: Omit<PageLocation, "key">,
  ) {}
  get = () => this.data;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  /** Reads the page's data again; a page whose data can't be read so is loaded again. */
  async reload(): Promise<void> {
    try {
      const data = await readPageData(this.location.pathname, this.location.search);
      if (!data["root"] || !(this.routeId in data)) throw new Error("The page's data came back without its routes");
      this.data = {
        root: data["root"] as LayoutData,
        route: data[this.routeId],
      };
      for (const listener of this.listeners) listener();
    } catch {
      window.location.reload();
    }
  }
}

const noSubscription = () => () => undefined;

/**
 * How many of the page's fetchers are under way: the frame's loading spinner shows while one is, as
 * it does for a router page's fetchers (a store switch, Add to cart).
 */
let fetching = 0;
const fetchingListeners = new Set<() => void>();
function countFetching(delta: 1 | -1) {
  fetching += delta;
  for (const listener of fetchingListeners) listener();
}
const subscribeFetching = (listener: () => void) => {
  fetchingListeners.add(listener);
  return () => fetchingListeners.delete(listener);
};

/** The store's data, or the data the page was rendered from (on the server, and while it hydrates). */
function usePageData(store: PageDataStore | null, initial: PageData): PageData {
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.get ?? (() => initial), () => initial);
}

/**
 * A fetcher of a plain page: its form is sent by the page (a data request, answered with the action's
 * data), then the page's data is read again, as React Router's fetchers do; before the scripts run,
 * the same form is the browser's own post, which comes back to the page.
 */
function usePlainFetcher<Data>(store: PageDataStore | null): PageFetcher<Data> {
  const [state, setState] = useState<{
    state: PageFetcher<Data>["state"];
    data: Data | undefined;
    formData?: FormData;
  }>({ state: "idle", data: undefined });
  const send = useCallback(
    async (form: FormData, action: string, multipart: boolean) => {
      form.delete(RETURN_FIELD);
      if (multipart) form.set(FILES_KEPT_FIELD, "1");
      setState((s) => ({ ...s, state: "submitting", formData: form }));
      countFetching(1);
      // Once the next page loads, the spinner stays until it does.
      let leaving = false;
      try {
        const answer = await sendToAction(action, form, multipart);
        if ("redirect" in answer) {
          leaving = true;
          window.location.assign(answer.redirect);
          return;
        }
        setState((s) => ({ ...s, state: "loading" }));
        await store?.reload();
        setState({ state: "idle", data: answer.data as Data });
      } catch {
        // The page is loaded again, as the browser's own post would have shown it.
        leaving = true;
        window.location.reload();
      } finally {
        if (!leaving) countFetching(-1);
      }
    },
    [store],
  );
  const Form = useMemo(
    () =>
      function FetcherForm(props: FormProps) {
        const onSubmit = (event: Parameters<NonNullable<FormProps["onSubmit"]>>[0]) => {
          props.onSubmit?.(event);
          if (event.defaultPrevented || (props.method ?? "get") !== "post") return;
          event.preventDefault();
          const form = event.currentTarget;
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          void send(
            new FormData(form, submitter),
            form.getAttribute("action") ?? window.location.pathname,
            form.enctype === "multipart/form-data",
          );
        };
        return <PlainForm {...props} onSubmit={onSubmit} />;
      },
    [send],
  );
  return { ...state, Form, submit: (form, { action }) => send(form, action, false) };
}

const IDLE: PageNavigation = { state: "idle" };

const subscribeHash = (listener: () => void) => {
  window.addEventListener("hashchange", listener);
  return () => window.removeEventListener("hashchange", listener);
};

const navigate: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

/** Sends a form as the browser does (its submit event first, so a page's own handler still runs). */
const submit: Submit = (form) => form.requestSubmit();

/**
 * The routing of a page hydrated without React Router (decisions 0045, 0053): links and navigating
 * forms are the browser's own, so following one loads the next page, as before the scripts run;
 * fetchers send their forms and read the page's data again. `page` renders the route's page from its
 * data, where the outlet is. `store` holds the page's data in the browser (none on the server).
 */
export function pageRouting(
  location: Omit<PageLocation, "key">,
  initial: PageData,
  page: (routeData: unknown) => ReactNode,
  store: PageDataStore | null = null,
): Routing {
  const here: PageLocation = { ...location, key: "default" };
  return {
    Link: PlainLink,
    Form: PlainForm,
    Outlet: function PlainOutlet() {
      return page(usePageData(store, initial).route);
    },
    // The address's fragment follows the browser's (a `#!/` link followed on the page, say); the rest is the page's own.
    useLocation: function usePlainLocation() {
      const hash = useSyncExternalStore(
        subscribeHash,
        () => window.location.hash,
        () => here.hash,
      );
      return useMemo(() => (hash === here.hash ? here : { ...here, hash }), [hash]);
    },
    useRootData: () => usePageData(store, initial).root,
    useFetcher: <Data,>() => usePlainFetcher<Data>(store),
    // No navigation is ever under way here (the browser's own loads the next page); a fetcher may be.
    useBusy: function usePlainBusy() {
      return useSyncExternalStore(
        subscribeFetching,
        () => fetching > 0,
        () => false,
      );
    },
    useNavigation: () => IDLE,
    useNavigate: () => navigate,
    useSubmit: () => submit,
    useActionData: () => undefined,
    sendsForms: false,
  };
}
