import type { DomJournal } from "../../behaviours/dom-journal";

/** A multi-step form run one step at a time (form-markup.tsx draws every step, for a page without scripts). */
export interface FormSteps {
  /** Whether the form is on its last step (a submit there sends the form). */
  onLast(): boolean;
  /** Checks the current step and moves on when it is valid (focus on the next step's first field). */
  next(): void;
  /** Checks every step in order; false, with the first refused field's step shown and its message, when one is not valid. */
  validAll(): boolean;
  /** Shows the step holding an element (a field the server refused). */
  showStepOf(el: Element): void;
  /** Back to the first step (after the form was sent). */
  restart(): void;
}

const CONTROLS = "input:not([type=hidden]), select, textarea";

/** The first control of a part of the form that its constraints refuse, with the browser's message shown; null when all are valid. */
function firstRefused(part: ParentNode): HTMLInputElement | null {
  for (const control of part.querySelectorAll<HTMLInputElement>(CONTROLS)) {
    if (!control.checkValidity()) return control;
  }
  return null;
}

/**
 * Elementor Pro's multi-step form with scripts: one step shown, its Previous and Next buttons shown,
 * the submit button on the last step only. Next checks the step's fields with the browser's own
 * constraint messages; the form checks itself step by step (`noValidate`, since a browser cannot
 * focus a refused field in a hidden step). Null for a form without steps.
 */
export function formSteps(form: HTMLFormElement, journal: DomJournal, signal: AbortSignal): FormSteps | null {
  const steps = [...form.querySelectorAll<HTMLFieldSetElement>(".e-form__step")];
  if (!steps.length) return null;
  const submitRow = form.querySelector<HTMLElement>(".e-form__submit");
  let current = 0;
  const show = (k: number, focus: boolean) => {
    current = Math.max(0, Math.min(steps.length - 1, k));
    steps.forEach((step, i) => journal.attr(step, "hidden", i === current ? null : ""));
    if (submitRow) journal.attr(submitRow, "hidden", current === steps.length - 1 ? null : "");
    if (focus) steps[current]!.querySelector<HTMLElement>(CONTROLS)?.focus();
  };
  journal.attr(form, "novalidate", "");
  for (const row of form.querySelectorAll<HTMLElement>(".e-form__step > .e-form__buttons")) journal.attr(row, "hidden", null);
  // A page that came back refused (no script then) shows the step of its first refused field.
  const refusedField = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const refusedStep = refusedField ? steps.findIndex((step) => step.contains(refusedField)) : -1;
  show(Math.max(0, refusedStep), false);
  if (refusedStep >= 0) (refusedField?.matches(CONTROLS) ? refusedField : refusedField?.querySelector<HTMLElement>(CONTROLS))?.focus();

  const stepValid = (k: number) => {
    const refused = firstRefused(steps[k]!);
    if (!refused) return true;
    show(k, false);
    refused.reportValidity();
    return false;
  };
  const api: FormSteps = {
    onLast: () => current === steps.length - 1,
    next: () => {
      if (stepValid(current)) show(current + 1, true);
    },
    validAll: () => steps.every((_, k) => stepValid(k)),
    showStepOf: (el) => {
      const k = steps.findIndex((step) => step.contains(el));
      if (k >= 0) show(k, false);
    },
    restart: () => show(0, false),
  };
  form.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>("button[data-step-go]");
      if (!button || !form.contains(button)) return;
      if (button.dataset.stepGo === "1") api.next();
      else show(current - 1, true);
    },
    { signal },
  );
  return api;
}
