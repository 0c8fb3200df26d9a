/**
 * How every page action (a route's `action`: the contact form, store selection) reads what was
 * posted. One reader for all of them, so a request no form of ours sends is an answer the page can
 * show, never a 500, and nothing but typed text reaches a form's handling:
 * - a method other than POST: 405 (the server already answers other methods before any route runs;
 *   this keeps an action from acting on them if it is ever reached another way);
 * - a body that is not a form (none, JSON, text): 415;
 * - a form that cannot be read (a broken multipart body): 400;
 * - a file where the form has text fields: 400, with the text fields kept so the page can show them
 *   again (a file was once stored as "[object File]").
 * It also reads the page to come back to (`back`), before the action does anything: a path of this
 * site only (core/web/return-path `localPath`); a bad one counts as none, so the action answers on its
 * own page. Each refusal, and each bad return path, is one line in the refusal log.
 */
import { localPath, RETURN_FIELD } from "#core/web/return-path";
import type { RefusalLog } from "#server/services/refusal-log";

/** What the reader needs of a route's load context: where refusals are noted. */
export interface ActionFormContext {
  services: { refusals: RefusalLog };
}

/** What was posted, as text only (name, value), in the order sent. */
export type ActionForm = URLSearchParams;

export type ActionFormRead =
  | {
      ok: true;
      form: ActionForm;
      files: File[];
      /** The page of this site to come back to, or null when none (or a bad one) was posted. */
      back: string | null;
    }
  | {
      ok: false;
      status: 400 | 405 | 415;
      /** Said to the visitor, in the page. */
      message: string;
      /** The text fields that could be read (none unless only a file was refused). */
      form: ActionForm;
    };

/** The bodies an HTML form sends (`text/plain` forms aside, which no form of ours uses). */
const FORM_TYPES: ReadonlySet<string> = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export const ACTION_FORM_MESSAGES = {
  method: "This form can only be sent with the button on this page.",
  unreadable: "We couldn't read what was sent. Please fill in the form on this page and send it again.",
  file: "This form takes typed text only, not files. Remove the file and send the form again.",
} as const;

/** The body's media type, lower case, without parameters ("" when there is none). */
function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * `fileField`: the one field of the form that takes files (the contact form's attachments); its
 * files are returned apart from the text, an empty file part (no file chosen) left out.
 */
export async function readActionForm(request: Request, context: ActionFormContext | null, fileField?: string): Promise<ActionFormRead> {
  const read = await readForm(request, fileField);
  const refusals = context?.services.refusals;
  if (!read.ok) {
    refusals?.note(
      "form-body",
      read.status === 415
        ? "a page action's body is not a form"
        : read.status === 405
          ? "a page action asked with another method than POST"
          : "a page action's form could not be read",
      request,
    );
    return read;
  }
  const posted = read.form.get(RETURN_FIELD);
  const back = localPath(posted);
  if (posted !== null && posted !== "" && back === null)
    refusals?.note("return-path", "a form named a return path that is not a page of this site; answered on its own page", request);
  return { ...read, back };
}

async function readForm(
  request: Request,
  fileField?: string,
): Promise<Exclude<ActionFormRead, { ok: true }> | { ok: true; form: ActionForm; files: File[] }> {
  const none = new URLSearchParams();
  if (request.method.toUpperCase() !== "POST")
    return {
      ok: false,
      status: 405,
      message: ACTION_FORM_MESSAGES.method,
      form: none,
    };
  if (!FORM_TYPES.has(mediaType(request)))
    return {
      ok: false,
      status: 415,
      message: ACTION_FORM_MESSAGES.unreadable,
      form: none,
    };
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return {
      ok: false,
      status: 400,
      message: ACTION_FORM_MESSAGES.unreadable,
      form: none,
    };
  }
  const form = new URLSearchParams();
  const files: File[] = [];
  let stray = 0;
  for (const [name, value] of data) {
    if (typeof value === "string") form.append(name, value);
    else if (name !== fileField) stray++;
    else if (value.name !== "" || value.size > 0) files.push(value);
  }
  if (stray > 0) return { ok: false, status: 400, message: ACTION_FORM_MESSAGES.file, form };
  return { ok: true, form, files };
}
