import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { nestedAccordion } from "./nested-accordion";

const W = ".elementor-1 .elementor-element.elementor-element-w1";
const child = (text: string, attrs = "") =>
  `<div class="e-con e-flex e-parent elementor-element elementor-element-c${text.length}" data-element_type="container"${attrs}><p>${text}</p></div>`;

describe("nested accordion widget", () => {
  it("writes Elementor's details and summaries, the first open, one open at a time with no script", () => {
    const html = renderWidget(nestedAccordion, {}, [child("Deli"), child("Bakery", ' id="bakery"')]);
    expect(html).toContain(
      '<div class="e-n-accordion"><details id="e-n-accordion-item-w1-1" class="e-n-accordion-item" open="" name="e-n-accordion-w1"><summary id="e-n-accordion-item-title-w1-1" class="e-n-accordion-item-title" data-accordion-index="1" aria-controls="e-n-accordion-content-w1-1"><span class="e-n-accordion-item-title-header"><span class="e-n-accordion-item-title-text">Item #1</span></span><span class="e-n-accordion-item-title-icon" aria-hidden="true"><span class="e-opened"><svg class="e-font-icon-svg e-fas-minus"',
    );
    expect(html).toContain('<span class="e-closed"><svg class="e-font-icon-svg e-fas-plus"');
    // Each container is the region its title names; one with its own CSS ID keeps it.
    expect(html).toContain(
      '</summary><div class="e-con e-flex e-parent elementor-element elementor-element-c4" data-element_type="container" id="e-n-accordion-content-w1-1" role="region" aria-labelledby="e-n-accordion-item-title-w1-1"><p>Deli</p></div></details>',
    );
    expect(html).toContain('aria-controls="bakery">');
    expect(html).toContain(
      'data-element_type="container" id="bakery" role="region" aria-labelledby="e-n-accordion-item-title-w1-2"><p>Bakery</p></div>',
    );
    // The third item has no container: a title alone.
    expect(html).toContain(
      '<details id="e-n-accordion-item-w1-3" class="e-n-accordion-item" name="e-n-accordion-w1"><summary id="e-n-accordion-item-title-w1-3" class="e-n-accordion-item-title" data-accordion-index="3"><span',
    );
  });

  it("starts all collapsed, lets several open, uses the title tag, custom ids and icons as set", () => {
    const html = renderWidget(
      nestedAccordion,
      {
        default_state: "all_collapsed",
        max_items_expended: "multiple",
        title_tag: "h3",
        accordion_item_title_icon: { value: "fas fa-chevron-down", library: "fa-solid" },
        accordion_item_title_icon_active: { value: "", library: "" },
        items: [
          { item_title: "Hours", element_css_id: "hours" },
          { item_title: "Parking", element_css_id: "hours" },
          { item_title: "Pharmacy", element_css_id: "bad id!" },
        ],
      },
      [child("a"), child("b"), child("c")],
    );
    expect([...html.matchAll(/<details[^>]*>/g)].map((m) => m[0])).toEqual([
      '<details id="hours" class="e-n-accordion-item">',
      '<details id="e-n-accordion-item-w1-2" class="e-n-accordion-item">',
      '<details id="e-n-accordion-item-w1-3" class="e-n-accordion-item">',
    ]);
    expect(html).toContain('<h3 class="e-n-accordion-item-title-text">Parking</h3>');
    // Without an active icon the closed one shows in both states.
    expect(html.match(/e-fas-chevron-down/g)).toHaveLength(6);
    expect(renderWidget(nestedAccordion, { title_tag: "p" }, [])).toContain('<span class="e-n-accordion-item-title-text">Item #1</span>');
  });

  it("writes the FAQ schema from the titles and the text of each container", () => {
    const html = renderWidget(
      nestedAccordion,
      { faq_schema: "yes", items: [{ item_title: "When do you open?" }, { item_title: "No answer" }] },
      [
        '<div class="e-con"><h2 class="elementor-heading-title">Hours</h2><p>7am &ndash; 10pm</p><script type="application/ld+json">{"x":1}</script></div>',
      ],
    );
    const json = JSON.parse(/<script type="application\/ld\+json">(\{"@context".*?)<\/script>/.exec(html)![1]!);
    expect(json.mainEntity).toEqual([
      { "@type": "Question", name: "When do you open?", acceptedAnswer: { "@type": "Answer", text: "Hours 7am – 10pm" } },
    ]);
  });

  it("prints titles as inline HTML without scripts and falls back per field on garbage", () => {
    const html = renderWidget(nestedAccordion, { items: [{ item_title: "<b>x</b><script>alert(1)</script>" }] }, []);
    expect(html).toContain('<span class="e-n-accordion-item-title-text"><b>x</b></span>');
    expect(html).not.toContain("alert");
    expect(
      renderWidget(nestedAccordion, { items: 4, default_state: "open", max_items_expended: 2, title_tag: "marquee", faq_schema: {} }, []),
    ).toBe(renderWidget(nestedAccordion, {}, []));
    expect(renderWidget(nestedAccordion, { items: [] }, [child("x")])).toBe("");
  });

  it("tells its behaviour whether one item stays open and how long the animation lasts", () => {
    const client = (stored: Record<string, unknown>) => nestedAccordion.clientSettings!(nestedAccordion.settings.parse(stored), stored);
    expect(client({})).toEqual({ exclusive: true, duration: 400 });
    expect(client({ max_items_expended: "multiple", n_accordion_animation_duration: { unit: "s", size: 0.25 } })).toEqual({
      exclusive: false,
      duration: 250,
    });
    expect(client({ n_accordion_animation_duration: { unit: "ms", size: "-5" } })).toEqual({ exclusive: true, duration: 400 });
    expect(client({ n_accordion_animation_duration: { unit: "s", size: 60 } })).toEqual({ exclusive: true, duration: 3000 });
  });

  it("sets Elementor's custom properties and the state styles from its settings", () => {
    const css = widgetCss(nestedAccordion, {
      title_tag: "h2",
      accordion_item_title_position_horizontal: "stretch",
      accordion_item_title_icon_position: "end",
      accordion_item_title_space_between: { unit: "px", size: 8 },
      accordion_padding: { unit: "px", top: "12", right: "16", bottom: "12", left: "16" },
      normal_title_color: "#1b1b1b",
      active_title_color: "#14532d",
      icon_size: { unit: "px", size: 18 },
      accordion_background_normal_background: "classic",
      accordion_background_normal_color: "#f5f5f5",
      accordion_background_active_background: "classic",
      accordion_background_active_color: "#e8f3ec",
      accordion_border_active_border: "dashed",
      accordion_border_active_color: "#14532d",
      content_border_border: "solid",
      content_border_width: { unit: "px", top: "1", right: "1", bottom: "1", left: "1" },
      content_border_color: "#d9d9d9",
      content_padding: { unit: "px", top: "20", right: "20", bottom: "20", left: "20" },
    });
    expect(css).toContain(
      `${W}{--n-accordion-title-justify-content:space-between;--n-accordion-title-flex-grow:1;--n-accordion-title-icon-order:initial;--n-accordion-title-font-size:2rem;--n-accordion-item-title-space-between:8px;--n-accordion-padding:12px 16px 12px 16px;--n-accordion-title-normal-color:#1b1b1b;--n-accordion-title-active-color:#14532d;--n-accordion-icon-size:18px}`,
    );
    expect(css).toContain(`${W} > .e-n-accordion > .e-n-accordion-item > .e-n-accordion-item-title{background-color:#f5f5f5}`);
    expect(css).toContain(
      `${W} > .e-n-accordion > .e-n-accordion-item[open] > .e-n-accordion-item-title{background-color:#e8f3ec;border-style:dashed;border-color:#14532d}`,
    );
    expect(css).toContain(
      `${W} > .e-n-accordion > .e-n-accordion-item > .e-con{border-style:solid;border-top-width:1px;border-right-width:1px;border-bottom-width:1px;border-left-width:1px;border-color:#d9d9d9;padding-top:20px;padding-right:20px;padding-bottom:20px;padding-left:20px}`,
    );
    expect(widgetCss(nestedAccordion, { title_tag: { x: 1 }, icon_size: "huge", normal_title_color: "url(x)" })).toBe("");
  });
});
