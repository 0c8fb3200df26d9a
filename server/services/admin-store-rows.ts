/** A store's row and the admin's view of it, both ways. */
import type { stores } from "../db/schema";
import type { AdminStore, StoreFields } from "../../core/schemas/admin-stores";

export type StoreRow = typeof stores.$inferSelect;
export type StoreInsert = typeof stores.$inferInsert;

export function toAdminStore(row: StoreRow): AdminStore {
  const rel = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : null);
  return {
    id: row.id,
    url: `/stores/${row.slug}`,
    name: row.name,
    slug: row.slug,
    store_number: row.storeNumber,
    address_1: row.address1,
    address_2: row.address2,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    phone: row.phone,
    hours: row.hours,
    latitude: row.latitude,
    longitude: row.longitude,
    is_selectable: row.isSelectable,
    store_group_ids: row.storeGroupIds,
    store_segment_ids: row.storeSegmentIds,
    related_catering_store_id: rel(row.otherAttributes.related_catering_store_id),
    related_wine_store_id: rel(row.otherAttributes.related_wine_store_id),
    related_shopping_id: rel(row.otherAttributes.related_shopping_id),
  };
}

/** The row's columns for a set of fields; other attributes merged into what the store held. */
export function toColumns(fields: Partial<StoreFields>, previous?: StoreRow): Partial<StoreInsert> {
  const out: Partial<StoreInsert> = {};
  const map: [keyof StoreFields, keyof StoreInsert][] = [
    ["name", "name"],
    ["slug", "slug"],
    ["store_number", "storeNumber"],
    ["address_1", "address1"],
    ["address_2", "address2"],
    ["city", "city"],
    ["state", "state"],
    ["postal_code", "postalCode"],
    ["phone", "phone"],
    ["hours", "hours"],
    ["latitude", "latitude"],
    ["longitude", "longitude"],
    ["is_selectable", "isSelectable"],
    ["store_group_ids", "storeGroupIds"],
    ["store_segment_ids", "storeSegmentIds"],
  ];
  for (const [field, column] of map) if (fields[field] !== undefined) (out as Record<string, unknown>)[column] = fields[field];
  const relations = ["related_catering_store_id", "related_wine_store_id", "related_shopping_id"] as const;
  if (relations.some((r) => fields[r] !== undefined)) {
    const attrs: Record<string, unknown> = {
      ...(previous?.otherAttributes ?? {}),
    };
    for (const r of relations) {
      if (fields[r] === null) delete attrs[r];
      else if (fields[r] !== undefined) attrs[r] = fields[r];
    }
    out.otherAttributes = attrs;
  }
  return out;
}

export const RELATED = ["related_catering_store_id", "related_wine_store_id", "related_shopping_id"] as const;
