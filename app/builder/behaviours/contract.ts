import type { Breakpoints, Device } from "#core/builder/breakpoints";

/**
 * The browser side of the page-builder contract (README.md). A behaviour module's default export is
 * a `BehaviourStart`, called once per element that needs it, after the page's scripts have started:
 * it starts from the state the page shows (typed values, scroll position, what is already on screen)
 * and never resets it. It returns its cleanup, which must undo everything it did to the DOM.
 */
export type BehaviourStart = (root: HTMLElement, ctx: BehaviourContext) => void | (() => void);

export interface BehaviourContext {
  /** The element's `data-settings`: only what its widget or behaviour declared for the browser; {} when absent or unreadable. */
  settings: Record<string, unknown>;
  /** A responsive setting's value for the current device (inherited from larger devices when unset). */
  setting(key: string): unknown;
  /** The editor's preview: no visitor counters, animations shown at once. */
  editMode: boolean;
  breakpoints: Breakpoints;
  /** The device the viewport is on now. */
  device(): Device;
  /** The visitor asked for reduced motion. */
  reducedMotion(): boolean;
  /** Aborted when the behaviour is stopped: pass it to addEventListener. */
  signal: AbortSignal;
}
