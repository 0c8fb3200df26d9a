import { describe, expect, it } from "vitest";
import { fillPlaces } from "./chrome-places";

describe("filling places", () => {
  const html =
    '<div class="e-con"><div class="aisle-chrome" data-aisle-chrome="cart-link"><a href="/cart">Cart</a></div>' +
    '<div class="w"><div class="aisle-chrome" data-aisle-chrome="department-menu" data-shows="button"><div><nav>x</nav></div></div></div>' +
    '<div data-aisle-chrome="unknown-part"><p>kept</p></div><div data-aisle-chrome="store-box"></div></div>';

  it("replaces what each known place holds, up to the div that closes it, and passes its department menu choice", () => {
    const seen: [string, string | null][] = [];
    const filled = fillPlaces(html, (part, shows) => {
      seen.push([part, shows]);
      return `<b>${part}</b>`;
    });
    expect(seen).toEqual([
      ["cart-link", null],
      ["department-menu", "button"],
      ["store-box", null],
    ]);
    expect(filled).toBe(
      '<div class="e-con"><div class="aisle-chrome" data-aisle-chrome="cart-link"><b>cart-link</b></div>' +
        '<div class="w"><div class="aisle-chrome" data-aisle-chrome="department-menu" data-shows="button"><b>department-menu</b></div></div>' +
        '<div data-aisle-chrome="unknown-part"><p>kept</p></div><div data-aisle-chrome="store-box"><b>store-box</b></div></div>',
    );
  });

  it("keeps a place whose fill is undefined, and HTML without places, as they are", () => {
    expect(fillPlaces(html, (part) => (part === "cart-link" ? undefined : ""))).toBe(
      '<div class="e-con"><div class="aisle-chrome" data-aisle-chrome="cart-link"><a href="/cart">Cart</a></div>' +
        '<div class="w"><div class="aisle-chrome" data-aisle-chrome="department-menu" data-shows="button"></div></div>' +
        '<div data-aisle-chrome="unknown-part"><p>kept</p></div><div data-aisle-chrome="store-box"></div></div>',
    );
    expect(fillPlaces("<p>no places</p>", () => "x")).toBe("<p>no places</p>");
  });
});
