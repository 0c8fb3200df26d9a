import { z } from "zod";
import { defineWidget } from "../../widget-types";
import { safeUrl } from "../../../../core/safe-url";

export const imageSettings = z.object({
  image: z
    .object({
      url: z.string().catch(""),
      alt: z.string().catch(""),
      width: z.number().int().positive().optional().catch(undefined),
      height: z.number().int().positive().optional().catch(undefined),
    })
    .catch({ url: "", alt: "" }),
  caption: z.string().catch(""),
  link: z.object({ url: z.string().catch("") }).catch({ url: "" }),
  align: z.enum(["left", "center", "right", ""]).catch(""),
});

export type ImageSettings = z.infer<typeof imageSettings>;

export const image = defineWidget<ImageSettings>({
  type: "image",
  title: "Image",
  schema: imageSettings,
  Component: ({ settings }) => {
    if (!settings.image.url) return null;
    const img = (
      <img
        src={safeUrl(settings.image.url)}
        alt={settings.image.alt}
        width={settings.image.width ?? 800}
        height={settings.image.height ?? 400}
        loading="lazy"
        decoding="async"
      />
    );
    return (
      <figure className="elementor-image" style={settings.align ? { textAlign: settings.align } : undefined}>
        {settings.link.url ? <a href={safeUrl(settings.link.url)}>{img}</a> : img}
        {settings.caption ? <figcaption>{settings.caption}</figcaption> : null}
      </figure>
    );
  },
});
