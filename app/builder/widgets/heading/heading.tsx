import { defineWidget } from "../../widget-types";
import { headingSettings } from "./settings";
import { linkAttributes } from "../link";
import { colour, mergeBlocks, textAlign, typography } from "#core/builder/style-helpers";

const TITLE = " .elementor-heading-title";

export const heading = defineWidget({
  type: "heading",
  title: "Heading",
  settings: headingSettings,
  Component: ({ settings }) => {
    const Tag = settings.header_size;
    return (
      <Tag className={`elementor-heading-title elementor-size-${settings.size}`}>
        {settings.link.url ? <a {...linkAttributes(settings.link)}>{settings.title}</a> : settings.title}
      </Tag>
    );
  },
  styles: (v) => mergeBlocks({ "": textAlign(v) }, { [TITLE]: { ...colour(v, "title_color"), ...typography(v) } }),
});
