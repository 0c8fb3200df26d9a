import { createElement, lazy, type ComponentType } from "react";

/**
 * A part of the page whose code is loaded only on the pages that show it (the Preview as panel, the
 * app banner, the site search's results, a page's popups, the profile on `/my-account`): the pages
 * without it load none of it.
 *
 * On the server, and in the browser once its code is there, it renders as the component itself. In
 * the browser its code is loaded before the page hydrates when the server's HTML holds the part
 * (`loadPartsShownIn`, from entry.client), so the part hydrates like any other and the page the
 * visitor sees never changes. Shown only after a navigation, it waits for its code the way a route
 * module does: the page on screen stays until the next one is ready.
 */
interface Part {
  /** Matches the element the part renders at its root, and only that. */
  selector: string;
  load: () => Promise<unknown>;
}

const parts: Part[] = [];

export function deferredPart<P extends object>(selector: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(async () => ({ default: await start() }));
  parts.push({ selector, load: start });
  function DeferredPart(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return DeferredPart;
}

/**
 * Loads the code of every deferred part the server rendered into `root`. The route modules (which
 * declare their parts) are all evaluated before the client entry runs; a part whose code fails to
 * load rejects, and the page is then left as the server sent it, as when a route module fails.
 */
export function loadPartsShownIn(root: Pick<ParentNode, "querySelector">): Promise<unknown> {
  return Promise.all(parts.filter((p) => root.querySelector(p.selector) !== null).map((p) => p.load()));
}
