import { useEffect, useRef, type ReactNode } from "react";
import { Form } from "react-router";
import { CONTENT_KINDS } from "#core/schemas/content";
import { CONTENT_KIND_LABELS, PRIORITY_RANGE } from "#core/schemas/content-items";
import type { ContentFormValues } from "./form-values";
import "./content-admin.css";

export interface ContentChoices {
  stores: { id: number; name: string }[];
  storeGroups: { id: number; name: string }[];
  userGroups: { id: number; name: string }[];
  documents: { id: number; title: string; slug: string; status: string }[];
}

const FIELD_LABELS: Record<string, string> = {
  kind: "Kind",
  slug: "Content area",
  title: "Title",
  status: "Status",
  store_ids: "Stores",
  store_group_ids: "Store groups",
  user_group_ids: "User groups",
  starts_at: "Starts",
  ends_at: "Ends",
  display_starts_at: "Display starts",
  display_ends_at: "Display ends",
  priority: "Priority",
  html: "HTML",
  document_id: "Page",
};

/** The field a message belongs to: `store_ids.0` is the stores field. */
const fieldOf = (param: string) => param.split(".")[0]!;

function Field({
  name,
  errors,
  hint,
  children,
}: {
  name: string;
  errors: Record<string, string>;
  hint?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}) {
  const error = errors[name];
  const ids = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="content-form__field">
      {children(ids, Boolean(error))}
      {hint ? (
        <p id={`${name}-hint`} className="content-form__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="field__error">
          {FIELD_LABELS[name] ?? name} {error}
        </p>
      ) : null}
    </div>
  );
}

function Checkboxes({
  name,
  legend,
  options,
  checked,
  errors,
}: {
  name: string;
  legend: string;
  options: { id: number; name: string }[];
  checked: string[];
  errors: Record<string, string>;
}) {
  return (
    <Field name={name} errors={errors} hint="None ticked: everyone.">
      {(describedBy) => (
        <fieldset aria-describedby={describedBy}>
          <legend>{legend}</legend>
          {options.map((o) => (
            <label key={o.id} className="content-form__check">
              <input type="checkbox" name={name} value={o.id} defaultChecked={checked.includes(String(o.id))} /> {o.name} ({o.id})
            </label>
          ))}
        </fieldset>
      )}
    </Field>
  );
}

/**
 * A targeted content item: kind and content area, title, status, targets, schedule and display dates
 * (UTC), priority, and html or (home pages) a page. A plain form: it works by keyboard and without
 * scripts; refusals are said at the top and next to each field.
 */
