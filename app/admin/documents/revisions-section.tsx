import type { DocumentDiff } from "#core/documents/document-diff";
import { DiffView } from "./diff-view";

interface Revision {
  id: number;
  title: string;
  status: string;
  replacedAt: string;
  replacedBy: string;
}

interface Props {
  here: string;
  revisions: Revision[];
  compare: { from: string; to: string };
  comparison: { diff: DocumentDiff; fromLabel: string; toLabel: string } | null;
  comparisonRefused: string | null;
  restoring: { id: number; title: string; replacedAt: string } | null;
  nonce: string;
}

const when = (iso: string) => `${iso.replace("T", " ").slice(0, 16)} UTC`;

function VersionSelect({
  id,
  name,
  label,
  value,
  revisions,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  revisions: Revision[];
}) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="current">Current version</option>
        {revisions.map((r) => (
          <option key={r.id} value={r.id}>
            #{r.id} “{r.title}” ({when(r.replacedAt)})
          </option>
        ))}
      </select>
    </div>
  );
}

/** The kept versions: the list, a comparison of any two (GET form), and restore after a confirmation. */
export function RevisionsSection({ here, revisions, compare, comparison, comparisonRefused, restoring, nonce }: Props) {
  return (
    <section aria-labelledby="revisions-heading">
      <h2 id="revisions-heading">Revisions</h2>
      {revisions.length === 0 ? <p>No earlier versions yet: each save keeps the version it replaces.</p> : null}
      {restoring ? (
        <section className="content-admin__danger" aria-labelledby="confirm-restore">
          <h3 id="confirm-restore">
            Restore revision #{restoring.id} (“{restoring.title}”)?
          </h3>
          <p>
            The document takes back that version's title, slug, status, settings and elements. The version it replaces is kept as a
            revision, so this can be undone by restoring it.
          </p>
          <div className="content-admin__actions">
            <form method="post" action={here}>
              <input type="hidden" name="nonce" value={nonce} />
              <input type="hidden" name="revision" value={restoring.id} />
              <button type="submit" name="intent" value="restore">
                Restore this revision
              </button>
            </form>
            <a href={here}>Keep the current version</a>
          </div>
        </section>
      ) : null}
      {revisions.length ? (
        <>
          <div className="documents-admin__scroll" tabIndex={0} role="region" aria-label="Revisions">
            <table>
              <caption>{`${revisions.length} kept version${revisions.length === 1 ? "" : "s"}, newest first`}</caption>
              <thead>
                <tr>
                  <th scope="col">Revision</th>
                  <th scope="col">Title</th>
                  <th scope="col">Replaced</th>
                  <th scope="col">By</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {revisions.map((r) => (
                  <tr key={r.id}>
                    <td>#{r.id}</td>
                    <td>{r.title}</td>
                    <td>
                      <time dateTime={r.replacedAt}>{when(r.replacedAt)}</time>
                    </td>
                    <td>{r.replacedBy}</td>
                    <td>
                      <a
                        href={`${here}?from=${r.id}&to=current#comparison`}
                        aria-label={`Compare revision #${r.id} with the current version`}
                      >
                        Compare with current
                      </a>{" "}
                      <a href={`${here}?restore=${r.id}#confirm-restore`} aria-label={`Restore revision #${r.id}…`}>
                        Restore…
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <form method="get" action={`${here}#comparison`} className="documents-admin__form" aria-label="Compare two versions">
            <VersionSelect
              id="compare-from"
              name="from"
              label="Compare from"
              value={compare.from || String(revisions[0]!.id)}
              revisions={revisions}
            />
            <VersionSelect id="compare-to" name="to" label="to" value={compare.to} revisions={revisions} />
            <button type="submit">Compare</button>
          </form>
        </>
      ) : null}
      {comparisonRefused ? <p className="form-error">{comparisonRefused}</p> : null}
      {comparison ? <DiffView diff={comparison.diff} fromLabel={comparison.fromLabel} toLabel={comparison.toLabel} /> : null}
    </section>
  );
}
