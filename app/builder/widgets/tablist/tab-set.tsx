import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { htmlContent } from "../html-setting";

/**
 * The markup both tab widgets share, with each widget's own (Elementor's) class names. Tabs with no
 * script at all, with the scripts still loading, and with their chunk failed:
 *
 * - the tabs' box (`role="tablist"`) holds one link per tab (`role="tab"`, `href` its own id, the
 *   deep link Elementor uses); the other box holds each panel after a copy of its title;
 * - with scripts on, the page's CSS shows the tabs and one panel from the first paint: the first, or
 *   the one whose tab the address names (followed before the behaviour ran, or a deep link), so
 *   nothing moves when the behaviour starts (tablist/tab-styles.ts, tablist/tabs.css);
 *   Only one element can be the address's target, so before the behaviour runs a page remembers the
 *   last tab followed, in whichever widget;
 * - with no scripts, every panel shows, each under its title (`@media (scripting: none)`);
 * - below the widget's breakpoint the tabs' box is hidden and the titles make an accordion.
 *
 * The behaviour (tablist/tabs-behaviour.ts) then adds roving tabindex, arrow keys and the accordion's
 * buttons. Every tab is focusable until then.
 */
export interface TabSetClasses {
  root: string;
  heading: string;
  tab: string;
  content: string;
  collapse: string;
  active: string;
  /** The attribute holding each item's number (`data-tab`, `data-tab-index`). */
  index: string;
}

export interface TabSetItem {
  tabId: string;
  panelId: string;
  /** What the tab and its copy show: nodes, or a title setting's sanitized HTML (core/builder/html-settings.ts). */
  title: ReactNode | { html: string };
  /** The panel element's HTML, its id `panelId`, `role="tabpanel"` named by the tab, the first one active. */
  panelHtml: string;
}

const isHtml = (title: TabSetItem["title"]): title is { html: string } =>
  !!title && typeof title === "object" && "html" in title && typeof title.html === "string";
const titleContent = (title: TabSetItem["title"]) => (isHtml(title) ? htmlContent(title.html) : { children: title });

const cx = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

export function TabSet({ classes, items }: { classes: TabSetClasses; items: TabSetItem[] }) {
  const copies = items.map((item, i) =>
    renderToStaticMarkup(
      <a
        id={`${item.tabId}-title`}
        className={cx(classes.collapse, i === 0 && classes.active)}
        href={`#${item.tabId}`}
        {...{ [classes.index]: i + 1 }}
        {...titleContent(item.title)}
      />,
    ),
  );
  return (
    <div className={classes.root}>
      <div className={classes.heading} role="tablist">
        {items.map((item, i) => (
          <a
            key={i}
            id={item.tabId}
            className={cx(classes.tab, i === 0 && classes.active)}
            href={`#${item.tabId}`}
            role="tab"
            aria-selected={i === 0}
            aria-controls={item.panelId}
            {...{ [classes.index]: i + 1 }}
            {...titleContent(item.title)}
          />
        ))}
      </div>
      <div className={classes.content} dangerouslySetInnerHTML={{ __html: items.map((item, i) => copies[i] + item.panelHtml).join("") }} />
    </div>
  );
}
