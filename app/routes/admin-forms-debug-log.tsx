import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { PAGE_EXPIRED } from "#core/web/page-expired";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, redirect, useLoaderData, useNavigate, type MetaFunction } from "react-router";
import { DEBUG_LOG_FILE_NAME, DEBUG_LOG_URL_LIFETIME_MS } from "../../core/schemas/forms";
import { readActionForm } from "../storefront/forms/action-form.server";
import { formNonceValid } from "../storefront/forms/form-nonce.server";
import { useLayout } from "../storefront/frame/use-layout";
import { formRefusal } from "../admin/access.server";
import { FormsAdminFrame } from "../admin/forms/forms-admin-frame";
import { saveTextAsFile } from "../admin/save-download";
import type { Route } from "./+types/admin-forms-debug-log";

export const meta: MetaFunction = () => [{ title: "File-upload debug log · Admin" }, { name: "robots", content: "noindex" }];

const PATH = "/admin/forms/debug-log";
const API = "/api/forms/v1/file-uploads/debug-log";
/** Entries the screen shows (the download holds them all). */
const SHOWN = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  requireStaff(request, context, STAFF_ROLES.forms);
  const entries = await context.services.uploadLog.entries();
  return {
    total: entries.length,
    newest: entries.slice(-SHOWN).reverse(),
    confirming: url.searchParams.get("confirm") === "clear",
    cleared: url.searchParams.get("cleared") === "1",
  };
}

/** Clear without scripts: the confirmation's form, with the page's nonce; with scripts the page posts to the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const refused = formRefusal(context, STAFF_ROLES.forms);
  if (refused) return data({ error: refused.message }, { status: refused.status });
  const user = context.auth.user!;
  const read = await readActionForm(request, context);
  if (!read.ok) return data({ error: read.message }, { status: read.status });
  if (!formNonceValid(read.form, context)) return data({ error: PAGE_EXPIRED }, { status: 403 });
  await context.services.uploadLog.clear({ id: user.id, email: user.email });
  throw redirect(`${PATH}?cleared=1`);
}

/** POSTs to the debug log API with the page's nonce and an empty body; the answer's JSON, or an Error saying what failed. */
async function callLog(path: "clear" | "download", nonce: string): Promise<{ data?: string; success?: boolean }> {
  const res = await fetch(`${API}/${path}`, {
    method: "POST",
    headers: { "X-Aisle-Nonce": nonce, Accept: "application/json" },
    credentials: "same-origin",
  });
  const body = (await res.json().catch(() => null)) as {
    data?: string;
    success?: boolean;
    message?: string;
  } | null;
  if (!res.ok || !body) throw new Error(body?.message ?? `The server answered ${res.status}.`);
  return body;
}

export default function AdminFormsDebugLog() {
  const view = useLoaderData<typeof loader>();
  const { apiNonce } = useLayout();
  const navigate = useNavigate();
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const confirming = view.confirming;
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const download = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError("");
    try {
      const { data: text } = await callLog("download", apiNonce);
      saveTextAsFile(text ?? "", DEBUG_LOG_FILE_NAME, "application/json", DEBUG_LOG_URL_LIFETIME_MS);
      setStatus(`Saved ${DEBUG_LOG_FILE_NAME}.`);
    } catch (err) {
      setError(`The log could not be downloaded: ${(err as Error).message}`);
    }
  };
  const clear = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError("");
    try {
      await callLog("clear", apiNonce);
      await navigate(`${PATH}?cleared=1`, { replace: true });
    } catch (err) {
      setError(`The log could not be cleared: ${(err as Error).message}`);
    }
  };

  return (
    <FormsAdminFrame current={PATH}>
      <h1>File-upload debug log</h1>
      <p>
        Every step of every file sent with the contact form: received, checked, refused, stored, recorded, failed, removed and served. The
        newest {SHOWN} entries are shown; the download holds all {view.total}.
      </p>
      <p className="admin-forms__status" role="status">
        {status || (view.cleared ? "The debug log was cleared." : "")}
      </p>
      {error ? <p role="alert">{error}</p> : null}
      <div className="admin-forms__actions">
        <form method="post" action={`${PATH}/download`} onSubmit={download}>
          <input type="hidden" name="nonce" value={apiNonce} />
          <button type="submit">Download</button>
        </form>
        {confirming ? null : (
          <form method="get" action={PATH}>
            <input type="hidden" name="confirm" value="clear" />
            <button type="submit">Clear</button>
          </form>
        )}
      </div>
      {confirming ? (
        <div className="admin-forms__confirm">
          <p ref={confirmRef} tabIndex={-1}>
            Clear the file-upload debug log? Its {view.total === 1 ? "1 entry" : `${view.total} entries`} will be gone; download it first to
            keep them.
          </p>
          <form method="post" action={PATH} onSubmit={clear} className="admin-forms__actions">
            <input type="hidden" name="nonce" value={apiNonce} />
            <button type="submit">Clear the log</button>
            <a href={PATH}>Cancel</a>
          </form>
        </div>
      ) : null}
      {view.total === 0 ? (
        <p>The log is empty.</p>
      ) : (
        <table>
          <caption>Newest entries first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Level</th>
              <th scope="col">Step</th>
              <th scope="col">What happened</th>
            </tr>
          </thead>
          <tbody>
            {view.newest.map((e) => (
              <tr key={e.id}>
                <td>
                  <time dateTime={e.at}>{e.at.replace("T", " ").slice(0, 19)} UTC</time>
                </td>
                <td>{e.level}</td>
                <td>{e.step}</td>
                <td className="admin-forms__message">{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </FormsAdminFrame>
  );
}
