import { defineWidget } from "../../widget-types";
import type { HeadingSettings } from "./settings";
import { safeUrl } from "../../../../core/safe-url";

export const heading = defineWidget<HeadingSettings>({
  type: "heading",
  title: "Heading",
  Component: ({ settings }) => {
    const Tag = settings.header_size;
    const text = settings.link.url ? <a href={safeUrl(settings.link.url)}>{settings.title}</a> : settings.title;
    return (
      <Tag className="elementor-heading-title" style={settings.align ? { textAlign: settings.align } : undefined}>
        {text}
      </Tag>
    );
  },
});
