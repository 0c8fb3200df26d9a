import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { icon } from "./icon";
import { iconSettings } from "./settings";

const W = ".elementor-1 .elementor-element.elementor-element-w1";

describe("icon widget", () => {
  it("defaults to a decorative star in a div, in the default view", () => {
    const html = renderWidget(icon, {});
    expect(html).toMatch(
      /^<div class="elementor-icon-wrapper"><div class="elementor-icon"><svg class="e-font-icon-svg e-fas-star" [^>]*aria-hidden="true">/,
    );
    expect(icon.classes!(iconSettings.parse({}))).toEqual(["elementor-view-default"]);
  });
  it("puts the view and shape on the wrapper as Elementor's prefix classes", () => {
    expect(icon.classes!(iconSettings.parse({ view: "stacked", shape: "rounded" }))).toEqual([
      "elementor-view-stacked",
      "elementor-shape-rounded",
    ]);
    expect(icon.classes!(iconSettings.parse({ view: "framed" }))).toEqual(["elementor-view-framed", "elementor-shape-circle"]);
  });
  it("is a link named after its icon when it has a link, opening external links safely", () => {
    const html = renderWidget(icon, {
      selected_icon: { value: "fab fa-facebook-f", library: "fa-brands" },
      link: { url: "https://facebook.com/harvestlane", is_external: "on" },
      hover_animation: "grow",
    });
    expect(html).toMatch(
      /^<div class="elementor-icon-wrapper"><a class="elementor-icon elementor-animation-grow" href="https:\/\/facebook.com\/harvestlane" target="_blank" rel="noopener noreferrer" aria-label="Facebook"><svg /,
    );
  });
  it("neutralises script links", () => {
    expect(renderWidget(icon, { link: { url: "javascript:alert(1)" } })).toContain('href="#"');
  });
  it("takes an older export's icon class, shows nothing for an emptied or unknown icon", () => {
    expect(renderWidget(icon, { icon: "fa fa-phone" })).toContain("e-fas-phone");
    expect(renderWidget(icon, { selected_icon: { value: "", library: "" } })).toBe("");
    expect(renderWidget(icon, { selected_icon: { value: "fas fa-no-such-icon", library: "fa-solid" } })).toBe("");
  });
  it("renders the defaults for garbage settings", () => {
    const html = renderWidget(icon, { selected_icon: 42, view: ["x"], shape: {}, link: "https://x", hover_animation: "<b>" });
    expect(html).toBe(renderWidget(icon, {}));
    expect(icon.classes!(iconSettings.parse({ view: 3, shape: "triangle" }))).toEqual(["elementor-view-default"]);
  });
  it("styles alignment per device, size, colours of each view, padding, rotation, border and corners", () => {
    expect(
      widgetCss(icon, {
        align: "left",
        align_mobile: "center",
        size: { unit: "px", size: 80 },
        primary_color: "#1f6f43",
        hover_primary_color: "#14532d",
        rotate: { unit: "deg", size: 45 },
      }),
    ).toBe(
      `${W} .elementor-icon-wrapper{text-align:left}` +
        `${W} .elementor-icon{color:#1f6f43;border-color:#1f6f43;font-size:80px}` +
        `${W} .elementor-icon:hover{color:#14532d;border-color:#14532d}` +
        `${W} .elementor-icon:focus-visible{color:#14532d;border-color:#14532d}` +
        `${W} .elementor-icon svg{transform:rotate(45deg)}` +
        `@media (max-width:767px){${W} .elementor-icon-wrapper{text-align:center}}`,
    );
    expect(
      widgetCss(icon, {
        view: "stacked",
        primary_color: "#ffd000",
        secondary_color: "#1b1b1b",
        icon_padding: { unit: "em", size: 0.4 },
        border_radius: { unit: "%", top: "20", right: "20", bottom: "20", left: "20" },
      }),
    ).toBe(
      `${W} .elementor-icon{background-color:#ffd000;color:#1b1b1b;padding:0.4em;border-top-left-radius:20%;border-top-right-radius:20%;border-bottom-right-radius:20%;border-bottom-left-radius:20%}`,
    );
    expect(
      widgetCss(icon, {
        view: "framed",
        primary_color: "#b3261e",
        secondary_color: "#ffffff",
        border_width: { unit: "px", top: "4", right: "4", bottom: "4", left: "4" },
      }),
    ).toBe(
      `${W} .elementor-icon{color:#b3261e;border-color:#b3261e;background-color:#ffffff;border-top-width:4px;border-right-width:4px;border-bottom-width:4px;border-left-width:4px}`,
    );
  });
  it("writes nothing for unsafe style values", () => {
    expect(
      widgetCss(icon, { primary_color: "red;background:url(x)", size: { unit: "px;", size: 10 }, rotate: { unit: "deg", size: "1)" } }),
    ).toBe("");
  });
});
