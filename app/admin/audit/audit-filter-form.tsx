import type { ReactNode } from "react";
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

/** One filter: its label, its control (named by the filter, tied to its message) and its message. */
function Filter({
  name,
  errors,
  children,
}: {
  name: keyof AuditFilterValues;
  errors: Errors;
  children: (control: { id: string; name: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}) {
  const id = `audit-${name}`;
  return (
    <p>
      <label htmlFor={id}>{LABELS[name]}</label>
      {children({
        id,
        name,
        "aria-describedby": errors[name] ? `${id}-error` : undefined,
        "aria-invalid": errors[name] ? true : undefined,
      })}
      <FieldError name={name} errors={errors} />
    </p>
  );
}

/** A filter chosen from a list, "Any ..." first. */
function ChoiceFilter({
  name,
  anyLabel,
  choices,
  values,
  errors,
}: {
  name: "action" | "entity";
  anyLabel: string;
  choices: string[];
  values: AuditFilterValues;
  errors: Errors;
}) {
  return (
    <Filter name={name} errors={errors}>
      {(control) => (
        <select {...control} defaultValue={values[name]}>
          <option value="">{anyLabel}</option>
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      )}
    </Filter>
  );
}

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
  return (
    <form method="get" action="/admin/audit-log" aria-label="Filter the audit log" className="audit-filters">
      <div className="admin-fields">
        <Filter name="actor" errors={errors}>
          {(control) => <input {...control} type="search" defaultValue={values.actor} maxLength={200} />}
        </Filter>
        <ChoiceFilter name="action" anyLabel="Any action" choices={choices.actions} values={values} errors={errors} />
        <ChoiceFilter name="entity" anyLabel="Any entity" choices={choices.entities} values={values} errors={errors} />
        <Filter name="from" errors={errors}>
          {(control) => <input {...control} type="date" defaultValue={values.from} />}
        </Filter>
        <Filter name="to" errors={errors}>
          {(control) => <input {...control} type="date" defaultValue={values.to} />}
        </Filter>
      </div>
      <p className="audit-filters__actions">
        <button type="submit">Filter</button> <a href="/admin/audit-log">Clear filters</a>
      </p>
    </form>
  );
}
