import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { useLoaderData, type MetaFunction } from "react-router";
import { SUBMISSIONS_DEFAULT_PER_PAGE, SUBMISSIONS_MAX_PAGE } from "../../core/schemas/forms";
import { searchTerm } from "../../core/text/search-term";
import { FormsAdminFrame } from "../admin/forms/forms-admin-frame";
import type { Route } from "./+types/admin-forms-submissions";
import { DownloadWithProgress } from "../admin/download-with-progress";

export const meta: MetaFunction = () => [{ title: "Contact form submissions · Admin" }, { name: "robots", content: "noindex" }];

const PATH = "/admin/forms/submissions";

/** Contact-form submissions, newest first, a page at a time, with a search; the CSV export of what the search finds. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  requireStaff(request, context, STAFF_ROLES.forms);
  const q = searchTerm(url.searchParams.get("q") ?? "");
  const asked = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= SUBMISSIONS_MAX_PAGE ? asked : 1;
  const deleted = Number(url.searchParams.get("deleted") ?? "0");
  const { items, total } = await context.services.submissions.list({
    page,
    perPage: SUBMISSIONS_DEFAULT_PER_PAGE,
    q,
  });
  return {
    q,
    page,
    total,
    pages: Math.max(1, Math.ceil(total / SUBMISSIONS_DEFAULT_PER_PAGE)),
    deleted: Number.isInteger(deleted) && deleted > 0 ? deleted : null,
    items: items.map((s) => ({
      id: s.id,
      at: s.created_at,
      name: s.name,
      email: s.email,
      store: s.store?.name ?? "",
      files: s.files.length,
      excerpt: excerpt(s.message),
    })),
  };
}

const excerpt = (text: string) => (text.length > 80 ? `${Array.from(text).slice(0, 80).join("").trimEnd()}…` : text);

/** An address of this list, keeping the search. */
function listHref(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

export default function AdminFormsSubmissions() {
  const view = useLoaderData<typeof loader>();
  const exportHref = `${PATH}/export${view.q ? `?q=${encodeURIComponent(view.q)}` : ""}`;
  return (
    <FormsAdminFrame current={PATH}>
      <h1>Contact form submissions</h1>
      {view.deleted ? (
        <p className="admin-forms__status" role="status">
          Submission #{view.deleted} and its files were deleted.
        </p>
      ) : null}
      <form method="get" action={PATH} role="search" aria-label="Submissions" className="admin-forms__search">
        <p>
          <label htmlFor="submissions-q">Search submissions</label>
          <br />
          <input id="submissions-q" name="q" type="search" defaultValue={view.q} />
        </p>
        <p>
          <button type="submit">Search</button>
        </p>
      </form>
      <p className="admin-forms__actions">
        <span>
          {view.total === 1 ? "1 submission" : `${view.total} submissions`}
          {view.q ? ` containing “${view.q}”` : ""}
        </span>
        {view.q ? <a href={PATH}>Show all</a> : null}
        <DownloadWithProgress href={exportHref} fileName="contact-submissions.csv" records={view.total + 1}>
          Export CSV{view.q ? " (these submissions)" : ""}
        </DownloadWithProgress>
      </p>
      {view.items.length === 0 ? (
        <p>{view.q ? "No submission contains this text." : "No submissions yet."}</p>
      ) : (
        <table>
          <caption>
            Submissions, newest first (page {view.page} of {view.pages})
          </caption>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">From</th>
              <th scope="col">Store</th>
              <th scope="col">Message</th>
              <th scope="col">Files</th>
            </tr>
          </thead>
          <tbody>
            {view.items.map((s) => (
              <tr key={s.id}>
                <td>
                  <time dateTime={s.at}>{s.at.replace("T", " ").slice(0, 16)} UTC</time>
                </td>
                <td>
                  <a href={`${PATH}/${s.id}`}>
                    {s.name} (#{s.id})
                  </a>
                  <br />
                  {s.email}
                </td>
                <td>{s.store}</td>
                <td className="admin-forms__message">{s.excerpt}</td>
                <td>{s.files}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav aria-label="Submission pages" className="admin-forms__actions">
        {view.page > 1 ? <a href={listHref(view.q, view.page - 1)}>Newer submissions</a> : null}
        {view.page < view.pages ? <a href={listHref(view.q, view.page + 1)}>Older submissions</a> : null}
      </nav>
    </FormsAdminFrame>
  );
}
