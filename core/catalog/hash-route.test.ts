import { describe, expect, it } from "vitest";
import { readHashRoute } from "./hash-route";

describe("readHashRoute", () => {
  it("reads the store of the spec's shop links and stays on the page", () => {
    expect(readHashRoute("#!/?store_id=1001")).toEqual({ storeId: 1001, to: null });
  });
  it("sends the favorites filter to My favorites, keeping a store given with it", () => {
    expect(readHashRoute("#!/?filter=is_favorite")).toEqual({ storeId: null, to: "/shop/favorites" });
    expect(readHashRoute("#!/?store_id=7&filter=is_favorite", "/wine/shop")).toEqual({ storeId: 7, to: "/wine/shop/favorites" });
  });
  it("maps the old platform's search, department and offer forms to real pages", () => {
    expect(readHashRoute("#!/?q=red%20apples")?.to).toBe("/shop/search?q=red%20apples");
    expect(readHashRoute("#!/search/peach")?.to).toBe("/shop/search?q=peach");
    expect(readHashRoute("#!/?department_id=101", "/shop", new Map([[101, "fresh-fruit"]]))?.to).toBe("/shop/departments/fresh-fruit");
    expect(readHashRoute("#!/?department_id=999")?.to).toBeNull();
    expect(readHashRoute("#!/?has_offer=true")?.to).toBe("/shop/search?on_sale=1");
  });
  it("ignores fragments that are not shop routes, and store ids that are not ids", () => {
    expect(readHashRoute("#top")).toBeNull();
    expect(readHashRoute("")).toBeNull();
    expect(readHashRoute("#!/?store_id=abc")).toEqual({ storeId: null, to: null });
    expect(readHashRoute("#!/?store_id=99999999999")).toEqual({ storeId: null, to: null });
    expect(readHashRoute("#!/search/%E0%A4%A")?.to).toBe("/shop/search?q=%25E0%25A4%25A");
  });
});
