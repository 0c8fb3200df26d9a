import type { Breakpoints } from "#core/builder/breakpoints";
import { whileStarting } from "./starting";

/**
 * startBehaviours (./start), loaded only when `root` holds an element that names a behaviour: a page
 * without behaviours or popups never downloads the runtime (decision 0035). The same stop is
 * returned at once; called before the runtime arrived, nothing is started.
 */
export function startBehavioursWhenNamed(
  root: Element,
  opts: { editMode: boolean; breakpoints: Breakpoints; withRoot?: boolean },
): () => void {
  const named = (opts.withRoot === true && root.hasAttribute("data-behaviours")) || root.querySelector("[data-behaviours]") !== null;
  if (!named) return () => {};
  let stopped = false;
  let stop: (() => void) | null = null;
  void whileStarting(
    import("./start").then(
      ({ startBehaviours }) => {
        if (!stopped) stop = startBehaviours(root, opts);
      },
      (error: unknown) => console.error(error),
    ),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
