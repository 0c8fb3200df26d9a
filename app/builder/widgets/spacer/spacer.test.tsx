import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { spacer } from "./spacer";

const W = ".elementor-1 .elementor-element.elementor-element-w1";

describe("spacer widget", () => {
  it("is an empty box whatever its settings (its height is CSS)", () => {
    expect(renderWidget(spacer, {})).toBe('<div class="elementor-spacer"><div class="elementor-spacer-inner"></div></div>');
    expect(renderWidget(spacer, { space: "<b>" })).toBe('<div class="elementor-spacer"><div class="elementor-spacer-inner"></div></div>');
  });
  it("sets its space per device and ignores unsafe values", () => {
    expect(
      widgetCss(spacer, { space: { unit: "px", size: 80 }, space_tablet: { unit: "vh", size: 5 }, space_mobile: { unit: "px", size: 24 } }),
    ).toBe(
      `${W} .elementor-spacer-inner{--spacer-size:80px}` +
        `@media (max-width:1024px){${W} .elementor-spacer-inner{--spacer-size:5vh}}` +
        `@media (max-width:767px){${W} .elementor-spacer-inner{--spacer-size:24px}}`,
    );
    expect(widgetCss(spacer, { space: { unit: "px", size: "1;color:red" } })).toBe("");
    expect(widgetCss(spacer, { space: { unit: "custom", size: "calc(2rem + 10px)" } })).toBe(
      `${W} .elementor-spacer-inner{--spacer-size:calc(2rem + 10px)}`,
    );
  });
});
