import { z } from "zod";
import { defineWidget } from "../../widget-types";
import { HtmlBlock } from "../../../storefront/html-block";

/** Rich text; `editor` is sanitized when the document is saved. */
export const textEditorSettings = z.object({
  editor: z.string().catch(""),
  align: z.enum(["left", "center", "right", "justify", ""]).catch(""),
});

export type TextEditorSettings = z.infer<typeof textEditorSettings>;

export const textEditor = defineWidget<TextEditorSettings>({
  type: "text-editor",
  title: "Text Editor",
  schema: textEditorSettings,
  Component: ({ settings }) => <HtmlBlock html={settings.editor} className={`elementor-text-editor${settings.align ? ` align-${settings.align}` : ""}`} />,
});
