/** What the filter form shows: the filters as they were asked for. */
export interface AuditFilterValues {
  actor: string;
  action: string;
  entity: string;
  from: string;
  to: string;
}

type Errors = Partial<Record<keyof AuditFilterValues, string>>;

function FieldError({ name, errors }: { name: keyof AuditFilterValues; errors: Errors }) {
  return errors[name] ? (
    <span id={`audit-${name}-error`} className="field__error">
      {`${LABELS[name]} ${errors[name]}.`}
    </span>
  ) : null;
}

const LABELS: Record<keyof AuditFilterValues, string> = { actor: "Actor", action: "Action", entity: "Entity", from: "From", to: "To" };

/**
 * The audit log's filters: actor (part of the email), action, entity (target type) and a range of days.
 * A GET form, so it works without scripts and the filters stay in the address.
 */
export function AuditFilterForm({
  values,
  errors,
  choices,
}: {
  values: AuditFilterValues;
  errors: Errors;
  choices: { actions: string[]; entities: string[] };
}) {
  const described = (name: keyof AuditFilterValues) => (errors[name] ? `audit-${name}-error` : undefined);
  const invalid = (name: keyof AuditFilterValues) => (errors[name] ? true : undefined);
  return (
    <form method="get" action="/admin/audit-log" aria-label="Filter the audit log" className="audit-filters">
      <div className="admin-fields">
        <p>
          <label htmlFor="audit-actor">Actor</label>
          <input
            id="audit-actor"
            name="actor"
            type="search"
            defaultValue={values.actor}
            maxLength={200}
            aria-describedby={described("actor")}
            aria-invalid={invalid("actor")}
          />
          <FieldError name="actor" errors={errors} />
        </p>
        <p>
          <label htmlFor="audit-action">Action</label>
          <select
            id="audit-action"
            name="action"
            defaultValue={values.action}
            aria-describedby={described("action")}
            aria-invalid={invalid("action")}
          >
            <option value="">Any action</option>
            {choices.actions.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
          <FieldError name="action" errors={errors} />
        </p>
        <p>
          <label htmlFor="audit-entity">Entity</label>
          <select
            id="audit-entity"
            name="entity"
            defaultValue={values.entity}
            aria-describedby={described("entity")}
            aria-invalid={invalid("entity")}
          >
            <option value="">Any entity</option>
            {choices.entities.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
          <FieldError name="entity" errors={errors} />
        </p>
        <p>
          <label htmlFor="audit-from">From</label>
          <input
            id="audit-from"
            name="from"
            type="date"
            defaultValue={values.from}
            aria-describedby={described("from")}
            aria-invalid={invalid("from")}
          />
          <FieldError name="from" errors={errors} />
        </p>
        <p>
          <label htmlFor="audit-to">To</label>
          <input
            id="audit-to"
            name="to"
            type="date"
            defaultValue={values.to}
            aria-describedby={described("to")}
            aria-invalid={invalid("to")}
          />
          <FieldError name="to" errors={errors} />
        </p>
      </div>
      <p className="audit-filters__actions">
        <button type="submit">Filter</button> <a href="/admin/audit-log">Clear filters</a>
      </p>
    </form>
  );
}
