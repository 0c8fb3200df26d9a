import type { PreviewPanelData } from "./preview-panel.server";

const when = (iso: string) => `${iso.replace("T", " ").slice(0, 16)} UTC`;

/**
 * Shown above a page rendered in Preview as (decision 0030): as whom and when it is seen, that
 * visitors see none of it, and which item won each content area and why. Plain HTML: it needs no script.
 */
export function PreviewPanel({ preview }: { preview: PreviewPanelData }) {
  return (
    <aside className="preview-panel" aria-labelledby="preview-panel-title">
      <h2 id="preview-panel-title">Preview as</h2>
      <p>
        {preview.store ? `Store: ${preview.store.name} (${preview.store.id})` : "No store chosen"}; user groups:{" "}
        {preview.userGroups.length ? preview.userGroups.join(", ") : "none"}; date: <time dateTime={preview.at}>{when(preview.at)}</time>.
        Drafts and scheduled items count at that date. Visitors see none of this: the page they get is unchanged until an item is published.
      </p>
      <p>
        <a href={preview.changeHref}>Change the preview</a> · <a href={preview.path}>Leave the preview</a>
      </p>
      <details className="preview-panel__areas" open>
        <summary>Which item won each content area, and why</summary>
        <table>
          <caption>Content areas at {when(preview.at)}</caption>
          <thead>
            <tr>
              <th scope="col">Content area</th>
              <th scope="col">Shown</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {preview.areas.map((a) => (
              <tr key={a.key}>
                <th scope="row">{a.label}</th>
                <td>
                  {a.winner ? (
                    <a
                      href={`/admin/content/${a.winner.id}`}
                    >{`#${a.winner.id} ${a.winner.title}${a.winner.status === "draft" ? " (draft)" : ""}`}</a>
                  ) : (
                    "Nothing"
                  )}
                </td>
                <td>
                  <p>{a.summary}</p>
                  {a.others.length ? (
                    <ul>
                      {a.others.map((o) => (
                        <li key={o.id}>
                          #{o.id} {o.title}
                          {o.status === "draft" ? " (draft)" : ""}: {o.reason}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </aside>
  );
}
