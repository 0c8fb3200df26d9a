import { defineWidget } from "../../widget-types";
import type { TextEditorSettings } from "./settings";
import { HtmlBlock } from "../../../storefront/html-block";

export const textEditor = defineWidget<TextEditorSettings>({
  type: "text-editor",
  title: "Text Editor",
  Component: ({ settings }) => <HtmlBlock html={settings.editor} className={`elementor-text-editor${settings.align ? ` align-${settings.align}` : ""}`} />,
});
