import type { BehaviourStart } from "../../behaviours/contract";

/**
 * The chat button's disclosure state: the card is a native popover (it opens, closes on Escape or a
 * click elsewhere and returns focus to the button without this script); this keeps the button's
 * `aria-expanded` in step, starting from the card as the page shows it. Browsers without popovers
 * show the card open, and get no state to announce.
 */
const start: BehaviourStart = (root, ctx) => {
  const button = root.querySelector<HTMLButtonElement>(".e-contact-buttons__chat-button");
  const card = root.querySelector<HTMLElement>(".e-contact-buttons__content-wrapper[popover]");
  if (!button || !card || typeof card.showPopover !== "function") return;
  const sync = () => button.setAttribute("aria-expanded", String(card.matches(":popover-open")));
  sync();
  card.addEventListener("toggle", sync, { signal: ctx.signal });
  return () => button.removeAttribute("aria-expanded");
};

export default start;
