import { activeDevices, type Breakpoints, type Device } from "#core/builder/breakpoints";
import type { StickyBox } from "#core/builder/sticky/anchor-rule";
import { stickyConfig, type StickyConfig } from "#core/builder/sticky/sticky-config";

/**
 * What the sticky and anchor behaviours share about a sticky element: its configuration on the
 * current device, and where it sits when it is not stuck (its placeholder's place while it is).
 */

export const SPACER_CLASS = "elementor-sticky__spacer";

/** Parents an element stays within with "Stay in column" (as Elementor finds them). */
export const STICKY_PARENT_SELECTOR = ".e-con, .e-con-inner, .elementor-widget-wrap";

/** The element sits inside another container or column (only those can stay in their parent). */
export function isInner(el: HTMLElement): boolean {
  return el.parentElement?.closest(".elementor-element") != null;
}

export function configFor(
  el: HTMLElement,
  settings: Record<string, unknown>,
  device: Device,
  breakpoints: Breakpoints,
): StickyConfig | null {
  return stickyConfig(settings, device, { active: activeDevices(breakpoints), inner: isInner(el) });
}

/** The placeholder the sticky behaviour put in the element's place while it is stuck. */
export function spacerOf(el: HTMLElement): HTMLElement | null {
  const prev = el.previousElementSibling;
  return prev instanceof HTMLElement && prev.classList.contains(SPACER_CLASS) ? prev : null;
}

/** The element's rect where it sits when not stuck, relative to the viewport. */
export function naturalRect(el: HTMLElement): DOMRect {
  return (spacerOf(el) ?? el).getBoundingClientRect();
}

export function stickyParent(el: HTMLElement): HTMLElement | null {
  return el.parentElement?.closest<HTMLElement>(STICKY_PARENT_SELECTOR) ?? null;
}

/** The element as the anchor rule sees it (page coordinates), or null when it is not sticky on this device. */
export function stickyBox(el: HTMLElement, config: StickyConfig | null): StickyBox | null {
  if (!config) return null;
  const rect = naturalRect(el);
  const parent = config.stayInParent ? stickyParent(el) : null;
  return {
    edge: config.edge,
    top: rect.top + window.scrollY,
    height: rect.height,
    offset: config.offset,
    anchorLinkOffset: config.anchorLinkOffset,
    ...(parent ? { parentBottom: parent.getBoundingClientRect().bottom + window.scrollY } : {}),
  };
}
