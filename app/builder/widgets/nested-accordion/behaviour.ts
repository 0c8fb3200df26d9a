import type { BehaviourStart } from "../../behaviours/contract";
import { startDetails } from "../disclosure/details-behaviour";

/** The nested accordion's items animated, one open at a time when the widget says so, arrow keys between titles. */
const start: BehaviourStart = (root, ctx) => {
  const duration = typeof ctx.settings.duration === "number" ? ctx.settings.duration : 400;
  return startDetails(ctx, {
    items: [...root.querySelectorAll<HTMLDetailsElement>(":scope > .e-n-accordion > details")],
    exclusive: ctx.settings.exclusive === true,
    duration,
  });
};

export default start;
