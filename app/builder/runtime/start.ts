import { deviceForWidth, type Breakpoints } from "#core/builder/breakpoints";
import { responsiveValue } from "#core/builder/responsive";
import { BEHAVIOURS, REGISTRY_URL } from "../behaviours/registry";
import type { BehaviourContext, BehaviourStart } from "../behaviours/contract";
import { loadChunk } from "./chunks";
import { whileStarting } from "./starting";
import { HIDDEN_CLASS } from "#core/builder/visibility-events";

/**
 * Starts the behaviours of every element in `root` that names some (`data-behaviours`), and of `root`
 * itself with `withRoot` (the document's own element, which a page-level behaviour names), loading each
 * behaviour's chunk once. A chunk that fails is logged (ChunkLoadError) and its elements keep their
 * server markup; the others start regardless. Returns a stop that runs every cleanup. Later code that
 * inserts markup (a loop refresh, a revealed popup) calls it on the new subtree. Elements inside one
 * hidden until an event reveals it (show/hide on events) wait: the reveal starts them.
 */
export function startBehaviours(root: Element, opts: { editMode: boolean; breakpoints: Breakpoints; withRoot?: boolean }): () => void {
  const controller = new AbortController();
  const cleanups: (() => void)[] = [];
  // Only on request: a behaviour that starts the ones inside its own element (a revealed element, a
  // refreshed grid) must not start itself again.
  const own = opts.withRoot && root instanceof HTMLElement && root.hasAttribute("data-behaviours") ? [root] : [];
  for (const element of [...own, ...root.querySelectorAll<HTMLElement>("[data-behaviours]")]) {
    // Inside an element hidden until an event reveals it: started by the reveal, once it has a size.
    if (element.parentElement?.closest(`.${HIDDEN_CLASS}`)) continue;
    const settings = readSettings(element);
    for (const name of (element.dataset.behaviours ?? "").split(/\s+/)) {
      if (!Object.hasOwn(BEHAVIOURS, name)) continue;
      void whileStarting(
        behaviour(name).then(
          (start) => {
            if (controller.signal.aborted) return;
            const ctx = context(settings, opts, controller.signal);
            try {
              const stop = start(element, ctx);
              if (typeof stop === "function") cleanups.push(stop);
            } catch (error) {
              console.error(error);
            }
          },
          () => {},
        ),
      );
    }
  }
  return () => {
    controller.abort();
    for (const stop of cleanups.splice(0).reverse()) stop();
  };
}

const loaded = new Map<string, Promise<BehaviourStart>>();

/** One load per behaviour and page life; a failed load is logged once and tried again next time. */
function behaviour(name: string): Promise<BehaviourStart> {
  let p = loaded.get(name);
  if (!p) {
    p = loadChunk(name, BEHAVIOURS[name]!, { base: REGISTRY_URL }).then((m) => m.default);
    p.catch((error: unknown) => {
      console.error(error);
      loaded.delete(name);
    });
    loaded.set(name, p);
  }
  return p;
}

function readSettings(element: HTMLElement): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(element.dataset.settings ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function context(
  settings: Record<string, unknown>,
  opts: { editMode: boolean; breakpoints: Breakpoints },
  signal: AbortSignal,
): BehaviourContext {
  const device = () => deviceForWidth(window.innerWidth, opts.breakpoints);
  return {
    settings,
    setting: (key) => responsiveValue(settings, key, device(), opts.breakpoints),
    editMode: opts.editMode,
    breakpoints: opts.breakpoints,
    device,
    reducedMotion: () => window.matchMedia("(prefers-reduced-motion: reduce)").matches,
    signal,
  };
}
