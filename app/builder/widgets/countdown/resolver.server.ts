import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import type { SlotResolver } from "../../slots.server";
import { CountdownMarkup, type CountdownView } from "./countdown-markup";
import { COUNTDOWN_UNITS } from "#core/builder/countdown";

/** The slot's view back from its JSON arguments, only what is well formed. */
function viewOf(raw: unknown): CountdownView | null {
  if (!raw || typeof raw !== "object") return null;
  const v = raw as Record<string, unknown>;
  const units = Array.isArray(v.units) ? COUNTDOWN_UNITS.filter((u) => (v.units as unknown[]).includes(u)) : [];
  if (!units.length) return null;
  const labels = v.labels && typeof v.labels === "object" ? (v.labels as CountdownView["labels"]) : {};
  return { units, labels, message: typeof v.message === "string" ? v.message : "", hide: v.hide === true };
}

/**
 * The countdown at this request's moment: a due date's time left, or an evergreen span whole (what a
 * first-time visitor sees; the behaviour then counts from the visitor's own first view). In edit
 * mode an expired countdown still shows its digits, so it can be styled.
 */
export const countdownSlot: SlotResolver = async (args, { editMode }) => {
  const view = viewOf(args.view);
  if (!view) return "";
  const remainingMs = typeof args.due === "number" ? args.due - Date.now() : typeof args.span === "number" ? args.span : 0;
  const shown = editMode ? { ...view, hide: false, message: "" } : view;
  return renderToStaticMarkup(
    createElement(CountdownMarkup, { view: shown, remainingMs: editMode ? Math.max(remainingMs, 0) : remainingMs }),
  );
};
