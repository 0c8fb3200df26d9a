import { renderToStaticMarkup } from "react-dom/server";
import { defineWidget } from "../../widget-types";
import { idBase } from "../html-id";
import { TabSet } from "../tablist/tab-set";
import { tabsSettings } from "./settings";
import { tabsStyles } from "./styles";

const CLASSES = {
  root: "elementor-tabs",
  heading: "elementor-tabs-wrapper",
  tab: "elementor-tab-title elementor-tab-desktop-title",
  content: "elementor-tabs-content-wrapper",
  collapse: "elementor-tab-title elementor-tab-mobile-title",
  active: "elementor-active",
  index: "data-tab",
};

/**
 * Elementor's older tabs: a repeater of titles and HTML contents, horizontal or vertical, an
 * accordion on phones (tablist/tab-set.tsx says how it works with and without scripts).
 */
export const tabs = defineWidget({
  type: "tabs",
  title: "Tabs",
  settings: tabsSettings,
  Component: ({ settings, element }) => {
    if (!settings.tabs.length) return null;
    const base = idBase(element);
    const items = settings.tabs.map((item, i) => {
      const tabId = `elementor-tab-title-${base}-${i + 1}`;
      const panelId = `elementor-tab-content-${base}-${i + 1}`;
      const panelHtml = renderToStaticMarkup(
        <div
          id={panelId}
          className={`elementor-tab-content elementor-clearfix${i === 0 ? " elementor-active" : ""}`}
          data-tab={i + 1}
          role="tabpanel"
          aria-labelledby={tabId}
          dangerouslySetInnerHTML={{ __html: item.tab_content }}
        />,
      );
      return { tabId, panelId, title: { html: item.tab_title }, panelHtml };
    });
    return <TabSet classes={CLASSES} items={items} />;
  },
  styles: tabsStyles,
  classes: (settings) => [
    `elementor-tabs-view-${settings.type}`,
    ...(settings.type === "horizontal" && settings.tabs_align ? [`elementor-tabs-alignment-${settings.tabs_align}`] : []),
  ],
  behaviour: "tabs",
  clientSettings: (settings) => (settings.type === "vertical" ? { vertical: true } : {}),
});
