import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { iconList } from "./icon-list";
import { iconListSettings } from "./settings";

const W = ".elementor-1 .elementor-element.elementor-element-w1";
const item = (text: string, extra: Record<string, unknown> = {}) => ({
  text,
  selected_icon: { value: "fas fa-check", library: "fa-solid" },
  ...extra,
});

describe("icon-list widget", () => {
  it("defaults to Elementor's three items, stacked", () => {
    const html = renderWidget(iconList, {});
    expect(html.match(/<li class="elementor-icon-list-item">/g)).toHaveLength(3);
    expect(html).toContain('<span class="elementor-icon-list-text">List Item #1</span>');
    expect(html).toMatch(
      /^<ul class="elementor-icon-list-items"><li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><svg class="e-font-icon-svg e-fas-check" [^>]*aria-hidden="true">/,
    );
    expect(iconList.classes!(iconListSettings.parse({}))).toEqual([
      "elementor-icon-list--layout-traditional",
      "elementor-list-item-link-full_width",
    ]);
  });
  it("renders each item's icon, text and link; inline items in a flex list", () => {
    const html = renderWidget(iconList, {
      view: "inline",
      icon_list: [
        item("Free delivery over $35", { link: { url: "/delivery" } }),
        item("Open 7am to 10pm", { selected_icon: { value: "far fa-clock", library: "fa-regular" } }),
      ],
    });
    expect(html).toMatch(
      /^<ul class="elementor-icon-list-items elementor-inline-items"><li class="elementor-icon-list-item elementor-inline-item"><a href="\/delivery"><span class="elementor-icon-list-icon"><svg [^>]*e-fas-check/,
    );
    expect(html).toContain('<span class="elementor-icon-list-text">Free delivery over $35</span></a></li>');
    expect(html).toContain("e-far-clock");
    expect(iconList.classes!(iconListSettings.parse({ view: "inline", link_click: "inline", icon_align: "center" }))).toEqual([
      "elementor-icon-list--layout-inline",
      "elementor-list-item-link-inline",
      "elementor-align-center",
    ]);
  });
  it("takes an item's older icon class, leaves an item without icon its text only", () => {
    const html = renderWidget(iconList, {
      icon_list: [
        { text: "Old", icon: "fa fa-star" },
        { text: "None", selected_icon: { value: "", library: "" } },
      ],
    });
    expect(html).toContain("e-fas-star");
    expect(html).toContain('<li class="elementor-icon-list-item"><span class="elementor-icon-list-text">None</span></li>');
  });
  it("prints item text as inline HTML without handlers, neutralises script links and names a link that has only an icon", () => {
    const html = renderWidget(iconList, {
      icon_list: [
        item("<u>Hours</u><img src=x onerror=alert(1)>", { link: { url: "javascript:alert(1)" } }),
        { text: "", selected_icon: { value: "fas fa-phone" }, link: { url: "tel:5551234" } },
      ],
    });
    expect(html).toContain('<span class="elementor-icon-list-text"><u>Hours</u></span>');
    expect(html).not.toContain("onerror");
    expect(html).toContain('<a href="#">');
    expect(html).toContain('<a href="tel:5551234" aria-label="Phone">');
  });
  it("renders the defaults for garbage, skips items that are not objects, and nothing for an empty list", () => {
    expect(renderWidget(iconList, { icon_list: "x", view: 7, link_click: [] })).toBe(renderWidget(iconList, {}));
    expect(renderWidget(iconList, { icon_list: [3, null, item("Kept", { text: 5 })] })).toContain(
      '<span class="elementor-icon-list-text">List Item</span>',
    );
    expect(renderWidget(iconList, { icon_list: [] })).toBe("");
  });
  it("styles spacing, alignment and the divider of a stacked list", () => {
    const css = widgetCss(iconList, {
      space_between: { unit: "px", size: 12 },
      icon_align: "center",
      icon_align_mobile: "left",
      divider: "yes",
      divider_style: "dashed",
      divider_weight: { unit: "px", size: 2 },
      divider_color: "#d9d9d9",
      divider_width: { unit: "%", size: 80 },
    });
    expect(css).toContain(
      `${W} .elementor-icon-list-item{justify-content:center}${W} .elementor-icon-list-item > a{justify-content:center}${W} .elementor-inline-items{justify-content:center}`,
    );
    expect(css).toContain(
      `${W} .elementor-icon-list-item:not(:last-child){padding-bottom:calc(12px / 2)}${W} .elementor-icon-list-item:not(:first-child){margin-top:calc(12px / 2)}`,
    );
    expect(css).toContain(`${W} .elementor-icon-list-item:not(:last-child)::after{content:"";border-top:2px dashed #d9d9d9;width:80%}`);
    expect(css).toContain(`@media (max-width:767px){${W} .elementor-icon-list-item{justify-content:flex-start}`);
  });
  it("styles the spacing and divider of an inline list beside each item", () => {
    const css = widgetCss(iconList, {
      view: "inline",
      space_between: { unit: "px", size: 20 },
      divider: "yes",
      divider_height: { unit: "%", size: 60 },
    });
    expect(css).toContain(
      `${W} .elementor-icon-list-item{margin-inline:calc(20px / 2)}${W} .elementor-icon-list-items{margin-inline:calc(20px / -2)}`,
    );
    expect(css).toContain(
      `${W} .elementor-icon-list-item:not(:last-child)::after{content:"";border-inline-start:1px solid #ddd;height:60%}`,
    );
  });
  it("styles icon colour, hover colour, size, gap and alignment, text colours and typography", () => {
    const css = widgetCss(iconList, {
      icon_color: "#1f6f43",
      icon_color_hover: "#14532d",
      icon_size: { unit: "px", size: 18 },
      icon_size_tablet: { unit: "px", size: 16 },
      text_indent: { unit: "px", size: 8 },
      icon_self_vertical_align: "flex-start",
      text_color: "#1b1b1b",
      text_color_hover: "#000000",
      icon_typography_typography: "custom",
      icon_typography_font_weight: "600",
    });
    expect(css).toBe(
      `${W}{--e-icon-list-icon-size:18px;--icon-vertical-align:flex-start}` +
        `${W} .elementor-icon-list-icon{color:#1f6f43;padding-inline-end:8px}` +
        `${W} .elementor-icon-list-item:hover .elementor-icon-list-icon{color:#14532d}` +
        `${W} .elementor-icon-list-text{color:#1b1b1b}` +
        `${W} .elementor-icon-list-item:hover .elementor-icon-list-text{color:#000000}` +
        `${W} .elementor-icon-list-item > .elementor-icon-list-text{font-weight:600}${W} .elementor-icon-list-item > a{font-weight:600}` +
        `@media (max-width:1024px){${W}{--e-icon-list-icon-size:16px}}`,
    );
  });
});
