import { renderToStaticMarkup } from "react-dom/server";
import { defineWidget } from "../../widget-types";
import { colour, mergeBlocks, typography } from "#core/builder/style-helpers";
import { cssSize } from "#core/builder/css-values";
import { idBase } from "../html-id";
import { formFields, formSettings } from "./settings";
import { FormMarkup } from "./form-markup";

/** The slot resolver's name (slots.server.ts). */
export const FORM_RESOLVER = "form";

/**
 * Elementor Pro's Form. Its markup is rendered once per document version (slot()) with marks where
 * the request's parts go (the nonce, the page to come back to, the last submission's message), which
 * resolver.server.ts fills in. Submissions go to the forms admin, checked against the published
 * document's fields (app/routes/builder-form.ts; decision 0070).
 */
export const form = defineWidget({
  type: "form",
  title: "Form",
  settings: formSettings,
  Component: () => null,
  slot: (settings, element) => {
    const fields = formFields(settings);
    if (!fields.length) return null;
    const widgetId = element?.id ?? "";
    const html = renderToStaticMarkup(
      <FormMarkup settings={settings} fields={fields} widgetId={widgetId} baseId={`form-${idBase({ id: widgetId })}`} />,
    );
    return {
      resolver: FORM_RESOLVER,
      args: {
        html,
        widgetId,
        // The whole form: a refused submission without scripts re-renders it with its errors and values.
        settings,
      },
    };
  },
  behaviour: "form",
  styles: (v) => {
    const rowGap = cssSize(v.get("row_gap"), ["px", "em", "rem"], { min: 0 });
    const columnGap = cssSize(v.get("column_gap"), ["px", "em", "rem"], { min: 0 });
    const wrapper: Record<string, string> = {};
    if (rowGap) wrapper["row-gap"] = rowGap;
    if (columnGap) wrapper["column-gap"] = columnGap;
    return mergeBlocks(
      { " .elementor-form-fields-wrapper": wrapper },
      { " .elementor-field-label": { ...colour(v, "label_color"), ...typography(v, "label_typography") } },
      {
        " .elementor-field-group .elementor-field": {
          ...colour(v, "field_text_color"),
          ...colour(v, "field_background_color", "background-color"),
          ...typography(v, "field_typography"),
        },
      },
      {
        " .elementor-button": {
          ...colour(v, "button_text_color"),
          ...colour(v, "button_background_color", "background-color"),
          ...typography(v, "button_typography"),
        },
      },
    );
  },
});
