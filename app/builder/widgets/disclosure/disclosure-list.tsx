import { z } from "zod";
import { cssDimensions, cssSize } from "#core/builder/css-values";
import { colour, mergeBlocks, typography, type Decls, type StyleBlocks } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";
import type { ElementNode } from "#core/documents/document-types";
import { FaqSchema } from "../faq-schema";
import { idBase } from "../html-id";
import { Icon } from "../icons/icon";
import { flag } from "../link";
import { repeater } from "../repeater";
import { chosenIcon, optionalIcon } from "./disclosure-icons";
import { htmlContent } from "../html-setting";
import { htmlToText } from "#core/text/html-text";

/**
 * The accordion and the toggle (Elementor's older, repeater-based widgets): items of a title and
 * HTML content, the accordion keeping one open (the first, until the visitor picks another), the
 * toggle opening each on its own (all closed at first).
 *
 * Built on native `<details>`/`<summary>` rather than Elementor's divs: every panel opens and closes
 * without JavaScript, when the behaviour chunk fails and under reduced motion; what the visitor
 * opened before the scripts ran stays open; nothing moves when the behaviour starts; and the accordion
 * keeps one item open with no script (`name`). The summary is the button (browsers expose it with its
 * expanded state) and holds the title in its heading element (`title_html_tag`, which HTML allows in a
 * summary), so the APG accordion's button, heading and labelled region are all there; the behaviour
 * adds the animation and the arrow keys. Elementor's classes are kept for imported custom CSS.
 */
export type DisclosureKind = "accordion" | "toggle";

const LOREM =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo.";
const TITLE_TAGS = ["h1", "h2", "h3", "h4", "h5", "h6", "div"] as const;

export function disclosureSettings(kind: DisclosureKind) {
  const label = kind === "accordion" ? "Accordion" : "Toggle";
  return z.object({
    tabs: repeater(z.object({ tab_title: z.string().catch(`${label} Title`), tab_content: z.string().catch(`${label} Content`) }), [
      { tab_title: `${label} #1`, tab_content: LOREM },
      { tab_title: `${label} #2`, tab_content: LOREM },
    ]),
    selected_icon: optionalIcon,
    selected_active_icon: optionalIcon,
    icon: z.unknown().optional(),
    icon_active: z.unknown().optional(),
    title_html_tag: z.enum(TITLE_TAGS).catch("div"),
    icon_align: z.enum(["left", "right"]).catch("left"),
    faq_schema: flag,
  });
}

export type DisclosureSettings = z.infer<ReturnType<typeof disclosureSettings>>;

/** Elementor's default icons: a plus and a minus for the accordion, carets for the toggle. */
const DEFAULT_ICONS: Record<DisclosureKind, [string, string]> = {
  accordion: ["fas fa-plus", "fas fa-minus"],
  toggle: ["fas fa-caret-right", "fas fa-caret-up"],
};

