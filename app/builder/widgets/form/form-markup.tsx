import { fieldName, type FormField } from "#core/builder/form/form-fields";
import { RETURN_FIELD } from "#core/web/return-path";
import type { FormFieldItem, FormSettings } from "./settings";
import { Choices, Control, errorId, type FieldState, type FormState } from "./form-controls";

export type { FormState };

/** Where the form's per-request values go (resolver.server.ts fills them in, escaped). */
export const FORM_MARK = {
  nonce: "__aisle_form_nonce__",
  back: "__aisle_form_back__",
  document: "__aisle_form_document__",
  status: "__aisle_form_status__",
} as const;

/** Where every page-builder form posts (app/routes/builder-form.ts). */
export const FORM_ACTION = "/forms/submit";
/** The honeypot's name: a field people never see or fill in. */
export const HONEYPOT_FIELD = "form_website";

/** One field in its group (Elementor's classes), its error beside it when a submission refused it. */
function Field({
  field,
  item,
  baseId,
  settings,
  at,
}: {
  field: FormField;
  item: FormFieldItem;
  baseId: string;
  settings: FormSettings;
  at: FieldState;
}) {
  const inputId = `${baseId}-field-${field.id}`;
  if (field.type === "hidden") return <input type="hidden" name={fieldName(field)} value={field.value} />;
  const group = [
    `elementor-field-type-${field.type}`,
    "elementor-field-group",
    "elementor-column",
    `elementor-field-group-${field.id}`,
    `elementor-col-${item.width || "100"}`,
    field.required ? "elementor-field-required" : "",
  ];
  if (field.type === "html") return <div className={group.join(" ")} dangerouslySetInnerHTML={{ __html: item.field_html }} />;
  const choices = field.type === "radio" || field.type === "checkbox";
  return (
    <div className={group.filter(Boolean).join(" ")}>
      {choices || field.type === "acceptance" ? null : (
        <label htmlFor={inputId} className={settings.show_labels ? "elementor-field-label" : "elementor-field-label visually-hidden"}>
          {field.label || field.id}
        </label>
      )}
      {choices ? (
        <Choices field={field} item={item} inputId={inputId} settings={settings} at={at} />
      ) : (
        <Control field={field} item={item} inputId={inputId} at={at} />
      )}
      {at.error ? (
        <span id={errorId(inputId)} className="elementor-message elementor-message-danger elementor-help-inline">
          {at.error}
        </span>
      ) : null}
    </div>
  );
}

interface Step {
  label: string;
  previous: string;
  next: string;
  fields: number[];
}

/** A multi-step form's steps: each `step` field starts one; fields before the first belong to it. */
function stepsOf(fields: readonly FormField[], settings: FormSettings): Step[] {
  const steps: Step[] = [];
  fields.forEach((field, i) => {
    const item = settings.form_fields[i]!;
    if (field.type === "step") {
      const step = { label: field.label, previous: item.previous_button, next: item.next_button, fields: [] };
      if (steps.length === 1 && steps[0]!.label === "" && steps[0]!.fields.length === 0) steps[0] = step;
      else steps.push(step);
    } else {
      if (!steps.length) steps.push({ label: "", previous: "", next: "", fields: [] });
      steps[steps.length - 1]!.fields.push(i);
    }
  });
  return steps;
}

/**
 * Elementor Pro's Form markup (its classes, so a kit's CSS matches). It is a real form: posted to
 * FORM_ACTION it works with no script (the page comes back with its message, and a refused
 * submission with each field's error beside it and its values); the behaviour sends it without
 * leaving the page. The status region says how the last submission went. A form with `step` fields
 * is one group per step: without scripts one long form, with them one step at a time, each checked
 * before the next (the step buttons are hidden until the behaviour runs).
 */
export function FormMarkup({
  settings,
  fields,
  widgetId,
  baseId,
  state,
}: {
  settings: FormSettings;
  fields: readonly FormField[];
  widgetId: string;
  baseId: string;
  state?: FormState;
}) {
  const hasUpload = fields.some((f) => f.type === "upload");
  const formId = formElementId(baseId);
  const firstError = state ? fields.find((f) => state.errors[f.id]) : undefined;
  const fieldAt = (i: number) => {
    const field = fields[i]!;
    const at: FieldState = { error: state?.errors[field.id], values: state?.values[field.id], focus: field === firstError };
    return <Field key={field.id} field={field} item={settings.form_fields[i]!} baseId={baseId} settings={settings} at={at} />;
  };
  const steps = fields.some((f) => f.type === "step") ? stepsOf(fields, settings) : null;
  return (
    <form
      id={formId}
      className={`elementor-form${steps ? " e-form--steps" : ""}`}
      method="post"
      action={FORM_ACTION}
      encType={hasUpload ? "multipart/form-data" : undefined}
      name={settings.form_name}
      aria-label={settings.form_name}
    >
      <input type="hidden" name="aisle_form_document" value={FORM_MARK.document} />
      <input type="hidden" name="aisle_form_widget" value={widgetId} />
      <input type="hidden" name="nonce" value={FORM_MARK.nonce} />
      <input type="hidden" name={RETURN_FIELD} value={FORM_MARK.back} />
      <div className="e-form__hp" aria-hidden="true">
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className={`elementor-form-fields-wrapper elementor-labels-above${settings.mark_required ? " elementor-mark-required" : ""}`}>
        {steps
          ? steps.map((step, k) => (
              <fieldset key={k} className="e-form__step" id={`${baseId}-step-${k + 1}`} data-step={k + 1}>
                <legend className="e-form__step-title">
                  {`Step ${k + 1} of ${steps.length}`}
                  {step.label ? `: ${step.label}` : ""}
                </legend>
                {step.fields.map(fieldAt)}
                <div className="elementor-field-group elementor-column elementor-col-100 e-form__buttons" hidden>
                  {k > 0 ? (
                    <button
                      type="button"
                      className="elementor-button elementor-size-sm e-form__buttons__wrapper__button-previous"
                      data-step-go="-1"
                    >
                      {step.previous || settings.step_previous_label || "Previous"}
                    </button>
                  ) : null}
                  {k < steps.length - 1 ? (
                    <button
                      type="button"
                      className="elementor-button elementor-size-sm e-form__buttons__wrapper__button-next"
                      data-step-go="1"
                    >
                      {step.next || settings.step_next_label || "Next"}
                    </button>
                  ) : null}
                </div>
              </fieldset>
            ))
          : fields.map((_, i) => fieldAt(i))}
        <div className="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons e-form__submit">
          <button type="submit" className="elementor-button elementor-size-sm">
            <span className="elementor-button-content-wrapper">
              <span className="elementor-button-text">{settings.button_text || "Send"}</span>
            </span>
          </button>
        </div>
      </div>
      <div className="elementor-form__status" role="status">
        {FORM_MARK.status}
      </div>
    </form>
  );
}

/** The form element's id on the page (a submission without script comes back to it). */
export const formElementId = (baseId: string) => `${baseId}-form`;
