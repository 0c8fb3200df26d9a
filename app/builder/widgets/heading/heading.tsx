import { defineWidget } from "../../widget-types";
import { headingSettings } from "./settings";
import { linkAttributes } from "../link";
import { colour, mergeBlocks, textAlign, typography } from "#core/builder/style-helpers";
import { htmlContent } from "../html-setting";

const TITLE = " .elementor-heading-title";

export const heading = defineWidget({
  type: "heading",
  title: "Heading",
  settings: headingSettings,
  Component: ({ settings }) => {
    const Tag = settings.header_size;
    const content = settings.link.url
      ? { children: <a {...linkAttributes(settings.link)} {...htmlContent(settings.title)} /> }
      : htmlContent(settings.title);
    return <Tag className={`elementor-heading-title elementor-size-${settings.size}`} {...content} />;
  },
  styles: (v) => mergeBlocks({ "": textAlign(v) }, { [TITLE]: { ...colour(v, "title_color"), ...typography(v) } }),
});
