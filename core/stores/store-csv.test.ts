import { describe, expect, it } from "vitest";
import { readStoreCsv, STORE_CSV_COLUMNS, storesToCsv } from "./store-csv";
import { readStoreForm } from "./store-form";
import { STORE_IMPORT_LIMITS } from "../limits/limits";
import type { AdminStore } from "../schemas/admin-stores";

const store: AdminStore = {
  id: 1001,
  url: "/stores/columbus",
  name: "=Columbus, Short North",
  slug: "columbus",
  store_number: "1",
  address_1: "1 High St",
  address_2: "",
  city: "Columbus",
  state: "OH",
  postal_code: "43215",
  phone: "614-555-0101",
  hours: "7am-10pm",
  latitude: 39.98,
  longitude: -83.0,
  is_selectable: true,
  store_group_ids: [1, 2],
  store_segment_ids: [],
  related_catering_store_id: 2001,
  related_wine_store_id: null,
  related_shopping_id: null,
};

describe("stores as CSV", () => {
  it("exports every field and reads the export back to the same fields", () => {
    const csv = storesToCsv([store]);
    expect(csv.split("\r\n")[0]).toBe(STORE_CSV_COLUMNS.join(","));
    expect(csv).toContain(`"'=Columbus, Short North"`);
    const read = readStoreCsv(csv);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const { id, url: _url, ...fields } = store;
    expect(read.rows).toEqual([{ row: 2, id, fields }]);
  });

  it("names each bad cell by row and column, and repeated ids and slugs", () => {
    const read = readStoreCsv("id,name,slug,latitude,is_selectable,store_group_ids\n1,A,a,x,yes,1\n1,B,a,2,perhaps,1;b\n0,,b,,,\n");
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual([
      { row: 2, column: "latitude", reason: "must be a decimal number" },
      { row: 3, column: "is_selectable", reason: "must be true or false" },
      { row: 3, column: "store_group_ids", reason: "must be ids separated by ;" },
      { row: 3, column: "id", reason: "repeats the store of row 2" },
      { row: 3, column: "slug", reason: "repeats the slug of row 2" },
      { row: 4, column: "id", reason: "must be a positive whole number" },
      { row: 4, column: "is_selectable", reason: "must be true or false" },
      { row: 4, column: "name", reason: "is required" },
    ]);
  });

  it("refuses a header without the required columns, or with unknown or repeated ones", () => {
    const read = readStoreCsv("id,name,name,colour\n");
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual([
      { row: 1, column: "name", reason: "appears twice" },
      { row: 1, column: "colour", reason: "is not a store column" },
      { row: 1, column: "slug", reason: "is required" },
    ]);
  });

  it("refuses more rows than the limit before parsing them", () => {
    const read = readStoreCsv(`id,name,slug\n${"1,a,a\n".repeat(STORE_IMPORT_LIMITS.maxRows + 1)}`);
    expect(read).toMatchObject({ ok: false, status: 413 });
  });

  it("reads the admin's store form the same way: an unticked box is false, ticked groups are the groups", () => {
    const form = new URLSearchParams([
      ...Object.entries({ name: "Akron", slug: "akron", latitude: "41.1", longitude: "", related_wine_store_id: "3001" }),
      ["store_group_ids", "2"],
      ["store_group_ids", "4"],
    ]);
    expect(readStoreForm(form, false)).toMatchObject({
      ok: true,
      fields: {
        name: "Akron",
        latitude: 41.1,
        longitude: null,
        is_selectable: false,
        store_group_ids: [2, 4],
        related_wine_store_id: 3001,
      },
    });
    expect(readStoreForm(new URLSearchParams({ name: "", slug: "Bad Slug" }), true)).toMatchObject({
      ok: false,
      errors: { id: expect.any(String), name: "is required", slug: expect.any(String) },
    });
  });
});
