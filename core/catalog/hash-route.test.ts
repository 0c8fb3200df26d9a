import { describe, expect, it } from "vitest";
import { departmentIdParam, oldProductPathId, readHashRoute } from "./hash-route";

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
    expect(readHashRoute("#!/?department_id=999")?.to).toBe("/shop?department_id=999");
    expect(readHashRoute("#!/?has_offer=true")?.to).toBe("/shop/search?on_sale=1");
  });
  it("sends department and product ids to the addresses that redirect by id", () => {
    expect(readHashRoute("#!/?department_id=12")).toEqual({ storeId: null, to: "/shop?department_id=12" });
    expect(readHashRoute("#!/?store_id=1001&department_id=12")).toEqual({ storeId: 1001, to: "/shop?department_id=12" });
    expect(readHashRoute("#!/department/12")?.to).toBe("/shop?department_id=12");
    expect(readHashRoute("#!/product/123")?.to).toBe("/shop/p/123");
    expect(readHashRoute("#!/products/123")?.to).toBe("/shop/p/123");
    expect(readHashRoute("#!/p/123")?.to).toBe("/shop/p/123");
    expect(readHashRoute("#!/product/gala-apples/123")?.to).toBe("/shop/p/123");
    expect(readHashRoute("#!/?product_id=123&store_id=1003")).toEqual({ storeId: 1003, to: "/shop/p/123" });
  });
  it("sends the old list and favorites routes to their pages", () => {
    expect(readHashRoute("#!/shopping_lists")?.to).toBe("/shop/lists");
    expect(readHashRoute("#!/shopping_list/42")?.to).toBe("/shop/lists/42");
    expect(readHashRoute("#!/shopping_lists/42")?.to).toBe("/shop/lists/42");
    expect(readHashRoute("#!/shopping_list/abc")?.to).toBe("/shop/lists");
    expect(readHashRoute("#!/favorites")?.to).toBe("/shop/favorites");
  });
  it("takes nothing that is not an id for one", () => {
    for (const hash of [
      "#!/?department_id=0",
      "#!/?department_id=-1",
      "#!/?department_id=1e3",
      "#!/?department_id=99999999999",
      "#!/product/abc",
      "#!/product/",
      "#!/p/0",
      "#!/?product_id=%2F%2Fevil.test",
      "#!/department/12/13",
    ]) {
      expect(readHashRoute(hash)?.to, hash).toBeNull();
    }
  });
  it("ignores fragments that are not shop routes, and store ids that are not ids", () => {
    expect(readHashRoute("#top")).toBeNull();
    expect(readHashRoute("")).toBeNull();
    expect(readHashRoute("#!/?store_id=abc")).toEqual({ storeId: null, to: null });
    expect(readHashRoute("#!/?store_id=99999999999")).toEqual({ storeId: null, to: null });
    expect(readHashRoute("#!/search/%E0%A4%A")?.to).toBe("/shop/search?q=%25E0%25A4%25A");
  });
});

describe("the addresses by id", () => {
  it("read the old platform's product path and the shop's department_id", () => {
    expect(oldProductPathId(["produce", "fresh-fruit", "gala-apples", "p", "123"])).toBe(123);
    expect(oldProductPathId(["p", "123"])).toBe(123);
    expect(oldProductPathId(["p", "abc"])).toBeNull();
    expect(oldProductPathId(["produce"])).toBeNull();
    expect(oldProductPathId(["123"])).toBeNull();
    expect(departmentIdParam(new URLSearchParams("department_id=12"))).toBe(12);
    expect(departmentIdParam(new URLSearchParams("department_id=x"))).toBeNull();
    expect(departmentIdParam(new URLSearchParams(""))).toBeNull();
  });
});
