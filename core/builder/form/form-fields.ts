import { isStorableText } from "../../text/storable-text";
import { FIELD_LIMITS } from "../../limits/limits";

/**
 * A page-builder form's fields (Elementor Pro's Form widget, docs/decisions/0070-builder-form-submissions.md)
 * and how a submission is checked against them. The server checks every submission against the
 * fields as the published document holds them, never against what the browser sent about them.
 */
export const FORM_FIELD_TYPES = [
  "text",
  "email",
  "textarea",
  "url",
  "tel",
  "number",
  "date",
  "time",
  "select",
  "radio",
  "checkbox",
  "acceptance",
  "upload",
  "hidden",
  "html",
  "step",
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export interface FormFieldOption {
  label: string;
  value: string;
}

export interface FormField {
  /** Elementor's `custom_id`: the field's name in the form (`form_fields[<id>]`) and its HTML id. */
  id: string;
  type: FormFieldType;
  label: string;
  required: boolean;
  options: FormFieldOption[];
  /** select: several may be chosen. */
  multiple: boolean;
  /** number: bounds (null when unset). */
  min: number | null;
  max: number | null;
  /** hidden: the value the form carries. */
  value: string;
}

/** The error texts a form shows (its widget's settings may replace them). */
export interface FormMessages {
  required: string;
  invalid: string;
}

export const DEFAULT_FORM_MESSAGES = {
  success: "Your submission was successful.",
  error: "Your submission failed because of an error.",
  required: "This field is required.",
  invalid: "There's something wrong. The form is invalid.",
} as const;

/** The most characters one field keeps (a textarea: the contact form's message limit). */
export const FORM_VALUE_MAX = FIELD_LIMITS.message;

/** A field's name in the posted form, as Elementor names it. */
export const fieldName = (field: Pick<FormField, "id" | "type" | "multiple">) =>
  `form_fields[${field.id}]${field.type === "checkbox" || (field.type === "select" && field.multiple) ? "[]" : ""}`;

/** Elementor's options: one a line, `label|value` or just the label. */
export function parseOptions(text: string): FormFieldOption[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 100)
    .map((line) => {
      const bar = line.indexOf("|");
      return bar === -1 ? { label: line, value: line } : { label: line.slice(0, bar).trim(), value: line.slice(bar + 1).trim() };
    });
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const TEL = /^[0-9()#&+*\-=. ]{1,40}$/;

/** Fields that carry a value a visitor gives (html is text shown in the form, a step starts a part of it; upload is checked as files). */
export const takesValue = (field: FormField) => field.type !== "html" && field.type !== "upload" && field.type !== "step";

function invalid(field: FormField, values: string[]): boolean {
  const allowed = new Set(field.options.map((o) => o.value));
  const one = values[0] ?? "";
  switch (field.type) {
    case "email":
      return one !== "" && (one.length > FIELD_LIMITS.email || !EMAIL.test(one));
    case "url":
      return one !== "" && !/^https?:\/\/[^\s]+$/i.test(one);
    case "tel":
      return one !== "" && !TEL.test(one);
    case "number": {
      if (one === "") return false;
      const n = Number(one);
      return !Number.isFinite(n) || (field.min !== null && n < field.min) || (field.max !== null && n > field.max);
    }
    case "date":
      return one !== "" && (!DATE.test(one) || Number.isNaN(Date.parse(one)));
    case "time":
      return one !== "" && !TIME.test(one);
    case "select":
    case "radio":
    case "checkbox":
      return values.some((v) => !allowed.has(v)) || (field.type !== "checkbox" && !field.multiple && values.length > 1);
    case "acceptance":
      return values.some((v) => v !== "on");
    case "hidden":
      return false;
    default:
      return false;
  }
}

/** What a field says when its value cannot be taken: what it needs, so the visitor can put it right. */
export function invalidText(field: FormField): string {
  switch (field.type) {
    case "email":
      return "Enter an email address, like name@example.com.";
    case "url":
      return "Enter a web address starting with https://.";
    case "tel":
      return "Enter a phone number: digits, spaces and + ( ) - only.";
    case "number":
      if (field.min !== null && field.max !== null) return `Enter a number from ${field.min} to ${field.max}.`;
      if (field.min !== null) return `Enter a number of at least ${field.min}.`;
      if (field.max !== null) return `Enter a number of at most ${field.max}.`;
      return "Enter a number.";
    case "date":
      return "Enter a date.";
    case "time":
      return "Enter a time.";
    case "select":
    case "radio":
    case "checkbox":
      return "Choose from the options given.";
    default:
      return `Use at most ${FORM_VALUE_MAX} characters, without unusual characters.`;
  }
}

export interface CheckedSubmission {
  /** Each field that takes a value, with what was given (a list joined by ", "), in the form's order. */
  entries: { id: string; label: string; value: string }[];
  /** Field id -> the error shown under it. */
  errors: Record<string, string>;
}

/**
 * A submission checked against the form's fields: `read(name)` gives the values posted under a name.
 * A required field left empty gets the form's required message, a value the field cannot hold (an
 * address that is not one, an option the field does not offer, text past the limit) says what it needs.
 * A hidden field always carries the form's own value, whatever was posted.
 */
export function checkSubmission(fields: readonly FormField[], read: (name: string) => string[], messages: FormMessages): CheckedSubmission {
  const entries: CheckedSubmission["entries"] = [];
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!takesValue(field)) continue;
    const values = field.type === "hidden" ? [field.value] : read(fieldName(field)).map((v) => (field.type === "textarea" ? v : v.trim()));
    const given = values.filter((v) => v !== "");
    if (field.required && given.length === 0) errors[field.id] = messages.required;
    else if (given.some((v) => v.length > FORM_VALUE_MAX || !isStorableText(v)) || invalid(field, given))
      errors[field.id] = invalidText(field);
    const shown =
      field.type === "acceptance"
        ? given.length
          ? "Accepted"
          : "Not accepted"
        : given.map((v) => field.options.find((o) => o.value === v)?.label ?? v).join(", ");
    entries.push({ id: field.id, label: field.label || field.id, value: shown });
  }
  return { entries, errors };
}

/** The submission as the forms admin shows it: the form's name, then one `Label: value` line per field. */
export function submissionText(formName: string, entries: CheckedSubmission["entries"]): string {
  const lines = entries.map((e) => `${e.label}: ${e.value}`);
  return [`Form: ${formName}`, ...lines].join("\n").slice(0, FORM_VALUE_MAX * 4);
}

/** The sender's name and address for the forms admin's columns: the first field named or typed so. */
export function senderOf(fields: readonly FormField[], entries: CheckedSubmission["entries"]): { name: string; email: string } {
  const value = (test: (f: FormField) => boolean) => {
    const field = fields.find(test);
    return field ? (entries.find((e) => e.id === field.id)?.value ?? "") : "";
  };
  return {
    name: value((f) => f.type === "text" && /name/i.test(`${f.id} ${f.label}`)).slice(0, FIELD_LIMITS.personName),
    email: value((f) => f.type === "email").slice(0, FIELD_LIMITS.email),
  };
}
