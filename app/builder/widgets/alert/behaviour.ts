import type { BehaviourStart } from "../../behaviours/contract";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Where focus goes when the alert goes: the next thing to focus after it, else the one before it. */
function focusAfter(root: HTMLElement): HTMLElement | null {
  const candidates = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !root.contains(el) && el.getClientRects().length > 0,
  );
  const next = candidates.find((el) => root.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  return next ?? candidates.reverse().find((el) => root.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) ?? null;
}

/**
 * The alert's dismiss button: shown once this has started (a button that would do nothing is never
 * offered), it hides the alert and moves focus on to what follows it rather than losing it.
 */
const start: BehaviourStart = (root, ctx) => {
  const button = root.querySelector<HTMLButtonElement>("button.elementor-alert-dismiss");
  if (!button) return;
  button.hidden = false;
  button.addEventListener(
    "click",
    () => {
      const next = focusAfter(root);
      root.hidden = true;
      next?.focus();
    },
    { signal: ctx.signal },
  );
  return () => {
    button.hidden = true;
    root.hidden = false;
  };
};

export default start;
