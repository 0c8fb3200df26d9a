import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { Icon } from "./icon";
import { hasIcon, iconLabel, iconShape } from "./icon-library";
import { iconOrLegacy, iconSetting, optionalIconSetting, widgetIcon } from "./icon-setting";

const shape = (value: string, library = "") => iconShape({ value, library });

describe("icon shapes", () => {
  it("reads Font Awesome 4, 5 and 6 class forms", () => {
    expect(shape("fas fa-star", "fa-solid")?.name).toBe("e-fas-star");
    expect(shape("fa-solid fa-star")?.name).toBe("e-fas-star");
    expect(shape("fa fa-star")?.name).toBe("e-fas-star");
    expect(shape("far fa-heart", "fa-regular")?.name).toBe("e-far-heart");
    expect(shape("fab fa-facebook", "fa-brands")?.name).toBe("e-fab-facebook");
  });
  it("finds icons by their older names (aliases)", () => {
    expect(shape("fas fa-search")?.paths.length).toBeGreaterThan(0);
    expect(shape("fas fa-shopping-cart")?.paths.length).toBeGreaterThan(0);
  });
  it("maps the common eicons to Font Awesome", () => {
    expect(shape("eicon-star")?.name).toBe("e-fas-star");
    expect(shape("eicon-facebook")?.name).toBe("e-fab-facebook");
    expect(shape("eicon-no-such-thing")).toBeNull();
  });
  it("falls back to the solid icon when a style lacks the name, and is null for unknown names", () => {
    expect(shape("far fa-carrot")?.name).toBe("e-fas-carrot");
    expect(shape("fas fa-not-an-icon")).toBeNull();
    expect(shape("")).toBeNull();
  });
});

describe("icon setting", () => {
  it("parses any stored value", () => {
    expect(iconSetting.parse([])).toEqual({ value: "", library: "" });
    expect(iconSetting.parse({ value: 3 })).toEqual({ value: "", library: "" });
    expect(iconSetting.parse({ value: { url: "/a.svg", id: 4 }, library: "svg" }).library).toBe("svg");
  });
  it("takes the legacy `icon` class when the new control is empty", () => {
    expect(iconOrLegacy({ value: "", library: "" }, "fa fa-check")).toEqual({ value: "fa fa-check", library: "fa-solid" });
    expect(iconOrLegacy({ value: "fas fa-star", library: "fa-solid" }, "fa fa-check").value).toBe("fas fa-star");
  });
});

describe("<Icon>", () => {
  it("is inline, decorative SVG by default", () => {
    const html = renderToStaticMarkup(<Icon icon={{ value: "fas fa-star", library: "fa-solid" }} />);
    expect(html).toMatch(/^<svg class="e-font-icon-svg e-fas-star" viewBox="0 0 \d+ \d+"[^>]* aria-hidden="true"><path d="M/);
  });
  it("is a named image with a label", () => {
    expect(renderToStaticMarkup(<Icon icon={{ value: "fas fa-star", library: "fa-solid" }} label="Favourite" />)).toContain(
      'role="img" aria-label="Favourite"',
    );
  });
  it("shows an uploaded SVG through a safe address, and nothing for an unknown icon", () => {
    expect(renderToStaticMarkup(<Icon icon={{ value: { url: "javascript:alert(1)" }, library: "svg" }} />)).toContain('src="#"');
    expect(renderToStaticMarkup(<Icon icon={{ value: "fas fa-nope", library: "fa-solid" }} />)).toBe("");
  });
});

describe("a widget's icon", () => {
  const STAR = { value: "fas fa-star", library: "fa-solid" };
  it("is the control's value, else the older class, else the widget's default; emptied on purpose it is none", () => {
    expect(widgetIcon(optionalIconSetting.parse({ value: "fas fa-leaf", library: "fa-solid" }), "fa fa-check", STAR).value).toBe(
      "fas fa-leaf",
    );
    expect(widgetIcon(optionalIconSetting.parse(undefined), "fa fa-check", STAR)).toEqual({ value: "fa fa-check", library: "fa-solid" });
    expect(widgetIcon(optionalIconSetting.parse(undefined), undefined, STAR)).toEqual(STAR);
    expect(widgetIcon(optionalIconSetting.parse(["garbage"]), undefined, STAR)).toEqual(STAR);
    expect(widgetIcon(optionalIconSetting.parse({ value: "", library: "" }), undefined, STAR).value).toBe("");
  });
  it("shows only when it is known or uploaded", () => {
    expect(hasIcon(STAR)).toBe(true);
    expect(hasIcon({ value: { url: "/icons/basket.svg" }, library: "svg" })).toBe(true);
    expect(hasIcon({ value: "fas fa-no-such", library: "fa-solid" })).toBe(false);
    expect(hasIcon({ value: "", library: "" })).toBe(false);
  });
  it("has a readable name for a link that holds only the icon", () => {
    expect(iconLabel({ value: "fab fa-facebook-f", library: "fa-brands" })).toBe("Facebook");
    expect(iconLabel({ value: "fas fa-shopping-cart", library: "fa-solid" })).toBe("Shopping cart");
    expect(iconLabel({ value: "eicon-phone", library: "eicons" })).toBe("Phone");
    expect(iconLabel({ value: { url: "/uploads/store-map_pin.svg?v=2" }, library: "svg" })).toBe("Store map pin");
    expect(iconLabel({ value: "", library: "" })).toBe("Link");
  });
});
