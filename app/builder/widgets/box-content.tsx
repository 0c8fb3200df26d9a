import { z } from "zod";
import { linkAttributes, linkSetting, type LinkSetting } from "./link";
import { hasBlockHtml, hoverAnimationSetting, htmlTagSetting, textSetting, type HTML_TAGS } from "./setting-fields";
import { cssEnum, cssSize } from "#core/builder/css-values";
import { colour, mergeBlocks, textAlign, typography, type Decls, type StyleBlocks } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";
import { htmlContent } from "./html-setting";

/**
 * What the icon box and the image box share (Elementor's `elementor-icon-box-*` and
 * `elementor-image-box-*` markup): a media part beside or above a content part holding the title
 * (a heading of the chosen tag, the link when there is one) and the description (sanitized HTML).
 */
export type BoxKind = "icon-box" | "image-box";

/** The settings both boxes have, with Elementor's defaults. */
export const boxSettingsShape = {
  title_text: textSetting("This is the heading"),
  /** Sanitized HTML (core/builder/html-settings.ts). */
  description_text: z
    .string()
    .catch("Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo."),
  link: linkSetting,
  position: z.enum(["top", "left", "right"]).catch("top"),
  title_size: htmlTagSetting("h3"),
  content_vertical_alignment: z.enum(["top", "middle", "bottom"]).catch("top"),
  hover_animation: hoverAnimationSetting,
};

/** The wrapper's classes: the stored position and vertical alignment. */
export function boxClasses(s: { position: string; content_vertical_alignment: string }): string[] {
  return [`elementor-position-${s.position}`, `elementor-vertical-align-${s.content_vertical_alignment}`];
}

/** The title and description. The title carries the box's link: the media's own copy of it is hidden from assistive technology. */
export function BoxContent({
  kind,
  title,
  tag,
  link,
  description,
}: {
  kind: BoxKind;
  title: string;
  tag: (typeof HTML_TAGS)[number];
  link: LinkSetting;
  description: string;
}) {
  if (!title && !description) return null;
  const Tag = tag;
  const Description = hasBlockHtml(description) ? "div" : "p";
  return (
    <div className={`elementor-${kind}-content`}>
      {title && (
        <Tag
          className={`elementor-${kind}-title`}
          {...(link.url
            ? { children: <a {...linkAttributes(link)} {...htmlContent(title)} /> }
            : kind === "icon-box"
              ? { children: <span {...htmlContent(title)} /> }
              : htmlContent(title))}
        />
      )}
      {description && <Description className={`elementor-${kind}-description`} dangerouslySetInnerHTML={{ __html: description }} />}
    </div>
  );
}

/**
 * The media's link. With a title, the title carries the link: the media's copy is left out of the
 * tab order (one stop per box) and, when the media says nothing itself (an icon), hidden from
 * assistive technology. Without a title the media's link is the only one: it keeps its place and
 * gets a name when the media has none.
 */
export function mediaLinkAttributes(link: LinkSetting, title: string, media: { named: boolean; name: string }) {
  if (!link.url) return null;
  if (title) return { ...linkAttributes(link), tabIndex: -1, ...(media.named ? {} : { "aria-hidden": true as const }) };
  return { ...linkAttributes(link), ...(media.named ? {} : { "aria-label": media.name }) };
}

const ALIGN_ITEMS: Record<string, string> = { top: "flex-start", middle: "center", bottom: "flex-end" };

/** Wrapper and media declarations of a position: above (a block, the media inline, following text-align) or beside (a flex row). */
function layout(position: "top" | "left" | "right", space: string, vertical: string): { wrapper: Decls; media: Decls } {
  if (position === "top") return { wrapper: { display: "block" }, media: { "margin-block": `0 ${space}`, "margin-inline": "0" } };
  return {
    wrapper: { display: "flex", "flex-direction": position === "left" ? "row" : "row-reverse", "align-items": vertical },
    media: { "margin-block": "0", "margin-inline": position === "left" ? `0 ${space}` : `${space} 0` },
  };
}

/**
 * Layout and text styles: `position` (top, left, right; responsive; the wrapper's class draws the
 * stored one), the space between media and content (`spaceKey`, 15px by default),
 * `content_vertical_alignment`, `text_align`, `title_bottom_space`, the title's and the
 * description's colour and typography.
 */
export function boxStyles(v: SettingsView, kind: BoxKind, media: string, spaceKey: string): StyleBlocks {
  const position = cssEnum(v.get("position"), ["top", "left", "right"]);
  const space = cssSize(v.get(spaceKey), ["px", "em", "rem", "%", "vw"], { min: 0, max: 1000 });
  const placed =
    position || space
      ? layout(position ?? "top", space ?? "15px", ALIGN_ITEMS[String(v.get("content_vertical_alignment"))] ?? "flex-start")
      : { wrapper: {}, media: {} };
  const titleSpace = cssSize(v.get("title_bottom_space"), ["px", "em", "rem"], { min: 0, max: 1000 });
  return mergeBlocks(
    { [` .elementor-${kind}-wrapper`]: { ...placed.wrapper, ...textAlign(v, "text_align") }, [` ${media}`]: placed.media },
    {
      [` .elementor-${kind}-title`]: {
        ...(titleSpace ? { "margin-bottom": titleSpace } : {}),
        ...colour(v, "title_color"),
        ...typography(v, "title_typography"),
      },
    },
    { [` .elementor-${kind}-description`]: { ...colour(v, "description_color"), ...typography(v, "description_typography") } },
  );
}
