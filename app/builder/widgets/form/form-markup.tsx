import { fieldName, type FormField } from "#core/builder/form/form-fields";
import { FILE_RULES_TEXT } from "#core/builder/form/form-status";
import { UPLOAD_ACCEPT } from "#core/web/uploads";
import { ATTACHMENTS_PARAM } from "#core/web/upload-input";
import { RETURN_FIELD } from "#core/web/return-path";
import type { FormFieldItem, FormSettings } from "./settings";

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

const TEXTUAL = new Set(["text", "email", "url", "tel", "number", "date", "time", "textarea", "select"]);

function Control({ field, item, inputId }: { field: FormField; item: FormFieldItem; inputId: string }) {
  const common = {
    id: inputId,
    name: fieldName(field),
    className: `elementor-field elementor-size-sm${TEXTUAL.has(field.type) ? " elementor-field-textual" : ""}`,
    required: field.required || undefined,
    "aria-required": field.required || undefined,
    placeholder: item.placeholder || undefined,
  };
  switch (field.type) {
    case "textarea":
      return <textarea {...common} rows={item.rows} />;
    case "select": {
      const { placeholder: _none, ...select } = common;
      return (
        <div className="elementor-select-wrapper">
          <select {...select} multiple={field.multiple || undefined}>
            {field.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      );
    }
    case "upload":
      return (
        <>
          <input
            type="file"
            id={inputId}
            name={ATTACHMENTS_PARAM}
            className="elementor-field elementor-size-sm elementor-upload-field"
            accept={UPLOAD_ACCEPT}
            multiple={item.allow_multiple || undefined}
            required={field.required || undefined}
            aria-describedby={`${inputId}-rules`}
          />
          <p id={`${inputId}-rules`} className="elementor-field-note">
            {FILE_RULES_TEXT}
          </p>
        </>
      );
    case "acceptance":
      return (
        <div className="elementor-field-subgroup">
          <span className="elementor-field-option">
            <input type="checkbox" {...common} className="elementor-acceptance-field" value="on" defaultChecked={item.checked_by_default} />
            <label htmlFor={inputId}>{item.acceptance_text || field.label || "I agree"}</label>
          </span>
        </div>
      );
    default:
      return (
        <input
          {...common}
          type={field.type}
          min={field.type === "number" && field.min !== null ? field.min : undefined}
          max={field.type === "number" && field.max !== null ? field.max : undefined}
          step={field.type === "number" ? "any" : undefined}
          autoComplete={field.type === "email" ? "email" : field.type === "tel" ? "tel" : /name/i.test(field.id) ? "name" : undefined}
        />
      );
  }
}

/** Radio buttons and checkboxes: a group named by its legend. */
function Choices({ field, item, inputId, settings }: { field: FormField; item: FormFieldItem; inputId: string; settings: FormSettings }) {
  return (
    <fieldset className={`elementor-field-subgroup ${item.inline_list}`.trim()} id={inputId}>
      <legend className={settings.show_labels ? "elementor-field-label" : "elementor-field-label visually-hidden"}>{field.label}</legend>
      {field.options.map((o, i) => (
        <span key={o.value} className="elementor-field-option">
          <input
            type={field.type}
            value={o.value}
            id={`${inputId}-${i}`}
            name={fieldName(field)}
            required={field.type === "radio" && field.required ? true : undefined}
          />
          <label htmlFor={`${inputId}-${i}`}>{o.label}</label>
        </span>
      ))}
    </fieldset>
  );
}

/**
 * Elementor Pro's Form markup (its classes, so a kit's CSS matches). It is a real form: posted to
 * FORM_ACTION it works with no script (the page comes back with its message); the behaviour sends
 * it without leaving the page. The status region says how the last submission went.
 */
export function FormMarkup({
  settings,
  fields,
  widgetId,
  baseId,
}: {
  settings: FormSettings;
  fields: readonly FormField[];
  widgetId: string;
  baseId: string;
}) {
  const hasUpload = fields.some((f) => f.type === "upload");
  const formId = formElementId(baseId);
  return (
    <form
      id={formId}
      className="elementor-form"
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
        {fields.map((field, i) => {
          const item = settings.form_fields[i]!;
          const inputId = `${baseId}-field-${field.id}`;
          if (field.type === "hidden") return <input key={field.id} type="hidden" name={fieldName(field)} value={field.value} />;
          const group = [
            `elementor-field-type-${field.type}`,
            "elementor-field-group",
            "elementor-column",
            `elementor-field-group-${field.id}`,
            `elementor-col-${item.width || "100"}`,
            field.required ? "elementor-field-required" : "",
          ];
          if (field.type === "html")
            return <div key={field.id} className={group.join(" ")} dangerouslySetInnerHTML={{ __html: item.field_html }} />;
          const choices = field.type === "radio" || field.type === "checkbox";
          return (
            <div key={field.id} className={group.filter(Boolean).join(" ")}>
              {choices || field.type === "acceptance" ? null : (
                <label
                  htmlFor={inputId}
                  className={settings.show_labels ? "elementor-field-label" : "elementor-field-label visually-hidden"}
                >
                  {field.label || field.id}
                </label>
              )}
              {choices ? (
                <Choices field={field} item={item} inputId={inputId} settings={settings} />
              ) : (
                <Control field={field} item={item} inputId={inputId} />
              )}
            </div>
          );
        })}
        <div className="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons">
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
