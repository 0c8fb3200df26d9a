import { renderToStaticMarkup } from "react-dom/server";
import { defineWidget } from "../../widget-types";
import { chosenIcon } from "../disclosure/disclosure-icons";
import { FaqSchema } from "../faq-schema";
import { customId, idBase, uniqueIds } from "../html-id";
import { Icon } from "../icons/icon";
import { rootId, withRootAttributes } from "../nested-children";
import { animationMs, nestedAccordionSettings, type NestedAccordionSettings } from "./settings";
import { nestedAccordionStyles } from "./styles";
import { htmlContent } from "../html-setting";
import { htmlToText } from "#core/text/html-text";

/**
 * Elementor's nested accordion (3.15+): items whose content is a container holding any widgets
 * (`childHtml`, one per item), written as Elementor writes it, `<details>`/`<summary>`: every item
 * opens without JavaScript, one at a time through `name` when `max_items_expended` is "one", the
 * first open when `default_state` is "expanded". Each container becomes the region its title names.
 * The behaviour adds the animation and the arrow keys (disclosure/details-behaviour.ts); the FAQ
 * schema switch writes the items as FAQPage JSON-LD.
 */
function NestedAccordion({
  settings,
  element,
  childHtml,
}: {
  settings: NestedAccordionSettings;
  element: { id: string };
  childHtml: readonly string[];
}) {
  if (!settings.items.length) return null;
  const base = idBase(element);
  const itemIds = uniqueIds(
    settings.items.map((i) => customId(i.element_css_id)),
    (i) => `e-n-accordion-item-${base}-${i + 1}`,
  );
  const closedIcon = chosenIcon(settings.accordion_item_title_icon, undefined, { value: "fas fa-plus", library: "fa-solid" });
  const activeIcon = chosenIcon(settings.accordion_item_title_icon_active, undefined, { value: "fas fa-minus", library: "fa-solid" });
  const openedIcon = activeIcon.value ? activeIcon : closedIcon;
  // A summary holds phrasing content and headings: "div" and "p" are spans here.
  const Tag = settings.title_tag === "div" || settings.title_tag === "p" ? "span" : settings.title_tag;
  const exclusive = settings.max_items_expended === "one";
  const answers: string[] = [];
  const items = settings.items.map((item, i) => {
    const n = i + 1;
    const titleId = `e-n-accordion-item-title-${base}-${n}`;
    const child = childHtml[i] ?? "";
    const contentId = rootId(child) ?? `e-n-accordion-content-${base}-${n}`;
    answers.push(child);
    const summary = renderToStaticMarkup(
      <summary id={titleId} className="e-n-accordion-item-title" data-accordion-index={n} aria-controls={child ? contentId : undefined}>
        <span className="e-n-accordion-item-title-header">
          <Tag className="e-n-accordion-item-title-text" {...htmlContent(item.item_title)} />
        </span>
        {closedIcon.value ? (
          <span className="e-n-accordion-item-title-icon" aria-hidden="true">
            <span className="e-opened">
              <Icon icon={openedIcon} />
            </span>
            <span className="e-closed">
              <Icon icon={closedIcon} />
            </span>
          </span>
        ) : null}
      </summary>,
    );
    const content = child ? withRootAttributes(child, { id: contentId, role: "region", "aria-labelledby": titleId }) : "";
    return (
      <details
        key={i}
        id={itemIds[i]}
        className="e-n-accordion-item"
        open={settings.default_state === "expanded" && i === 0}
        {...(exclusive ? { name: `e-n-accordion-${base}` } : {})}
        dangerouslySetInnerHTML={{ __html: summary + content }}
      />
    );
  });
  return (
    <>
      <div className="e-n-accordion">{items}</div>
      {settings.faq_schema ? (
        <FaqSchema items={settings.items.map((item, i) => ({ question: htmlToText(item.item_title), answerHtml: answers[i]! }))} />
      ) : null}
    </>
  );
}

export const nestedAccordion = defineWidget({
  type: "nested-accordion",
  title: "Accordion",
  settings: nestedAccordionSettings,
  Component: ({ settings, element, childHtml }) => <NestedAccordion settings={settings} element={element} childHtml={childHtml} />,
  styles: nestedAccordionStyles,
  classes: () => ["elementor-widget-n-accordion"],
  behaviour: "nested-accordion",
  clientSettings: (settings) => ({
    exclusive: settings.max_items_expended === "one",
    duration: animationMs(settings.n_accordion_animation_duration),
  }),
});
