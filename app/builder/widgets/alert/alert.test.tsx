import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { alert } from "./alert";

const W = ".elementor-1 .elementor-element.elementor-element-w1";

describe("alert widget", () => {
  it("defaults to Elementor's info alert with a dismiss button that waits for its behaviour", () => {
    expect(renderWidget(alert, {})).toBe(
      '<div class="elementor-alert elementor-alert-info"><span class="visually-hidden">Information: </span><span class="elementor-alert-title">This is an Alert</span>' +
        '<span class="elementor-alert-description">I am a description. Click the edit button to change this text.</span>' +
        '<button type="button" class="elementor-alert-dismiss" aria-label="Dismiss alert" hidden=""><span aria-hidden="true">×</span></button></div>',
    );
    expect(alert.behaviour).toBe("alert");
  });
  it("is not a live alert, and says its type in words", () => {
    const html = renderWidget(alert, { alert_type: "danger", alert_title: "Recall notice" });
    expect(html).not.toContain("role=");
    expect(html).toContain(
      '<div class="elementor-alert elementor-alert-danger"><span class="visually-hidden">Danger: </span><span class="elementor-alert-title">Recall notice</span>',
    );
  });
  it("renders the sanitized description as HTML, in a div when it holds blocks; no button when hidden", () => {
    const html = renderWidget(alert, {
      alert_type: "warning",
      alert_description: "<p>Store closes at <strong>6pm</strong> today.</p>",
      show_dismiss: "hide",
    });
    expect(html).toContain('<div class="elementor-alert-description"><p>Store closes at <strong>6pm</strong> today.</p></div>');
    expect(html).not.toContain("<button");
  });
  it("uses the dismiss icon chosen, still named Dismiss alert", () => {
    expect(renderWidget(alert, { dismiss_icon: { value: "fas fa-xmark", library: "fa-solid" } })).toMatch(
      /<button type="button" class="elementor-alert-dismiss" aria-label="Dismiss alert" hidden=""><svg class="e-font-icon-svg e-fas-xmark"/,
    );
  });
  it("prints the title's inline HTML without scripts, renders nothing when empty, and the defaults for garbage", () => {
    const html = renderWidget(alert, { alert_title: "<strong>Closed</strong> today<script>alert(1)</script>" });
    expect(html).toContain('<span class="elementor-alert-title"><strong>Closed</strong> today</span>');
    expect(html).not.toContain("<script");
    expect(renderWidget(alert, { alert_title: "", alert_description: "" })).toBe("");
    expect(
      renderWidget(alert, { alert_type: "purple", alert_title: 4, alert_description: {}, show_dismiss: true, dismiss_icon: "x" }),
    ).toBe(renderWidget(alert, {}));
  });
  it("styles the background, border, and the title's and description's colour and typography", () => {
    expect(
      widgetCss(alert, {
        background: "#fff8e1",
        border_color: "#8a4b00",
        "border_left-width": { unit: "px", size: 8 },
        title_color: "#5c3d00",
        alert_title_typography: "custom",
        alert_title_font_size: { unit: "px", size: 18 },
        description_color: "#1b1b1b",
        alert_description_typography: "custom",
        alert_description_font_weight: "400",
      }),
    ).toBe(
      `${W} .elementor-alert{background-color:#fff8e1;border-color:#8a4b00;border-inline-start-width:8px}` +
        `${W} .elementor-alert-title{color:#5c3d00;font-size:18px}` +
        `${W} .elementor-alert-description{color:#1b1b1b;font-weight:400}`,
    );
  });
});
