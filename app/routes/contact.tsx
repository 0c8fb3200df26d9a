import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation, type MetaFunction } from "react-router";
import { CONTACT_FIELDS, contactBody, contactErrors, type ContactErrors, type ContactField } from "../../core/schemas/contact";
import { sortStoresForDropdown } from "../../core/stores/store-search";
import { requestStore } from "../storefront/stores/request-store.server";
import { useLayout } from "../storefront/frame/use-layout";
import { groupByState, stateName } from "../storefront/stores/state-names";
import { contactAction } from "./contact.server";
import { checkUploads, uploadRefusalText } from "../../core/web/uploads";
import { ContactFiles, FILES_ID } from "../storefront/forms/contact-files";
import "../styles/forms.css";
import "../styles/contact.css";
import type { Route } from "./+types/contact";

export const meta: MetaFunction = () => [{ title: "Contact us" }, { name: "description", content: "Send a message to one of our stores." }];

/** A message refused by the per-address limit (429) keeps its Retry-After. */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

/** The stores for the dropdown (by state, then name) and the visitor's store, preselected. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [all, { store }] = await Promise.all([context.services.stores.list(), requestStore(request, context)]);
  const stores = sortStoresForDropdown(all).map((s) => ({
    id: s.id,
    name: s.name,
    state: s.state,
  }));
  return { stores, selectedStoreId: store?.id ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

const FIELD_ID: Record<ContactField, string> = {
  store_id: "contact-store",
  name: "contact-name",
  email: "contact-email",
  message: "contact-message",
};

export default function Contact() {
  const { stores, selectedStoreId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { apiNonce } = useLayout();
  const busy = useNavigation().state === "submitting";
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

  // Checked in the browser with the same schema as the server, so mistakes show before sending.
  // The files' count and sizes too (their content is the server's to judge).
  const check = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const parsed = contactBody.safeParse(Object.fromEntries(data));
    const files = data.getAll("attachments").filter((f): f is File => typeof f !== "string" && (f.name !== "" || f.size > 0));
    const refusal = checkUploads(files.map((f) => ({ name: f.name, size: f.size })));
    setClientFileError(refusal ? uploadRefusalText(refusal) : null);
    if (parsed.success && !refusal) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found = parsed.success ? {} : contactErrors(parsed.error);
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
      {/* action ".": /contact itself; whatever query the page was opened with is not copied into it. */}
      <Form ref={formRef} method="post" action="." encType="multipart/form-data" className="contact__form" noValidate onSubmit={check}>
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
      </Form>
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
