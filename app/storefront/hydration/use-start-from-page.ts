import { useLayoutEffect, useRef, type RefObject } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * State starts from what the page already shows (docs/decisions/0010). A visitor may type, tick,
 * choose, scroll or open things in the server-rendered page before its scripts have loaded; React
 * then hydrates with the state the server rendered, and would put the page back to it at the next
 * render. So, once, before the browser paints, `adopt` reads the element as the visitor left it
 * and sets the component's state from it.
 *
 * `ready` delays that until the part can take over (e.g. once it knows desktop from mobile); it
 * runs once, the first time `ready` is true. Only an element the server rendered is read: one the
 * app mounts later (a client-side navigation) shows nothing the visitor did before the scripts.
 */
export function useStartFromPage<T extends Element>(ref: RefObject<T | null>, adopt: (element: T) => void, ready = true): void {
  const hydrated = useHydrated();
  const fromServer = useRef(!hydrated);
  const latest = useRef(adopt);
  const done = useRef(false);
  useLayoutEffect(() => {
    latest.current = adopt;
  });
  useLayoutEffect(() => {
    if (!ready || done.current || !fromServer.current || !ref.current) return;
    done.current = true;
    latest.current(ref.current);
  }, [ready, ref]);
}
