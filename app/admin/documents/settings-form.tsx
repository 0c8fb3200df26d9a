import { useEffect, useRef } from "react";
import type { DocumentActionResult } from "./document-action.server";

interface Props {
  document: { title: string; slug: string; status: string };
  /** A refused save: the values sent, the message and the fields' errors. */
  result: DocumentActionResult | null;
  nonce: string;
}

/** The document's settings (title, slug, status) as a form; a refused save keeps what was typed and says why next to each field. */
export function DocumentSettingsForm({ document, result, nonce }: Props) {
  const values = result?.values ?? document;
  const errors = result?.errors ?? {};
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) messageRef.current?.focus();
  }, [result]);
  const field = (name: "title" | "slug", label: string, extra: { maxLength: number }) => (
    <div>
      <label htmlFor={`doc-${name}`}>{label}</label>
      <input
        id={`doc-${name}`}
        name={name}
        defaultValue={values[name]}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `doc-${name}-error` : undefined}
        {...extra}
      />
      {errors[name] ? (
        <p id={`doc-${name}-error`} className="form-error">
          {label} {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <section aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
      {result ? (
        <p role="alert" tabIndex={-1} ref={messageRef} className="form-error">
          {result.message}
        </p>
      ) : null}
      <form method="post" className="documents-admin__form">
        <input type="hidden" name="nonce" value={nonce} />
        {field("title", "Title", { maxLength: 200 })}
        {field("slug", "Slug", { maxLength: 100 })}
        <div>
          <label htmlFor="doc-status">Status</label>
          <select id="doc-status" name="status" defaultValue={values.status}>
            <option value="publish">Published</option>
            <option value="draft">Draft</option>
          </select>
        </div>
        <button type="submit" name="intent" value="save">
          Save settings
        </button>
      </form>
    </section>
  );
}
