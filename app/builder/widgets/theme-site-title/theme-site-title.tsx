import { z } from "zod";
import { defineWidget } from "../../widget-types";
import { escapeHtml } from "#core/text/escape";
import { colour, mergeBlocks, textAlign, typography } from "#core/builder/style-helpers";
import { htmlTagSetting } from "../setting-fields";

export const SITE_TITLE_RESOLVER = "theme-site-title";

export const siteTitleSettings = z.object({
  header_size: htmlTagSetting("h2"),
});

export type SiteTitleSettings = z.infer<typeof siteTitleSettings>;

/** Elementor Pro's site title: the site's name as a heading, linked home. */
export function siteTitleHtml(settings: SiteTitleSettings, siteName: string): string {
  const tag = settings.header_size;
  return `<${tag} class="elementor-heading-title elementor-size-default"><a href="/" rel="home">${escapeHtml(siteName)}</a></${tag}>`;
}

/** The site's name for each request (a per-request slot: the name is the site's setting, read as it is now). */
export const themeSiteTitle = defineWidget({
  type: "theme-site-title",
  title: "Site Title",
  settings: siteTitleSettings,
  Component: () => null,
  slot: (settings) => ({ resolver: SITE_TITLE_RESOLVER, args: { settings } }),
  styles: (v) => mergeBlocks({ "": textAlign(v) }, { " .elementor-heading-title": { ...colour(v, "title_color"), ...typography(v) } }),
});
