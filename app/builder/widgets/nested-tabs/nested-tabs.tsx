import { defineWidget } from "../../widget-types";
import { pickSettings } from "#core/builder/responsive";
import { NO_ICON } from "../disclosure/disclosure-icons";
import { customId, idBase, uniqueIds } from "../html-id";
import { Icon } from "../icons/icon";
import { rootId, withRootAttributes } from "../nested-children";
import { TabSet } from "../tablist/tab-set";
import { nestedTabsSettings, type NestedTabsSettings } from "./settings";
import { nestedTabsStyles } from "./styles";
import { InlineHtml } from "../html-setting";

const CLASSES = {
  root: "e-n-tabs",
  heading: "e-n-tabs-heading",
  tab: "e-n-tab-title",
  content: "e-n-tabs-content",
  collapse: "e-n-tab-title e-collapse",
  active: "e-active",
  index: "data-tab-index",
};

function title(item: NestedTabsSettings["tabs"][number]) {
  const icon = item.tab_icon ?? NO_ICON;
  const active = item.tab_icon_active?.value ? item.tab_icon_active : icon;
  return (
    <>
      {icon.value ? (
        <span className="e-n-tab-icon" aria-hidden="true">
          <Icon icon={icon} />
          <Icon icon={active} />
        </span>
      ) : null}
      <InlineHtml className="e-n-tab-title-text" html={item.tab_title} />
    </>
  );
}

/**
 * Elementor's nested tabs (3.10+): a tab per item whose panel is a container holding any widgets
 * (`childHtml`, one per item), above, below or beside the tabs (`tabs_direction`), an accordion below
 * `breakpoint_selector` (tablist/tab-set.tsx says how it works with and without scripts). A custom
 * CSS ID (`element_id`) is the tab's id, so links to it keep working.
 */
export const nestedTabs = defineWidget({
  type: "nested-tabs",
  title: "Tabs",
  settings: nestedTabsSettings,
  Component: ({ settings, element, childHtml }) => {
    if (!settings.tabs.length) return null;
    const base = idBase(element);
    const tabIds = uniqueIds(
      settings.tabs.map((t) => customId(t.element_id)),
      (i) => `e-n-tab-title-${base}-${i + 1}`,
    );
    const items = settings.tabs.map((item, i) => {
      const child = childHtml[i] || `<div class="e-con"></div>`;
      const panelId = rootId(child) ?? `e-n-tab-content-${base}-${i + 1}`;
      const attrs = { id: panelId, role: "tabpanel", "aria-labelledby": tabIds[i], "data-tab-index": String(i + 1) };
      return { tabId: tabIds[i]!, panelId, title: title(item), panelHtml: withRootAttributes(child, attrs, i === 0 ? ["e-active"] : []) };
    });
    return <TabSet classes={CLASSES} items={items} />;
  },
  styles: nestedTabsStyles,
  classes: (settings) => ["elementor-widget-n-tabs", `e-n-tabs-${settings.breakpoint_selector}`],
  behaviour: "nested-tabs",
  clientSettings: (_settings, stored) => pickSettings(stored, ["tabs_direction"]),
});
