import type { BehaviourStart } from "../../behaviours/contract";
import { startDetails } from "../disclosure/details-behaviour";

/** Each item opening on its own, animated, with the arrow keys between titles (disclosure/details-behaviour.ts). */
const start: BehaviourStart = (root, ctx) =>
  startDetails(ctx, {
    items: [...root.querySelectorAll<HTMLDetailsElement>(":scope > .elementor-toggle > details")],
    exclusive: false,
    duration: 400,
    activeClass: "elementor-active",
  });

export default start;
