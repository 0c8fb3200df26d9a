import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { textEditor } from "./text-editor";
import { textEditorSettings } from "./settings";

const render = (settings: unknown) =>
  renderToStaticMarkup(<textEditor.Component settings={textEditorSettings.parse(settings)} element={{ id: "a1b2c3d", elType: "widget", settings: {}, elements: [] }} />);

describe("text-editor widget", () => {
  it("renders the saved (already sanitized) html", () => {
    expect(render({ editor: "<p>Hello <strong>there</strong></p>" })).toBe('<div class="elementor-text-editor"><p>Hello <strong>there</strong></p></div>');
  });
  it("is empty by default and carries the alignment", () => {
    expect(render({ align: "center" })).toBe('<div class="elementor-text-editor align-center"></div>');
  });
});
