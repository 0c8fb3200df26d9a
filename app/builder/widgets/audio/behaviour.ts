import type { BehaviourStart } from "../../behaviours/contract";

const PLAYER = "https://w.soundcloud.com/player/?";

/**
 * The SoundCloud facade's Play audio link becomes a button that swaps the facade for SoundCloud's
 * player, in the same box, and moves focus into it. A link the visitor had focused stays focused
 * (as the button). Stopping puts the link and the facade back.
 */
const start: BehaviourStart = (root, ctx) => {
  const facade = root.querySelector<HTMLElement>(".e-audio-facade");
  const link = facade?.querySelector<HTMLAnchorElement>("a.e-audio-facade__play");
  const { player, height, title } = ctx.settings;
  if (!facade || !link || typeof player !== "string" || !player.startsWith(PLAYER)) return;

  const button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  button.setAttribute("aria-label", link.getAttribute("aria-label") ?? "Play audio");
  const focused = document.activeElement === link;
  button.append(...link.childNodes);
  link.replaceWith(button);
  if (focused) button.focus();

  let frame: HTMLIFrameElement | null = null;
  button.addEventListener(
    "click",
    () => {
      frame = document.createElement("iframe");
      frame.className = "e-audio-player";
      frame.src = player;
      frame.title = typeof title === "string" && title ? `SoundCloud player: ${title}` : "SoundCloud player";
      frame.height = String(typeof height === "number" ? height : 200);
      frame.allow = "autoplay";
      facade.replaceWith(frame);
      frame.focus();
    },
    { signal: ctx.signal },
  );

  return () => {
    if (frame?.isConnected) frame.replaceWith(facade);
    link.append(...button.childNodes);
    if (button.isConnected) button.replaceWith(link);
  };
};

export default start;
