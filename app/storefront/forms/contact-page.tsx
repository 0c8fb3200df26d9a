import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useActionData, useFetcher, useNavigation, useSendsForms } from "../../routing/routing";
import { CONTACT_FIELDS, checkContact, type ContactErrors, type ContactField } from "#core/schemas/contact-check";
import { useLayout } from "../frame/use-layout";
import { groupByState, stateName } from "../stores/state-names";
import { checkUploads, uploadRefusalText } from "#core/web/uploads";
import { ContactFiles, FILES_ID } from "./contact-files";
import type { ContactActionResult } from "../../routes/contact.server";

/** The stores for the dropdown (by state, then name) and the visitor's store, preselected. */
export interface ContactPageData {
  stores: Array<{ id: number; name: string; state: string }>;
  selectedStoreId: number | null;
}

const FIELD_ID: Record<ContactField, string> = {
  store_id: "contact-store",
  name: "contact-name",
  email: "contact-email",
  message: "contact-message",
};

/**
 * `/contact`: a message to one of the stores, with files. A router page sends the form as its
 * navigation; a plain page (decision 0121) sends it itself, as a fetcher, so the answer shows in
 * place as it does there and the files chosen stay chosen. Sent before the scripts run, the browser
 * posts it and the action's page answers (the router renders it).
 */
export function ContactPage({ data: { stores, selectedStoreId } }: { data: ContactPageData }) {
  const answered = useActionData<ContactActionResult>();
  const fetcher = useFetcher<ContactActionResult>();
  const SendForm = useSendsForms() ? Form : fetcher.Form;
  const result = fetcher.data ?? answered;
  const { apiNonce } = useLayout();
  const busy = useNavigation().state === "submitting" || fetcher.state === "submitting";
  const [clientErrors, setClientErrors] = useState<ContactErrors | null>(null);
  const [clientFileError, setClientFileError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  const failed = result && !result.ok ? result : null;
  const errors: ContactErrors = clientErrors ?? failed?.errors ?? {};
  const values = failed?.values;
  const fileError = clientFileError ?? failed?.fileError;

  // An answer from the server: the confirmation, or the first field to fix, gets the focus.
  useEffect(() => {
    if (!result) return;
    if (result.ok) doneRef.current?.focus();
    else if (!focusFirstInvalid(formRef.current, result.errors) && result.fileError)
      formRef.current?.querySelector<HTMLElement>(`#${FILES_ID}`)?.focus();
  }, [result]);

  // Checked in the browser with the same rules as the server's schema, so mistakes show before sending.
  // The files' count and sizes too (their content is the server's to judge).
  const check = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const found = checkContact(Object.fromEntries(data));
    const files = data.getAll("attachments").filter((f): f is File => typeof f !== "string" && (f.name !== "" || f.size > 0));
    const refusal = checkUploads(files.map((f) => ({ name: f.name, size: f.size })));
    setClientFileError(refusal ? uploadRefusalText(refusal) : null);
    const wrong = CONTACT_FIELDS.some((f) => found[f]);
    if (!wrong && !refusal) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(found);
    if (!focusFirstInvalid(event.currentTarget, found)) event.currentTarget.querySelector<HTMLElement>(`#${FILES_ID}`)?.focus();
  };

  if (result?.ok) {
    return (
      <section className="contact contact--sent">
        <h1 ref={doneRef} tabIndex={-1}>
          Thank you, {result.name}
        </h1>
        <p role="status">
          We received your message (reference #{result.id})
          {result.files > 0 ? ` with ${result.files === 1 ? "1 file" : `${result.files} files`}` : ""} and will reply to {result.email}.
        </p>
        <p>
          <Link to="/contact">Send another message</Link> or <Link to="/">go to the home page</Link>.
        </p>
      </section>
    );
  }

  const describedBy = (field: ContactField) => (errors[field] ? `${FIELD_ID[field]}-error` : undefined);
  const invalid = (field: ContactField) => (errors[field] ? true : undefined);

  return (
    <section className="contact">
      <h1>Contact us</h1>
      <p>Questions about an order, a product or a store? Send us a message. All fields are required; files are optional.</p>
      {failed?.formError ? (
        <p className="contact__form-error" role="alert">
          {failed.formError}
        </p>
      ) : null}
      {/* /contact itself, named (a browser reads "." as the parent folder); whatever query the page was opened with is not copied into it. */}
      <SendForm
        ref={formRef}
        method="post"
        action="/contact"
        encType="multipart/form-data"
        className="contact__form"
        noValidate
        onSubmit={check}
      >
        <input type="hidden" name="nonce" value={apiNonce} />
        <div className="contact__field">
          <label htmlFor={FIELD_ID.store_id}>Store</label>
          <select
            id={FIELD_ID.store_id}
            name="store_id"
            required
            defaultValue={values?.store_id ?? (selectedStoreId !== null ? String(selectedStoreId) : "")}
            aria-invalid={invalid("store_id")}
            aria-describedby={describedBy("store_id")}
          >
            <option value="">Choose a store</option>
            {groupByState(stores).map((group) => (
              <optgroup key={group.state} label={stateName(group.state)}>
                {group.items.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <FieldError field="store_id" errors={errors} />
        </div>
        <div className="contact__field">
          <label htmlFor={FIELD_ID.name}>Name</label>
          <input
            id={FIELD_ID.name}
            name="name"
            type="text"
            autoComplete="name"
            required
            defaultValue={values?.name}
            aria-invalid={invalid("name")}
            aria-describedby={describedBy("name")}
          />
          <FieldError field="name" errors={errors} />
        </div>
        <div className="contact__field">
          <label htmlFor={FIELD_ID.email}>Email</label>
          <input
            id={FIELD_ID.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values?.email}
            aria-invalid={invalid("email")}
            aria-describedby={describedBy("email")}
          />
          <FieldError field="email" errors={errors} />
        </div>
        <div className="contact__field">
          <label htmlFor={FIELD_ID.message}>Message</label>
          <textarea
            id={FIELD_ID.message}
            name="message"
            rows={6}
            required
            defaultValue={values?.message}
            aria-invalid={invalid("message")}
            aria-describedby={describedBy("message")}
          />
          <FieldError field="message" errors={errors} />
        </div>
        <ContactFiles error={fileError} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Sending…" : "Send message"}
        </button>
      </SendForm>
    </section>
  );
}

function FieldError({ field, errors }: { field: ContactField; errors: ContactErrors }) {
  const message = errors[field];
  return message ? (
    <p id={`${FIELD_ID[field]}-error`} className="field__error">
      {message}
    </p>
  ) : null;
}

/** Focuses the first field with an error; whether there was one. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: ContactErrors): boolean {
  const first = CONTACT_FIELDS.find((f) => errors[f]);
  if (first) form?.querySelector<HTMLElement>(`#${FIELD_ID[first]}`)?.focus();
  return first !== undefined;
}
