import { useLayoutEffect, type RefObject } from "react";
import { useStartFromPage } from "./use-start-from-page";

type PopoverAction = "toggle" | "show" | "hide";

/**
 * A panel that opens and closes before the scripts run: the panel carries `popover="auto"` and its
 * buttons `popovertarget` until the app runs, so the browser itself opens it (Escape or a press
 * outside closes it). These are the buttons' attributes for that time; afterwards the script
 * handles the buttons and the browser's popover is never used again.
 */
export function popoverInvoker(enhanced: boolean, panelId: string, action: PopoverAction = "toggle") {
  return enhanced ? {} : { popoverTarget: panelId, popoverTargetAction: action };
}

/**
 * The component's state takes over a panel the visitor opened before the scripts ran: once
 * `enhanced`, if the browser shows the popover, `takeOver()` is asked to open the panel the
 * component's way (false when it cannot, e.g. the window is now wide enough not to need it). Once
 * `open` is true the browser's popover is closed, with the focus kept where the visitor left it.
 */
export function usePopoverStart(ref: RefObject<HTMLElement | null>, enhanced: boolean, open: boolean, takeOver: () => boolean): void {
  useStartFromPage(
    ref,
    (panel) => {
      if (panel.matches(":popover-open") && !takeOver()) panel.hidePopover();
    },
    enhanced,
  );
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!open || !panel?.matches(":popover-open")) return;
    const focused = document.activeElement;
    panel.hidePopover();
    if (focused instanceof HTMLElement && panel.contains(focused) && document.activeElement !== focused)
      focused.focus({ preventScroll: true });
  }, [open, ref]);
}
