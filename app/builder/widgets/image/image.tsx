import { defineWidget } from "../../widget-types";
import type { ImageSettings } from "./settings";
import { safeUrl } from "../../../../core/safe-url";

export const image = defineWidget<ImageSettings>({
  type: "image",
  title: "Image",
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
