import type { AdminStore } from "#core/schemas/admin-stores";
import { STORE_FIELD_LIMITS as L } from "#core/limits/limits";

type Values = Record<string, string | string[]>;
interface Option {
  id: number;
  name: string;
}

const TEXT_FIELDS: [name: string, label: string, max: number][] = [
  ["name", "Name", L.name],
  ["slug", "Slug (its address: /stores/slug)", 100],
  ["store_number", "Store number", L.storeNumber],
  ["address_1", "Address", L.address],
  ["address_2", "Address, second line", L.address],
  ["city", "City", L.city],
  ["state", "State", L.state],
  ["postal_code", "Postal code", L.postalCode],
  ["phone", "Phone", L.phone],
  ["hours", "Hours", L.hours],
  ["latitude", "Latitude", 20],
  ["longitude", "Longitude", 20],
  ["store_segment_ids", "Store segment ids (separated by ;)", 1100],
];
const RELATED: [name: keyof AdminStore, label: string][] = [
  ["related_catering_store_id", "Catering store"],
  ["related_wine_store_id", "Wine store"],
  ["related_shopping_id", "Shopping store (for a catering or wine store)"],
];

/** What a field shows: what was posted (after a refusal), else the store's value. */
function shown(store: AdminStore | null, values: Values | undefined, name: string): string {
  const posted = values?.[name];
  if (typeof posted === "string") return posted;
  const v = store?.[name as keyof AdminStore];
  if (v === null || v === undefined) return "";
  return Array.isArray(v) ? v.join(";") : String(v);
}

/** Every field of a store, each labelled, with its error in place and tied to it. */
export function StoreFields(props: {
  store: AdminStore | null;
  values?: Values;
  errors: Record<string, string>;
  groups: Option[];
  stores: Option[];
}) {
  const { store, values, errors, groups, stores } = props;
  const err = (name: string) =>
    errors[name] ? (
      <span id={`${name}-error`} className="form-error">
        {errors[name]}
      </span>
    ) : null;
  const described = (name: string) => (errors[name] ? { "aria-describedby": `${name}-error`, "aria-invalid": true } : {});
  const checkedGroups = values
    ? (Array.isArray(values.store_group_ids) ? values.store_group_ids : []).map(Number)
    : (store?.store_group_ids ?? []);
  const selectable = values ? values.is_selectable === "on" : (store?.is_selectable ?? true);
  return (
    <>
      <div className="admin-fields">
        {store === null ? (
          <p>
            <label htmlFor="store-id">Store id</label>
            <input id="store-id" name="id" inputMode="numeric" required defaultValue={shown(null, values, "id")} {...described("id")} />
            {err("id")}
          </p>
        ) : null}
        {TEXT_FIELDS.map(([name, label, max]) => (
          <p key={name}>
            <label htmlFor={`store-${name}`}>{label}</label>
            <input
              id={`store-${name}`}
              name={name}
              maxLength={max}
              required={name === "name" || name === "slug"}
              defaultValue={shown(store, values, name)}
              {...described(name)}
            />
            {err(name)}
          </p>
        ))}
        {RELATED.map(([name, label]) => (
          <p key={name}>
            <label htmlFor={`store-${name}`}>{label}</label>
            <select id={`store-${name}`} name={name} defaultValue={shown(store, values, name)} {...described(name)}>
              <option value="">None</option>
              {stores
                .filter((s) => s.id !== store?.id)
                .map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.id} · {s.name}
                  </option>
                ))}
            </select>
            {err(name)}
          </p>
        ))}
      </div>
      <p>
        <input id="store-is_selectable" name="is_selectable" type="checkbox" defaultChecked={selectable} />{" "}
        <label htmlFor="store-is_selectable">Shoppers may select this store</label>
      </p>
      <fieldset {...described("store_group_ids")}>
        <legend>Store groups</legend>
        {groups.map((g) => (
          <p key={g.id}>
            <input
              id={`store-group-${g.id}`}
              type="checkbox"
              name="store_group_ids"
              value={g.id}
              defaultChecked={checkedGroups.includes(g.id)}
            />{" "}
            <label htmlFor={`store-group-${g.id}`}>{g.name}</label>
          </p>
        ))}
        {err("store_group_ids")}
      </fieldset>
    </>
  );
}
