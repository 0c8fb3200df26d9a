import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { PAGE_EXPIRED } from "#core/web/page-expired";
import { useEffect, useRef } from "react";
import { data, Form, redirect, useActionData, useLoaderData, type MetaFunction } from "react-router";
import { sizeText } from "../../core/web/uploads";
import { deleteSubmission, submissionOr404 } from "../admin/forms/forms-admin.server";
import { readActionForm } from "../storefront/forms/action-form.server";
import { formNonceValid } from "../storefront/forms/form-nonce.server";
import { useLayout } from "../storefront/frame/use-layout";
import { formRefusal } from "../admin/access.server";
import { FormsAdminFrame } from "../admin/forms/forms-admin-frame";
import type { Route } from "./+types/admin-forms-submission";

export const meta: MetaFunction = () => [{ title: "Submission · Admin" }, { name: "robots", content: "noindex" }];

const LIST = "/admin/forms/submissions";

/** One submission with its files; `?confirm=delete` asks before deleting it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  requireStaff(request, context, STAFF_ROLES.forms);
  const submission = await submissionOr404(context, params.id);
  return {
    submission,
    confirming: url.searchParams.get("confirm") === "delete",
  };
}

/** Deletes the submission and its files (audited), then back to the list, which says so. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const refused = formRefusal(context, STAFF_ROLES.forms);
  if (refused) return data({ error: refused.message }, { status: refused.status });
  const user = context.auth.user!;
  const read = await readActionForm(request, context);
  if (!read.ok) return data({ error: read.message }, { status: read.status });
  if (!formNonceValid(read.form, context)) return data({ error: PAGE_EXPIRED }, { status: 403 });
  if (!(await deleteSubmission(context, params.id, user))) return data({ error: "This submission no longer exists." }, { status: 404 });
  throw redirect(`${LIST}?deleted=${params.id}`);
}

export default function AdminFormsSubmission() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { apiNonce } = useLayout();
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const confirming = view.confirming;
  // The question gets the focus, so it is what is read and the buttons are next.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const s = view.submission;
  const here = `${LIST}/${s.id}`;
  return (
    <FormsAdminFrame current={LIST}>
      <p>
        <a href={LIST}>All submissions</a>
      </p>
      <h1>
        Submission #{s.id} from {s.name}
      </h1>
      {result?.error ? <p role="alert">{result.error}</p> : null}
      <dl>
        <dt>Received</dt>
        <dd>
          <time dateTime={s.created_at}>{s.created_at.replace("T", " ").slice(0, 19)} UTC</time>
        </dd>
        <dt>Email</dt>
        <dd>{s.email}</dd>
        <dt>Store</dt>
        <dd>{s.store ? `${s.store.name} (${s.store.id})` : "None"}</dd>
        <dt>Status</dt>
        <dd>{s.status}</dd>
      </dl>
      <h2>Message</h2>
      <p className="admin-forms__message">{s.message}</p>
      <h2>Files</h2>
      {s.files.length === 0 ? (
        <p>No files were sent with this message.</p>
      ) : (
        <ul>
          {s.files.map((f) => (
            <li key={f.id}>
              <a href={`/admin/forms/uploads/${f.id}`} download>
                Download {f.name}
              </a>{" "}
              ({f.media_type}, {sizeText(f.bytes)})
            </li>
          ))}
        </ul>
      )}
      {confirming ? (
        <div className="admin-forms__confirm">
          <p ref={confirmRef} tabIndex={-1}>
            Delete submission #{s.id} from {s.name}
            {s.files.length ? ` and its ${s.files.length === 1 ? "file" : `${s.files.length} files`}` : ""}? This cannot be undone.
          </p>
          <Form method="post" action={here} className="admin-forms__actions">
            <input type="hidden" name="nonce" value={apiNonce} />
            <button type="submit">Delete submission</button>
            <a href={here}>Cancel</a>
          </Form>
        </div>
      ) : (
        <form method="get" action={here}>
          <input type="hidden" name="confirm" value="delete" />
          <button type="submit">Delete…</button>
        </form>
      )}
    </FormsAdminFrame>
  );
}
