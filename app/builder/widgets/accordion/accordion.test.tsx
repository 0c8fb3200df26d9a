import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { accordion } from "./accordion";

const W = ".elementor-1 .elementor-element.elementor-element-w1";
const items = (html: string) => [...html.matchAll(/<details[^>]*>/g)].map((m) => m[0]);

describe("accordion widget", () => {
  it("defaults to Elementor's two items, the first open, one open at a time with no script", () => {
    const html = renderWidget(accordion, {});
    expect(items(html)).toEqual([
      '<details class="elementor-accordion-item" open="" name="elementor-accordion-w1">',
      '<details class="elementor-accordion-item" name="elementor-accordion-w1">',
    ]);
    expect(html).toContain(
      '<summary id="elementor-tab-title-w1-1" class="elementor-tab-title elementor-active" data-tab="1" aria-controls="elementor-tab-content-w1-1"><span class="elementor-accordion-icon elementor-accordion-icon-left" aria-hidden="true"><span class="elementor-accordion-icon-closed"><svg class="e-font-icon-svg e-fas-plus"',
    );
    expect(html).toContain('<span class="elementor-accordion-icon-opened"><svg class="e-font-icon-svg e-fas-minus"');
    expect(html).toContain(
      '<span class="elementor-accordion-title">Accordion #1</span></summary><div id="elementor-tab-content-w1-1" class="elementor-tab-content elementor-clearfix elementor-active" data-tab="1" role="region" aria-labelledby="elementor-tab-title-w1-1">Lorem ipsum dolor sit amet',
    );
    expect(html).toContain('<span class="elementor-accordion-title">Accordion #2</span>');
    expect(html).not.toContain("application/ld+json");
  });

  it("puts the title in its heading inside the summary, the icon at the end, the chosen icons", () => {
    const html = renderWidget(accordion, {
      title_html_tag: "h3",
      icon_align: "right",
      selected_icon: { value: "fas fa-chevron-down", library: "fa-solid" },
      selected_active_icon: { value: "fas fa-chevron-up", library: "fa-solid" },
      tabs: [{ tab_title: "Do you deliver?", tab_content: "<p>Every day.</p>" }],
    });
    expect(html).toContain(
      '<span class="elementor-accordion-icon elementor-accordion-icon-right" aria-hidden="true"><span class="elementor-accordion-icon-closed"><svg class="e-font-icon-svg e-fas-chevron-down"',
    );
    expect(html).toContain('<span class="elementor-accordion-icon-opened"><svg class="e-font-icon-svg e-fas-chevron-up"');
    expect(html).toContain('<h3 class="elementor-accordion-title">Do you deliver?</h3></summary>');
    expect(html).toContain('aria-labelledby="elementor-tab-title-w1-1"><p>Every day.</p></div>');
  });

  it("reads the older Font Awesome 4 icon, and shows no icon when the stored one is empty", () => {
    expect(renderWidget(accordion, { icon: "fa fa-chevron-right", icon_active: "fa fa-chevron-down" })).toContain(
      '<svg class="e-font-icon-svg e-fas-chevron-right"',
    );
    expect(renderWidget(accordion, { selected_icon: { value: "fas fa-no-such-icon", library: "fa-solid" }, tabs: [{}] })).toContain(
      '<span class="elementor-accordion-icon elementor-accordion-icon-left" aria-hidden="true"><span class="elementor-accordion-icon-closed"></span>',
    );
    const none = renderWidget(accordion, { selected_icon: { value: "", library: "" } });
    expect(none).not.toContain("elementor-accordion-icon");
    expect(none).toContain(
      '<summary id="elementor-tab-title-w1-1" class="elementor-tab-title elementor-active" data-tab="1" aria-controls="elementor-tab-content-w1-1"><span class="elementor-accordion-title">',
    );
  });

  it("writes the FAQ schema when asked, its text from the content, nothing able to end the script", () => {
    const html = renderWidget(accordion, {
      faq_schema: "yes",
      tabs: [
        { tab_title: "Can I return produce?", tab_content: "<p>Yes, within <b>7 days</b> &amp; with a receipt.</p>" },
        { tab_title: "<b>Bread?</b> </script><script>alert(1)</script>", tab_content: "<p>Never</p>" },
      ],
    });
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Can I return produce?",
          acceptedAnswer: { "@type": "Answer", text: "Yes, within 7 days & with a receipt." },
        },
        { "@type": "Question", name: "Bread?", acceptedAnswer: { "@type": "Answer", text: "Never" } },
      ],
    });
  });

  it("prints titles as inline HTML without what could run; keeps the content's HTML, sanitized by its allow-list", () => {
    const html = renderWidget(accordion, {
      tabs: [{ tab_title: '<span style="color:#d57c48">1 DAY</span><img src=x onerror="alert(1)">', tab_content: "<em>fresh</em>" }],
    });
    expect(html).toContain('<span class="elementor-accordion-title"><span style="color:#d57c48">1 DAY</span></span>');
    expect(html).not.toContain("onerror");
    expect(html).toContain("><em>fresh</em></div>");
  });

  it("falls back per field on garbage, leaves out items that are not objects, renders nothing without items", () => {
    const garbage = renderWidget(accordion, {
      tabs: "many",
      title_html_tag: "script",
      icon_align: 3,
      faq_schema: "maybe",
      selected_icon: 7,
    });
    expect(garbage).toBe(renderWidget(accordion, { selected_icon: { value: "", library: "" } }));
    expect(renderWidget(accordion, [])).toBe(renderWidget(accordion, {}));
    const mixed = renderWidget(accordion, { tabs: [null, "x", { tab_title: 5 }, []] });
    expect(items(mixed)).toHaveLength(1);
    expect(mixed).toContain("Accordion Title</span>");
    expect(mixed).toContain("Accordion Content</div>");
    expect(renderWidget(accordion, { tabs: [] })).toBe("");
  });

  it("styles the items' border, the title, the icon and the content", () => {
    const css = widgetCss(accordion, {
      border_width: { unit: "px", size: 2 },
      border_color: "#d9d9d9",
      title_background: "#f5f5f5",
      title_color: "#1b1b1b",
      tab_active_color: "#14532d",
      title_typography_typography: "custom",
      title_typography_font_size: { unit: "px", size: 18 },
      title_padding: { unit: "px", top: "12", right: "16", bottom: "12", left: "16" },
      title_padding_mobile: { unit: "px", top: "8", right: "8", bottom: "8", left: "8" },
      icon_color: "#1f6f43",
      icon_active_color: "#000000",
      icon_space: { unit: "px", size: 12 },
      content_background_color: "#ffffff",
      content_color: "#333333",
      content_padding: { unit: "em", top: "1", right: "1", bottom: "1", left: "1" },
    });
    const item = `${W} > .elementor-accordion > .elementor-accordion-item`;
    expect(css).toContain(`${item}{border-width:2px;border-color:#d9d9d9}`);
    expect(css).toContain(
      `${item} > .elementor-tab-title{background-color:#f5f5f5;color:#1b1b1b;font-size:18px;padding-top:12px;padding-right:16px;padding-bottom:12px;padding-left:16px}`,
    );
    expect(css).toContain(`${W} > .elementor-accordion > .elementor-accordion-item[open] > .elementor-tab-title{color:#14532d}`);
    expect(css).toContain(`${item} > .elementor-tab-title > .elementor-accordion-icon{color:#1f6f43;margin-right:12px}`);
    expect(css).toContain(
      `${W} > .elementor-accordion > .elementor-accordion-item[open] > .elementor-tab-title > .elementor-accordion-icon{color:#000000}`,
    );
    expect(css).toContain(
      `${item} > .elementor-tab-content{border-top-width:2px;border-top-color:#d9d9d9;background-color:#ffffff;color:#333333;padding-top:1em;padding-right:1em;padding-bottom:1em;padding-left:1em}`,
    );
    expect(css).toContain(
      `@media (max-width:767px){${item} > .elementor-tab-title{padding-top:8px;padding-right:8px;padding-bottom:8px;padding-left:8px}}`,
    );
  });

  it("writes no CSS for garbage style values", () => {
    expect(
      widgetCss(accordion, {
        border_width: "wide",
        title_color: "red;}body{display:none",
        title_padding: { top: "x" },
        icon_space: { unit: "vh", size: 3 },
      }),
    ).toBe("");
  });
});
