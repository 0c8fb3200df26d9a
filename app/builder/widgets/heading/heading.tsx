import { z } from "zod";
import { defineWidget } from "../../widget-types";
import { safeUrl } from "../../../../core/safe-url";

export const headingSettings = z.object({
  title: z.string().catch("Add Your Heading Text Here"),
  header_size: z.enum(["h1", "h2", "h3", "h4", "h5", "h6", "div", "span", "p"]).catch("h2"),
  align: z.enum(["left", "center", "right", "justify", ""]).catch(""),
  link: z.object({ url: z.string().catch("") }).catch({ url: "" }),
});

export type HeadingSettings = z.infer<typeof headingSettings>;

export const heading = defineWidget<HeadingSettings>({
  type: "heading",
  title: "Heading",
  schema: headingSettings,
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
