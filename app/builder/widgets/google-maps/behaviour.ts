import type { BehaviourStart } from "../../behaviours/contract";
import { MAP_EMBED_BASE } from "./map-url";

/**
 * The map facade's link becomes a button; pressing it puts Google's map frame in the facade's box
 * and moves focus to it. Nothing is asked of Google before that. Only an address of Google's map
 * embed is loaded.
 */
const start: BehaviourStart = (root, ctx) => {
  const facade = root.querySelector<HTMLElement>(".e-map-facade");
  const link = facade?.querySelector<HTMLAnchorElement>("a.e-map-facade__show");
  const { embed, address } = ctx.settings;
  if (!facade || !link || typeof embed !== "string" || !embed.startsWith(`${MAP_EMBED_BASE}?`)) return;
  const name = typeof address === "string" ? address : "";

  const button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  button.setAttribute("aria-label", link.getAttribute("aria-label") ?? "Show map");
  const focused = document.activeElement === link;
  button.append(...link.childNodes);
  link.replaceWith(button);
  if (focused) button.focus();

  const children = [...facade.childNodes];
  let frame: HTMLIFrameElement | null = null;

  button.addEventListener(
    "click",
    () => {
      frame = document.createElement("iframe");
      frame.src = embed;
      frame.title = name ? `Map: ${name}` : "Map";
      frame.loading = "eager";
      frame.referrerPolicy = "no-referrer-when-downgrade";
      frame.tabIndex = 0;
      facade.classList.add("e-map-facade--open");
      facade.replaceChildren(frame);
      frame.focus();
    },
    { signal: ctx.signal },
  );

  return () => {
    if (frame?.isConnected) facade.replaceChildren(...children);
    facade.classList.remove("e-map-facade--open");
    link.append(...button.childNodes);
    if (button.isConnected) button.replaceWith(link);
  };
};

export default start;