export function DisclosureList({ kind, settings, element }: { kind: DisclosureKind; settings: DisclosureSettings; element: ElementNode }) {
  if (!settings.tabs.length) return null;
  const base = idBase(element);
  const [closedDefault, openedDefault] = DEFAULT_ICONS[kind];
  const closedIcon = chosenIcon(settings.selected_icon, settings.icon, { value: closedDefault, library: "fa-solid" });
  const openedIcon = closedIcon.value
    ? chosenIcon(settings.selected_active_icon, settings.icon_active, { value: openedDefault, library: "fa-solid" })
    : closedIcon;
  // A summary holds phrasing content and headings: Elementor's "div" is a span here.
  const Title = settings.title_html_tag === "div" ? "span" : settings.title_html_tag;
  return (
    <>
      <div className={`elementor-${kind}`}>
        {settings.tabs.map((item, i) => {
          const n = i + 1;
          const open = kind === "accordion" && i === 0;
          const titleId = `elementor-tab-title-${base}-${n}`;
          const contentId = `elementor-tab-content-${base}-${n}`;
          return (
            <details
              key={i}
              className={`elementor-${kind}-item`}
              open={open}
              {...(kind === "accordion" ? { name: `elementor-accordion-${base}` } : {})}
            >
              <summary
                id={titleId}
                className={`elementor-tab-title${open ? " elementor-active" : ""}`}
                data-tab={n}
                aria-controls={contentId}
              >
                {closedIcon.value ? (
                  <span className={`elementor-${kind}-icon elementor-${kind}-icon-${settings.icon_align}`} aria-hidden="true">
                    <span className={`elementor-${kind}-icon-closed`}>
                      <Icon icon={closedIcon} />
                    </span>
                    <span className={`elementor-${kind}-icon-opened`}>
                      <Icon icon={openedIcon} />
                    </span>
                  </span>
                ) : null}
                <Title className={`elementor-${kind}-title`} {...htmlContent(item.tab_title)} />
              </summary>
              <div
                id={contentId}
                className={`elementor-tab-content elementor-clearfix${open ? " elementor-active" : ""}`}
                data-tab={n}
                role="region"
                aria-labelledby={titleId}
                dangerouslySetInnerHTML={{ __html: item.tab_content }}
              />
            </details>
          );
        })}
      </div>
      {settings.faq_schema ? (
        <FaqSchema items={settings.tabs.map((t) => ({ question: htmlToText(t.tab_title), answerHtml: t.tab_content }))} />
      ) : null}
    </>
  );
}

const px = (view: SettingsView, key: string, max: number) => cssSize(view.get(key), ["px", "em", "rem"], { min: 0, max });

function padding(value: unknown): Decls {
  const out: Decls = {};
  for (const [side, v] of Object.entries(cssDimensions(value, ["px", "em", "%", "rem"], { min: 0, max: 1000 }) ?? {}))
    out[`padding-${side}`] = v;
  return out;
}

/**
 * Their style settings (Elementor's names): border width and colour, the space between toggles,
 * the title's background, colours, typography and padding, the icon's colours and spacing, the
 * content's background, colour, typography and padding.
 */
export function disclosureStyles(kind: DisclosureKind) {
  const item = ` > .elementor-${kind} > .elementor-${kind}-item`;
  const title = `${item} > .elementor-tab-title`;
  const openTitle = ` > .elementor-${kind} > .elementor-${kind}-item[open] > .elementor-tab-title`;
  const icon = `${title} > .elementor-${kind}-icon`;
  const content = `${item} > .elementor-tab-content`;
  return (v: SettingsView): StyleBlocks => {
    const width = px(v, "border_width", 100);
    const space = px(v, "icon_space", 200);
    const between = kind === "toggle" ? px(v, "space_between", 500) : undefined;
    return mergeBlocks(
      { [item]: { ...(width ? { "border-width": width } : {}), ...colour(v, "border_color", "border-color") } },
      { [`${item}:not(:last-child)`]: between ? { "margin-bottom": between } : {} },
      {
        [title]: {
          ...colour(v, "title_background", "background-color"),
          ...colour(v, "title_color"),
          ...typography(v, "title_typography"),
          ...padding(v.get("title_padding")),
        },
      },
      { [openTitle]: colour(v, "tab_active_color") },
      {
        [icon]: {
          ...colour(v, "icon_color"),
          ...(space ? { [v.get("icon_align") === "right" ? "margin-left" : "margin-right"]: space } : {}),
        },
      },
      { [`${openTitle} > .elementor-${kind}-icon`]: colour(v, "icon_active_color") },
      {
        [content]: {
          ...(width ? { "border-top-width": width } : {}),
          ...colour(v, "border_color", "border-top-color"),
          ...colour(v, "content_background_color", "background-color"),
          ...colour(v, "content_color"),
          ...typography(v, "content_typography"),
          ...padding(v.get("content_padding")),
        },
      },
    );
  };
}
