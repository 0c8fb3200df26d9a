import { describe, expect, it } from "vitest";
import { chromePartsIn, departmentMenuShows } from "./site-chrome";

describe("site chrome places", () => {
  it("lists the parts a header's HTML holds, once each, in the parts' order", () => {
    const html =
      '<div class="e-con"><div class="aisle-chrome" data-aisle-chrome="cart-link"></div>' +
      '<div data-aisle-chrome="department-menu" data-shows="button"></div><div data-aisle-chrome="department-menu"></div>' +
      '<div data-aisle-chrome="store-box"></div><div data-aisle-chrome="unknown-part"></div></div>';
    expect(chromePartsIn(html)).toEqual(["store-box", "cart-link", "department-menu"]);
    expect(chromePartsIn("<p>data-aisle-chrome=&quot;cart-link&quot;</p>")).toEqual([]);
  });
  it("reads a department menu's choice, both by default", () => {
    expect(departmentMenuShows("button")).toBe("button");
    expect(departmentMenuShows("menu")).toBe("menu");
    expect(departmentMenuShows("anything")).toBe("both");
    expect(departmentMenuShows(null)).toBe("both");
  });
});
