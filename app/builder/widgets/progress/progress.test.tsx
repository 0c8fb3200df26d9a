import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { progress } from "./progress";

const W = ".elementor-1 .elementor-element.elementor-element-w1";

describe("progress widget", () => {
  it("is a progressbar named by its title, drawn full in the server's HTML", () => {
    expect(renderWidget(progress, {})).toBe(
      '<span class="elementor-title">My Skill</span><div class="elementor-progress-wrapper" role="progressbar" aria-label="My Skill" aria-valuemin="0" aria-valuemax="100" aria-valuenow="50" aria-valuetext="50% (Web Designer)">' +
        '<div class="elementor-progress-bar" data-max="50" style="width:50%"><span class="elementor-progress-text">Web Designer</span><span class="elementor-progress-percentage">50%</span></div></div>',
    );
    expect(progress.behaviour).toBe("progress");
  });
  it("takes its type, the title's tag, a hidden percentage, and a name from the inner text when untitled", () => {
    const html = renderWidget(progress, {
      title: "",
      inner_text: "Loyalty goal",
      percent: { unit: "%", size: 72 },
      progress_type: "success",
      display_percentage: "hide",
    });
    expect(html).toBe(
      '<div class="elementor-progress-wrapper progress-success" role="progressbar" aria-label="Loyalty goal" aria-valuemin="0" aria-valuemax="100" aria-valuenow="72" aria-valuetext="72%"><div class="elementor-progress-bar" data-max="72" style="width:72%"><span class="elementor-progress-text">Loyalty goal</span></div></div>',
    );
    expect(renderWidget(progress, { title: "Fresh", title_tag: "h4", inner_text: "" })).toContain(
      '<h4 class="elementor-title">Fresh</h4><div class="elementor-progress-wrapper" role="progressbar" aria-label="Fresh" aria-valuemin="0" aria-valuemax="100" aria-valuenow="50" aria-valuetext="50%">',
    );
    expect(renderWidget(progress, { title: "", inner_text: "" })).toContain('aria-label="Progress"');
  });
  it("clamps the percentage to 0 to 100, and reads a bare number", () => {
    expect(renderWidget(progress, { percent: { size: 140 } })).toContain('aria-valuenow="100"');
    expect(renderWidget(progress, { percent: -3 })).toContain('aria-valuenow="0"');
    expect(renderWidget(progress, { percent: "33.5" })).toContain('style="width:33.5%"');
  });
  it("prints its texts as inline HTML, names the bar by their text, and renders the defaults for garbage", () => {
    const html = renderWidget(progress, { title: '"><script>alert(1)</script><b>Fresh</b>', inner_text: "<b>x</b>" });
    expect(html).toContain('aria-label="&quot;&gt;Fresh"');
    expect(html).toContain('<span class="elementor-progress-text"><b>x</b></span>');
    expect(html).not.toContain("alert");
    expect(
      renderWidget(progress, {
        title: 1,
        percent: "half",
        progress_type: "rainbow",
        display_percentage: 0,
        inner_text: [],
        title_tag: "img",
      }),
    ).toBe(renderWidget(progress, {}));
  });
  it("styles the bar, its track, its texts and the title", () => {
    expect(
      widgetCss(progress, {
        bar_color: "#1f6f43",
        bar_bg_color: "#e8f3ec",
        bar_height: { unit: "px", size: 24 },
        bar_border_radius: { unit: "px", size: 12 },
        bar_inline_color: "#ffffff",
        bar_inner_typography_typography: "custom",
        bar_inner_typography_font_weight: "700",
        title_color: "#14532d",
        typography_typography: "custom",
        typography_font_size: { unit: "px", size: 16 },
      }),
    ).toBe(
      `${W} .elementor-progress-wrapper{background-color:#e8f3ec;border-radius:12px}` +
        `${W} .elementor-progress-bar{background-color:#1f6f43;color:#ffffff;font-weight:700;height:24px;line-height:24px}` +
        `${W} .elementor-title{color:#14532d;font-size:16px}`,
    );
  });
});
