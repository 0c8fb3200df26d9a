import { z } from "zod";
import { isLocalImageUrl, mediaSrcset } from "#core/media/media-urls";
import { defineWidget } from "../../widget-types";
import { alignment, mergeBlocks } from "#core/builder/style-helpers";
import { cssSize } from "#core/builder/css-values";
import { escapeAttr, escapeHtml } from "#core/text/escape";
import { safeUrl } from "#core/text/safe-url";
import { imageSetting } from "../setting-fields";

export const SITE_LOGO_RESOLVER = "theme-site-logo";

export const siteLogoSettings = z.object({
  /** The logo a kit carries (Elementor's site logo is the site's custom logo; a kit stores its picture here). */
  image: imageSetting,
  link_to: z.enum(["", "none", "file", "custom"]).catch("custom"),
  link: z.object({ url: z.string().max(2048).catch("") }).catch({ url: "" }),
});

export type SiteLogoSettings = z.infer<typeof siteLogoSettings>;

/**
 * The logo's markup for the site's name: the kit's picture named by the site's name, else the name
 * itself as text, linked to the home page (or the widget's own link).
 */
export function siteLogoHtml(settings: SiteLogoSettings, siteName: string): string {
  const src = settings.image.url ? safeUrl(settings.image.url) : "";
  const { width, height } = settings.image;
  const size = width && height ? ` width="${width}" height="${height}"` : "";
  // A logo at another host is never requested (docs/media.md): the name shows in a box of its size.
  const local = src !== "" && isLocalImageUrl(src);
  const srcset = local ? mediaSrcset(src, width) : undefined;
  const responsive = srcset && width ? ` srcset="${escapeAttr(srcset)}" sizes="(max-width: ${width}px) 100vw, ${width}px"` : "";
  const box = width && height ? ` style="width:${width}px;aspect-ratio:${width} / ${height}"` : "";
  const inner = local
    ? `<img src="${escapeAttr(src)}"${responsive} alt="${escapeAttr(siteName)}" class="elementor-site-logo__image"${size} decoding="async">`
    : src
      ? `<span class="aisle-image-unavailable elementor-site-logo__image"${box}>${escapeHtml(siteName)}</span>`
      : `<span class="elementor-site-logo__name">${escapeHtml(siteName)}</span>`;
  if (settings.link_to === "none" || settings.link_to === "") return `<div class="elementor-image">${inner}</div>`;
  const href =
    settings.link_to === "custom" && settings.link.url ? safeUrl(settings.link.url) : settings.link_to === "file" && local ? src : "/";
  return `<div class="elementor-image"><a href="${escapeAttr(href)}"${href === "/" ? ' rel="home"' : ""}>${inner}</a></div>`;
}

/**
 * Elementor Pro's Site Logo: the site's name from its settings (which change without the document),
 * so a per-request slot (resolver.server.ts).
 */
export const themeSiteLogo = defineWidget({
  type: "theme-site-logo",
  title: "Site Logo",
  settings: siteLogoSettings,
  Component: () => null,
  slot: (settings) => ({ resolver: SITE_LOGO_RESOLVER, args: { settings } }),
  styles: (v) => {
    const width = cssSize(v.get("width"), ["px", "%", "vw", "em", "rem"], { min: 0 });
    const align = alignment(v);
    return mergeBlocks({ "": align ? { "text-align": align } : {} }, { " img": width ? { width, height: "auto" } : {} });
  },
});
