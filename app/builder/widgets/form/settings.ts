import { z } from "zod";
import { DEFAULT_FORM_MESSAGES, FORM_FIELD_TYPES, parseOptions, type FormField } from "#core/builder/form/form-fields";
import { repeater } from "../repeater";
import { plainText, switcher, textSetting } from "../setting-fields";

/** Elementor's `custom_id`: letters, digits, `_` and `-`. */
const customId = z
  .union([z.string(), z.number().transform(String)])
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/))
  .catch("");

/** Elementor's switcher of a form field: "true" (its return value) or "yes" is on. */
const fieldSwitch = z
  .unknown()
  .transform((v) => v === "true" || v === "yes" || v === true)
  .catch(false);

const optionalNumber = z
  .unknown()
  .transform((v) => (typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN))
  .transform((n) => (Number.isFinite(n) ? n : null))
  .catch(null);

/** One item of Elementor Pro's `form_fields` repeater (its field names). */
export const formFieldItem = z.object({
  _id: z.string().catch(""),
  custom_id: customId,
  field_type: z.enum(FORM_FIELD_TYPES).catch("text"),
  field_label: plainText("", 200),
  placeholder: plainText("", 200),
  required: fieldSwitch,
  field_options: textSetting("", 5000),
  allow_multiple: fieldSwitch,
  /** html: text shown in the form (sanitized on save). */
  field_html: textSetting("", 5000),
  field_value: plainText("", 500),
  acceptance_text: plainText("", 500),
  checked_by_default: fieldSwitch,
  field_min: optionalNumber,
  field_max: optionalNumber,
  rows: z.coerce.number().int().min(1).max(20).catch(4),
  width: z.enum(["", "100", "80", "75", "70", "66", "60", "50", "40", "33", "30", "25", "20"]).catch("100"),
  inline_list: z.enum(["", "elementor-subgroup-inline"]).catch(""),
  /** step: the labels of the buttons that leave it (Elementor Pro's multi-step form). */
  previous_button: plainText("", 60),
  next_button: plainText("", 60),
});

const DEFAULT_FIELDS = [
  { custom_id: "name", field_type: "text", field_label: "Name", placeholder: "Name" },
  { custom_id: "email", field_type: "email", field_label: "Email", placeholder: "Email", required: "true" },
  { custom_id: "message", field_type: "textarea", field_label: "Message", placeholder: "Message" },
];

export const formSettings = z.object({
  form_name: plainText("New Form", 100),
  form_fields: repeater(formFieldItem, DEFAULT_FIELDS, 50),
  show_labels: switcher(true),
  mark_required: switcher(false),
  button_text: plainText("Send", 100),
  custom_messages: switcher(false),
  success_message: plainText(DEFAULT_FORM_MESSAGES.success, 300),
  error_message: plainText(DEFAULT_FORM_MESSAGES.error, 300),
  required_field_message: plainText(DEFAULT_FORM_MESSAGES.required, 300),
  invalid_message: plainText(DEFAULT_FORM_MESSAGES.invalid, 300),
  /** Multi-step forms: the step buttons' labels when a step names none (Elementor's defaults). */
  step_next_label: plainText("Next", 60),
  step_previous_label: plainText("Previous", 60),
});

export type FormSettings = z.infer<typeof formSettings>;
export type FormFieldItem = z.infer<typeof formFieldItem>;

/** The form's fields as the checks read them: each with a usable, unique id (Elementor's `field_<_id>` when none). */
export function formFields(settings: FormSettings): FormField[] {
  const seen = new Set<string>();
  return settings.form_fields.map((item, i) => {
    let id = item.custom_id || (/^[A-Za-z0-9]{1,20}$/.test(item._id) ? `field_${item._id}` : `field_${i + 1}`);
    if (seen.has(id)) id = `${id}_${i + 1}`;
    seen.add(id);
    return {
      id,
      type: item.field_type,
      label: item.field_label,
      required:
        item.field_type === "acceptance"
          ? item.required
          : item.required && item.field_type !== "hidden" && item.field_type !== "html" && item.field_type !== "step",
      options: parseOptions(item.field_options),
      multiple: item.allow_multiple,
      min: item.field_min,
      max: item.field_max,
      value: item.field_value,
    };
  });
}

/** The messages the form shows: its own when `custom_messages` is on, else Elementor's defaults. */
export function formMessages(settings: FormSettings) {
  if (!settings.custom_messages) return { ...DEFAULT_FORM_MESSAGES };
  return {
    success: settings.success_message || DEFAULT_FORM_MESSAGES.success,
    error: settings.error_message || DEFAULT_FORM_MESSAGES.error,
    required: settings.required_field_message || DEFAULT_FORM_MESSAGES.required,
    invalid: settings.invalid_message || DEFAULT_FORM_MESSAGES.invalid,
  };
}
