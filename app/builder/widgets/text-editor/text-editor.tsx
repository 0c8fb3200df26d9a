import { defineWidget } from "../../widget-types";
import { textEditorSettings } from "./settings";
import { colour, textAlign, typography } from "#core/builder/style-helpers";

/** Rich text: the HTML was sanitized when the document was saved (server/services/sanitize.ts). */
export const textEditor = defineWidget({
  type: "text-editor",
  title: "Text Editor",
  settings: textEditorSettings,
  Component: ({ settings }) => <div className="elementor-text-editor" dangerouslySetInnerHTML={{ __html: settings.editor }} />,
  styles: (v) => ({ "": { ...textAlign(v), ...colour(v, "text_color"), ...typography(v) } }),
});
