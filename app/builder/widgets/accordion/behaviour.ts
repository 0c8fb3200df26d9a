import type { BehaviourStart } from "../../behaviours/contract";
import { startDetails } from "../disclosure/details-behaviour";

/** One item open at a time, animated, with the arrow keys between titles (disclosure/details-behaviour.ts). */
const start: BehaviourStart = (root, ctx) =>
  startDetails(ctx, {
    items: [...root.querySelectorAll<HTMLDetailsElement>(":scope > .elementor-accordion > details")],
    exclusive: true,
    duration: 400,
    activeClass: "elementor-active",
  });

export default start;
