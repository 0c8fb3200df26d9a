import { data, type AppLoadContext } from "react-router";
import { z } from "zod";
import { idParam } from "#core/schemas/params";
import type { Submission } from "#server/services/contact-submissions";
import { streamedDownload, SUBMISSIONS_CSV_NAME, uploadResponse, withByteOrderMark } from "#core/web/download-response";
import { isApiError } from "#core/web/api-errors";
import { searchTerm } from "#core/text/search-term";
import type { PublicUser } from "#core/schemas/auth";

/** The forms admin screens' server side: what they read and change, through the same services as the API. */
const idOf = (raw: string | undefined) => {
  const parsed = z.object({ id: idParam }).safeParse({ id: raw });
  return parsed.success ? parsed.data.id : null;
};
const actor = (user: PublicUser) => ({ id: user.id, email: user.email });
const text = (body: string, status: number) =>
  new Response(`${body}\n`, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });

/** The submission the address names, or a 404 page. */
export async function submissionOr404(context: AppLoadContext, raw: string | undefined): Promise<Submission> {
  const id = idOf(raw);
  const found =
    id === null
      ? null
      : await context.services.submissions
          .get(id)
          .catch((err: unknown) => (isApiError(err) && err.status === 404 ? null : Promise.reject(err)));
  if (!found) throw data("No such submission.", { status: 404 });
  return found;
}

/** Deletes it (audited); false when it no longer exists. */
export async function deleteSubmission(context: AppLoadContext, raw: string | undefined, user: PublicUser): Promise<boolean> {
  const id = idOf(raw);
  if (id === null) return false;
  try {
    await context.services.submissions.remove(id, actor(user));
    return true;
  } catch (err) {
    if (isApiError(err) && err.status === 404) return false;
    throw err;
  }
}

/** A stored file as a download (attachment, nosniff), or a plain 404. */
export async function uploadDownload(context: AppLoadContext, raw: string | undefined, user: PublicUser): Promise<Response> {
  const id = idOf(raw);
  if (id === null) return text("No such file.", 404);
  try {
    return uploadResponse(await context.services.submissions.file(id, actor(user)));
  } catch (err) {
    if (isApiError(err) && err.status === 404) return text("No such file.", 404);
    throw err;
  }
}

/** The CSV export of what the search finds, streamed. */
export function submissionsCsv(context: AppLoadContext, q: string | null): Response {
  return streamedDownload(
    withByteOrderMark(context.services.submissions.csv(searchTerm(q ?? ""))),
    SUBMISSIONS_CSV_NAME,
    "text/csv; charset=utf-8",
  );
}