export function ContentItemForm({
  values,
  choices,
  errors,
  formError,
  nonce,
  submitLabel,
}: {
  values: ContentFormValues;
  choices: ContentChoices;
  errors: Record<string, string>;
  formError: string | null;
  nonce: string;
  submitLabel: string;
}) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError, errors]);
  const fieldErrors: Record<string, string> = {};
  for (const [param, message] of Object.entries(errors)) fieldErrors[fieldOf(param)] ??= message;
  return (
    <Form method="post" className="content-form" noValidate>
      {formError ? (
        <div role="alert" tabIndex={-1} ref={alertRef} className="form-error">
          <p>{formError}</p>
          {Object.keys(fieldErrors).length ? (
            <ul>
              {Object.entries(fieldErrors).map(([name, message]) => (
                <li key={name}>
                  <a href={`#field-${name}`}>
                    {FIELD_LABELS[name] ?? name} {message}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <input type="hidden" name="nonce" value={nonce} />
      <fieldset>
        <legend>What and where</legend>
        <Field name="kind" errors={fieldErrors}>
          {(describedBy, invalid) => (
            <>
              <label htmlFor="field-kind">Kind</label>
              <select
                id="field-kind"
                name="kind"
                defaultValue={values.kind}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              >
                {CONTENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {CONTENT_KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            </>
          )}
        </Field>
        <Field
          name="slug"
          errors={fieldErrors}
          hint="The slot it fills: site-banner, home-slider, home-cta, home-personalized, homepage, or a page's own content area."
        >
          {(describedBy, invalid) => (
            <>
              <label htmlFor="field-slug">Content area</label>
              <input
                id="field-slug"
                name="slug"
                defaultValue={values.slug}
                required
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              />
            </>
          )}
        </Field>
        <Field name="title" errors={fieldErrors} hint="For editors only; visitors never see it.">
          {(describedBy, invalid) => (
            <>
              <label htmlFor="field-title">Title</label>
              <input
                id="field-title"
                name="title"
                defaultValue={values.title}
                required
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              />
            </>
          )}
        </Field>
        <Field name="status" errors={fieldErrors} hint="A draft is never shown to visitors; Preview as shows it.">
          {(describedBy, invalid) => (
            <>
              <label htmlFor="field-status">Status</label>
              <select
                id="field-status"
                name="status"
                defaultValue={values.status}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              >
                <option value="publish">Published</option>
                <option value="draft">Draft</option>
              </select>
            </>
          )}
        </Field>
      </fieldset>
      <fieldset>
        <legend>Who sees it</legend>
        <Field name="store_ids" errors={fieldErrors} hint="None chosen: every store. Hold Ctrl (or Cmd) to choose more than one.">
          {(describedBy, invalid) => (
            <>
              <label htmlFor="field-store_ids">Stores</label>
              <select
                id="field-store_ids"
                name="store_ids"
                multiple
                size={6}
                defaultValue={values.store_ids}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              >
                {choices.stores.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name} ({s.id})
                  </option>
                ))}
              </select>
            </>
          )}
        </Field>
        <Checkboxes
          name="store_group_ids"
          legend="Store groups"
          options={choices.storeGroups}
          checked={values.store_group_ids}
          errors={fieldErrors}
        />
        <Checkboxes
          name="user_group_ids"
          legend="User groups"
          options={choices.userGroups}
          checked={values.user_group_ids}
          errors={fieldErrors}
        />
      </fieldset>
      <fieldset>
        <legend>When (UTC)</legend>
        {(["starts_at", "ends_at", "display_starts_at", "display_ends_at"] as const).map((name) => (
          <Field key={name} name={name} errors={fieldErrors}>
            {(describedBy, invalid) => (
              <>
                <label htmlFor={`field-${name}`}>{FIELD_LABELS[name]} (UTC)</label>
                <input
                  id={`field-${name}`}
                  name={name}
                  type="datetime-local"
                  defaultValue={values[name]}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                />
              </>
            )}
          </Field>
        ))}
        <Field
          name="priority"
          errors={fieldErrors}
          hint="Among items with equally specific targets, the higher priority wins; then the newest."
        >
          {(describedBy, invalid) => (
            <>
              <label htmlFor="field-priority">Priority</label>
              <input
                id="field-priority"
                name="priority"
                type="number"
                step={1}
                min={PRIORITY_RANGE.min}
                max={PRIORITY_RANGE.max}
                defaultValue={values.priority}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              />
            </>
          )}
        </Field>
      </fieldset>
      <fieldset>
        <legend>What it shows</legend>
        <Field
          name="html"
          errors={fieldErrors}
          hint="Every kind but a home page. Scripts, event handlers and unsafe links are removed when saved."
        >
          {(describedBy, invalid) => (
            <>
              <label htmlFor="field-html">HTML</label>
              <textarea
                id="field-html"
                name="html"
                rows={8}
                defaultValue={values.html}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              />
            </>
          )}
        </Field>
        <Field
          name="document_id"
          errors={fieldErrors}
          hint="Home page items only: the page-builder page whose content replaces the home body."
        >
          {(describedBy, invalid) => (
            <>
              <label htmlFor="field-document_id">Page</label>
              <select
                id="field-document_id"
                name="document_id"
                defaultValue={values.document_id}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              >
                <option value="">None</option>
                {choices.documents.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.title} (/{d.slug}){d.status === "draft" ? ", draft" : ""}
                  </option>
                ))}
              </select>
            </>
          )}
        </Field>
      </fieldset>
      <button type="submit" name="intent" value="save">
        {submitLabel}
      </button>
    </Form>
  );
}
