import { describe, expect, it } from "vitest";
import type { ElementNode } from "#core/documents/document-types";
import { DEFAULT_BREAKPOINTS } from "#core/builder/breakpoints";
import { renderDocument } from "../../render-document.server";

const heading = (id: string, settings: Record<string, unknown> = {}): ElementNode => ({
  id,
  elType: "widget",
  widgetType: "heading",
  settings: { title: `Title ${id}`, ...settings },
  elements: [],
});
const html = (elements: ElementNode[], editMode = false) =>
  renderDocument({ id: 9, elements }, { editMode, breakpoints: DEFAULT_BREAKPOINTS }).parts.join("");
const on = (settings: Record<string, unknown>) => ({ enabled_visibility: "yes", dce_visibility_triggers: ["events"], ...settings });

describe("show/hide on events, as the server renders it", () => {
  it("an element an event reveals starts hidden and kept, with the behaviour and only its own settings", () => {
    const out = html([heading("reveal1", on({ dce_visibility_click: ".open", dce_visibility_click_show: "fade", _css_classes: "x" }))]);
    expect(out).toContain("dce-visibility-event dce-visibility-element-hidden");
    expect(out).toContain('data-behaviours="visibility"');
    expect(out).toContain("Title reveal1");
    expect(out).toContain("dce_visibility_click_show");
    expect(out).not.toContain("_css_classes");
  });

  it("hide mode, or no trigger, starts visible; Keep HTML does not matter for an event-revealed element", () => {
    const hide = html([heading("hidemod", on({ dce_visibility_selected: "hide", dce_visibility_click: ".x" }))]);
    expect(hide).toContain("dce-visibility-event");
    expect(hide).not.toContain("dce-visibility-element-hidden");
    expect(html([heading("notrigr", on({ dce_visibility_load: "yes" }))])).not.toContain("dce-visibility-element-hidden");
    expect(html([heading("nokeep1", on({ dce_visibility_click: ".x", dce_visibility_dom: "" }))])).toContain(
      "dce-visibility-element-hidden",
    );
  });

  it("an always-hidden element is left out, or kept hidden with Keep HTML; edit mode shows everything", () => {
    expect(html([heading("gone001", on({ dce_visibility_hidden: "yes" })), heading("stays01")])).not.toContain("gone001");
    const kept = html([heading("kept001", on({ dce_visibility_hidden: "yes", dce_visibility_dom: "yes" }))]);
    expect(kept).toContain("dce-visibility-element-hidden");
    expect(kept).not.toContain("dce-visibility-event");
    const edit = html(
      [heading("gone002", on({ dce_visibility_hidden: "yes" })), heading("hidden2", on({ dce_visibility_click: ".x" }))],
      true,
    );
    expect(edit).toContain("Title gone002");
    expect(edit).not.toContain("dce-visibility-element-hidden");
    expect(edit).not.toContain("data-behaviours");
  });

  it("visibility switched off, or other DCE triggers only, render as usual", () => {
    expect(html([heading("offvis1", { dce_visibility_click: ".x", dce_visibility_hidden: "yes" })])).toContain("Title offvis1");
    const other = html([heading("others1", on({ dce_visibility_triggers: ["user"], dce_visibility_click: ".x" }))]);
    expect(other).toContain("Title others1");
    expect(other).not.toContain("dce-visibility");
  });
});
