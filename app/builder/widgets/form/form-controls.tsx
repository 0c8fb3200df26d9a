import { fieldName, type FormField } from "#core/builder/form/form-fields";
import { FILE_RULES_TEXT } from "#core/builder/form/form-status";
import { UPLOAD_ACCEPT } from "#core/web/uploads";
import { ATTACHMENTS_PARAM } from "#core/web/upload-input";
import type { FormFieldItem, FormSettings } from "./settings";

const TEXTUAL = new Set(["text", "email", "url", "tel", "number", "date", "time", "textarea", "select"]);

/** What a refused submission without scripts brings back (core/builder/form/form-flash.ts): errors by field id and the values given. */
export interface FormState {
  errors: Record<string, string>;
  values: Record<string, string[]>;
}

/** A field's state: its error's id and text, the values given, and whether it takes the page's focus. */
export interface FieldState {
  error?: string;
  values?: string[];
  focus: boolean;
}

export const errorId = (inputId: string) => `${inputId}-error`;

/** The attributes tying a refused field to its error. */
const invalidProps = (inputId: string, at: FieldState, describedBy?: string) =>
  at.error
    ? {
        "aria-invalid": true as const,
        "aria-describedby": [describedBy, errorId(inputId)].filter(Boolean).join(" "),
        autoFocus: at.focus || undefined,
      }
    : describedBy
      ? { "aria-describedby": describedBy }
      : {};

export function Control({ field, item, inputId, at }: { field: FormField; item: FormFieldItem; inputId: string; at: FieldState }) {
  const given = at.values;
  const common = {
    id: inputId,
    name: fieldName(field),
    className: `elementor-field elementor-size-sm${TEXTUAL.has(field.type) ? " elementor-field-textual" : ""}`,
    required: field.required || undefined,
    "aria-required": field.required || undefined,
    placeholder: item.placeholder || undefined,
    ...invalidProps(inputId, at),
  };
  switch (field.type) {
    case "textarea":
      return <textarea {...common} rows={item.rows} defaultValue={given?.[0]} />;
    case "select": {
      const { placeholder: _none, ...select } = common;
      return (
        <div className="elementor-select-wrapper">
          <select {...select} multiple={field.multiple || undefined} defaultValue={given ? (field.multiple ? given : given[0]) : undefined}>
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
            {...invalidProps(inputId, at, `${inputId}-rules`)}
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
            <input
              type="checkbox"
              {...common}
              className="elementor-acceptance-field"
              value="on"
              defaultChecked={given ? given.includes("on") : item.checked_by_default}
            />
            <label htmlFor={inputId}>{item.acceptance_text || field.label || "I agree"}</label>
          </span>
        </div>
      );
    default:
      return (
        <input
          {...common}
          type={field.type}
          defaultValue={given?.[0]}
          min={field.type === "number" && field.min !== null ? field.min : undefined}
          max={field.type === "number" && field.max !== null ? field.max : undefined}
          step={field.type === "number" ? "any" : undefined}
          autoComplete={field.type === "email" ? "email" : field.type === "tel" ? "tel" : /name/i.test(field.id) ? "name" : undefined}
        />
      );
  }
}

/** Radio buttons and checkboxes: a group named by its legend. */
export function Choices({
  field,
  item,
  inputId,
  settings,
  at,
}: {
  field: FormField;
  item: FormFieldItem;
  inputId: string;
  settings: FormSettings;
  at: FieldState;
}) {
  return (
    <fieldset
      className={`elementor-field-subgroup ${item.inline_list}`.trim()}
      id={inputId}
      {...invalidProps(inputId, { ...at, focus: false })}
    >
      <legend className={settings.show_labels ? "elementor-field-label" : "elementor-field-label visually-hidden"}>{field.label}</legend>
      {field.options.map((o, i) => (
        <span key={o.value} className="elementor-field-option">
          <input
            type={field.type}
            value={o.value}
            id={`${inputId}-${i}`}
            name={fieldName(field)}
            required={field.type === "radio" && field.required ? true : undefined}
            defaultChecked={at.values?.includes(o.value) || undefined}
            autoFocus={(at.focus && i === 0) || undefined}
          />
          <label htmlFor={`${inputId}-${i}`}>{o.label}</label>
        </span>
      ))}
    </fieldset>
  );
}
