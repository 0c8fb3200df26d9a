import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { counter } from "./counter";
import { counterSettings } from "./settings";

const W = ".elementor-1 .elementor-element.elementor-element-w1";
const client = (stored: Record<string, unknown>) => counter.clientSettings!(counterSettings.parse(stored), stored);

describe("counter widget", () => {
  it("writes the final number, not the starting one", () => {
    expect(renderWidget(counter, {})).toBe(
      '<div class="elementor-counter"><div class="elementor-counter-number-wrapper"><span class="elementor-counter-number-prefix"></span><span class="elementor-counter-number">100</span><span class="elementor-counter-number-suffix"></span></div>' +
        '<div class="elementor-counter-title">Cool Number</div></div>',
    );
  });
  it("writes prefix, suffix, thousands separator and decimals; the title in its tag", () => {
    const html = renderWidget(counter, {
      starting_number: 0,
      ending_number: "12500.5",
      prefix: "$",
      suffix: "+",
      thousand_separator_char: " ",
      title: "Raised for food banks",
      title_tag: "h3",
    });
    expect(html).toContain(
      '<span class="elementor-counter-number-prefix">$</span><span class="elementor-counter-number">12 500.5</span><span class="elementor-counter-number-suffix">+</span>',
    );
    expect(html).toContain('<h3 class="elementor-counter-title">Raised for food banks</h3>');
    expect(renderWidget(counter, { ending_number: 1500, thousand_separator: "" })).toContain(">1500<");
    expect(renderWidget(counter, { ending_number: 1500 })).toContain(">1,500<");
  });
  it("gives its behaviour the count: from, to, duration and format", () => {
    expect(counter.behaviour).toBe("counter");
    expect(client({ starting_number: "10", ending_number: 2500, duration: 1500, thousand_separator_char: "." })).toEqual({
      from: 10,
      to: 2500,
      duration: 1500,
      decimals: 0,
      separator: ".",
    });
  });
  it("escapes the prefix and suffix, prints the title's inline HTML, and renders the defaults for garbage", () => {
    const html = renderWidget(counter, { prefix: "<b>", suffix: "</b>", title: "<i>x</i><script>alert(1)</script>" });
    expect(html).toContain("&lt;b&gt;");
    expect(html).toContain('<div class="elementor-counter-title"><i>x</i></div>');
    expect(
      renderWidget(counter, {
        starting_number: "ten",
        ending_number: {},
        prefix: 1,
        duration: "fast",
        thousand_separator_char: "|",
        title: [],
        title_tag: "script",
      }),
    ).toBe(renderWidget(counter, {}));
    expect(client({ ending_number: "1e999", duration: -5 })).toEqual({ from: 0, to: 100, duration: 2000, decimals: 0, separator: "," });
  });
  it("styles the number's and the title's colour and typography", () => {
    expect(
      widgetCss(counter, {
        number_color: "#1f6f43",
        typography_number_typography: "custom",
        typography_number_font_size: { unit: "px", size: 56 },
        typography_number_font_size_mobile: { unit: "px", size: 40 },
        title_color: "#4a4a4a",
      }),
    ).toBe(
      `${W} .elementor-counter-number-wrapper{color:#1f6f43;font-size:56px}${W} .elementor-counter-title{color:#4a4a4a}` +
        `@media (max-width:767px){${W} .elementor-counter-number-wrapper{font-size:40px}}`,
    );
  });
});
