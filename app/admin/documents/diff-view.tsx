import type { DocumentDiff, ElementChange } from "#core/documents/document-diff";

const FIELD_NAMES: Record<string, string> = { title: "Title", slug: "Slug", status: "Status", type: "Type" };

function Keys({ label, keys }: { label: string; keys: string[] }) {
  return keys.length ? (
    <li>
      {label}: {keys.join(", ")}
    </li>
  ) : null;
}

function Elements({ label, list }: { label: string; list: ElementChange[] }) {
  if (!list.length) return null;
  return (
    <>
      <h4>{label}</h4>
      <ul>
        {list.map((e) => (
          <li key={e.id}>
            {e.label} <code>{e.id}</code>
            {e.keys.length ? ` — settings: ${e.keys.join(", ")}` : ""}
            {e.moved ? " — moved" : ""}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A readable comparison of two versions: fields, document settings keys, elements added, removed and changed. */
export function DiffView({ diff, fromLabel, toLabel }: { diff: DocumentDiff; fromLabel: string; toLabel: string }) {
  const { settings, elements } = diff;
  return (
    <section className="documents-admin__diff" aria-labelledby="diff-heading" tabIndex={-1} id="comparison">
      <h3 id="diff-heading">
        From {fromLabel} to {toLabel}
      </h3>
      {diff.same ? <p>The two versions are the same.</p> : null}
      {diff.fields.length ? (
        <ul>
          {diff.fields.map((f) => (
            <li key={f.field}>
              {FIELD_NAMES[f.field] ?? f.field}: “{f.from}” → “{f.to}”
            </li>
          ))}
        </ul>
      ) : null}
      {settings.added.length + settings.removed.length + settings.changed.length ? (
        <>
          <h4>Document settings</h4>
          <ul>
            <Keys label="Added" keys={settings.added} />
            <Keys label="Removed" keys={settings.removed} />
            <Keys label="Changed" keys={settings.changed} />
          </ul>
        </>
      ) : null}
      <Elements label="Elements added" list={elements.added} />
      <Elements label="Elements removed" list={elements.removed} />
      <Elements label="Elements changed" list={elements.changed} />
    </section>
  );
}
