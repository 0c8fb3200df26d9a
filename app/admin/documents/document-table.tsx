import type { DocumentListItem } from "#core/schemas/documents-list";

const when = (iso: string) => `${iso.replace("T", " ").slice(0, 16)} UTC`;

/** The documents list: title (to its screen), type, slug, status, last change, and the page itself. */
export function DocumentTable({ documents, caption }: { documents: DocumentListItem[]; caption: string }) {
  return (
    <div className="documents-admin__scroll" tabIndex={0} role="region" aria-label="Documents">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Type</th>
            <th scope="col">Slug</th>
            <th scope="col">Status</th>
            <th scope="col">Updated</th>
            <th scope="col">Page</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((d) => (
            <tr key={d.id}>
              <td>
                <a href={`/admin/documents/${d.id}`}>{d.title}</a>
              </td>
              <td>{d.type}</td>
              <td>{d.slug}</td>
              <td>{d.status === "draft" ? "Draft" : "Published"}</td>
              <td>
                <time dateTime={d.updated_at}>{when(d.updated_at)}</time>
              </td>
              <td>
                {d.type === "page" && d.status === "publish" ? (
                  <a href={d.url} aria-label={`View ${d.title}`}>
                    View
                  </a>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
