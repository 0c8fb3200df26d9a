import type { BehaviourStart } from "../../behaviours/contract";
import { domJournal } from "../../behaviours/dom-journal";
import type { FormAnswer } from "./submit.server";
import { formSteps } from "./steps";

/**
 * The form sent without leaving the page: the same post as without script, asking for JSON. The
 * outcome is announced in the form's status region; each field the server refused is marked
 * (aria-invalid) with its error tied to it (aria-describedby), and focus goes to the first one. The
 * fields are cleared only once the submission is stored.
 */
const start: BehaviourStart = (root, ctx) => {
  const form = root.querySelector<HTMLFormElement>("form.elementor-form");
  const status = form?.querySelector<HTMLElement>(".elementor-form__status");
  if (!form || !status) return;
  const journal = domJournal();
  const steps = formSteps(form, journal, ctx.signal);
  const added: HTMLElement[] = [];
  let sending = false;

  const clearErrors = () => {
    for (const el of added.splice(0)) el.remove();
    // Errors a page without scripts came back with (resolver.server.tsx) give way to the new answer's.
    form.querySelectorAll(".elementor-help-inline").forEach((el) => el.remove());
    form.querySelectorAll("[aria-invalid]").forEach((el) => el.removeAttribute("aria-invalid"));
    form.querySelectorAll<HTMLElement>("[data-error-for]").forEach((el) => el.removeAttribute("data-error-for"));
  };
  const say = (text: string, ok: boolean) => {
    status.replaceChildren();
    const p = document.createElement("p");
    p.className = `elementor-message ${ok ? "elementor-message-success" : "elementor-message-danger"}`;
    p.textContent = text;
    status.append(p);
  };

  form.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      if (sending) return;
      // A multi-step form sends from its last step, every step checked first; before that, Enter moves on.
      if (steps && !steps.onLast()) return steps.next();
      if (steps && !steps.validAll()) return;
      sending = true;
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      journal.attr(form, "aria-busy", "true");
      if (button) button.disabled = true;
      fetch(form.action, { method: "POST", body: new FormData(form), headers: { accept: "application/json" }, signal: ctx.signal })
        .then(async (response) => {
          const answer = (await response.json()) as FormAnswer;
          clearErrors();
          const ok = answer.status === "sent";
          if (ok) form.reset();
          if (ok) steps?.restart();
          let first: HTMLElement | null = null;
          for (const [id, text] of Object.entries(answer.errors ?? {})) {
            const group = form.querySelector<HTMLElement>(`.elementor-field-group-${CSS.escape(id)}`);
            const control = group?.querySelector<HTMLElement>("input, textarea, select, fieldset");
            if (!group || !control) continue;
            const note = document.createElement("span");
            note.className = "elementor-message elementor-message-danger elementor-help-inline";
            note.id = `${control.id}-error`;
            note.textContent = text;
            group.append(note);
            added.push(note);
            control.setAttribute("aria-invalid", "true");
            const described = control.getAttribute("aria-describedby");
            if (!described?.includes(note.id)) journal.attr(control, "aria-describedby", `${described ? `${described} ` : ""}${note.id}`);
            first ??= control;
          }
          say(answer.message, ok);
          if (first) steps?.showStepOf(first);
          first?.focus();
        })
        .catch((err: unknown) => {
          if (ctx.signal.aborted) return;
          say(
            err instanceof Error && err.name === "AbortError" ? "" : "We couldn't send the form just now. Please try again in a moment.",
            false,
          );
        })
        .finally(() => {
          sending = false;
          journal.attr(form, "aria-busy", null);
          if (button) button.disabled = false;
        });
    },
    { signal: ctx.signal },
  );

  return () => {
    clearErrors();
    journal.undo();
  };
};

export default start;
