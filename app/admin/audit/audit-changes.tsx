import type { FieldChange } from "#core/audit/field-diff";

/** An audit entry's changes, field by field: the value before (struck) and after (inserted), each one said. */
export function AuditChanges({ changes, more }: { changes: FieldChange[]; more: number }) {
  if (changes.length === 0) return <span className="audit-diff__none">No field changed</span>;
  return (
    <ul className="audit-diff">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="audit-diff__field">{c.field}</span>:{" "}
          {c.before !== null ? (
            <del>
              <span className="visually-hidden">before </span>
              {c.before}
            </del>
          ) : null}
          {c.before !== null && c.after !== null ? " → " : null}
          {c.after !== null ? (
            <ins>
              <span className="visually-hidden">after </span>
              {c.after}
            </ins>
          ) : null}
        </li>
      ))}
      {more > 0 ? <li>and {more} more</li> : null}
    </ul>
  );
}
