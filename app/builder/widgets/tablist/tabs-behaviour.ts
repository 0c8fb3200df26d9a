import type { BehaviourContext } from "../../behaviours/contract";
import { domJournal } from "../../behaviours/dom-journal";

/**
 * What the tabs and nested tabs behaviours share: the APG tabs pattern on the server's markup
 * (tablist/tab-set.tsx), and the accordion the same markup becomes below its breakpoint.
 *
 * It starts from what the page shows: the tab the address names (a tab followed before the script
 * ran, or a deep link), else the one the server marked active. Tabs: roving tabindex, Left/Right
 * (Up/Down when vertical), Home and End move focus and select (automatic activation), each panel
 * named by its tab. Accordion (the tabs' box hidden by the page's CSS): each panel's title is a button
 * with aria-expanded, the panel a region it names; the open one may close. Nothing moves as it starts:
 * the CSS already showed the same panel.
 */
export interface TabsParts {
  root: HTMLElement;
  tablist: HTMLElement;
  tabs: HTMLElement[];
  /** The title before each panel (the accordion's buttons). */
  collapses: HTMLElement[];
  panels: HTMLElement[];
  activeClass: string;
}

/** Selectors of a widget's parts, each relative to the one that holds it. */
export interface TabsSelectors {
  /** The widget's root, in the wrapper. */
  root: string;
  /** In the root: the tabs' box, and the box of titles and panels. */
  tablist: string;
  content: string;
  /** In those boxes. */
  tab: string;
  collapse: string;
  panel: string;
  activeClass: string;
}

/** Finds a widget's parts in its wrapper and starts the tabs on them (nothing when its markup is not there). */
export function startTabsIn(
  wrapper: HTMLElement,
  ctx: BehaviourContext,
  s: TabsSelectors,
  vertical: () => boolean,
): (() => void) | undefined {
  const root = wrapper.querySelector<HTMLElement>(`:scope > ${s.root}`);
  const tablist = root?.querySelector<HTMLElement>(`:scope > ${s.tablist}`);
  const content = root?.querySelector<HTMLElement>(`:scope > ${s.content}`);
  if (!root || !tablist || !content) return undefined;
  const all = (box: HTMLElement, selector: string) => [...box.querySelectorAll<HTMLElement>(`:scope > ${selector}`)];
  return startTabs(
    ctx,
    {
      root,
      tablist,
      tabs: all(tablist, s.tab),
      collapses: all(content, s.collapse),
      panels: all(content, s.panel),
      activeClass: s.activeClass,
    },
    vertical,
  );
}

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 1, ArrowUp: -1 };

export function startTabs(ctx: BehaviourContext, parts: TabsParts, vertical: () => boolean): () => void {
  const { root, tablist, tabs, collapses, panels, activeClass } = parts;
  const journal = domJournal();
  const count = Math.min(tabs.length, panels.length);
  /** The item a fragment names (its tab's id, or its panel's). */
  const named = (fragment: string) => {
    let id = fragment.replace(/^#/, "");
    try {
      id = decodeURIComponent(id);
    } catch {
      // Not encoded text: compared as it is.
    }
    return id ? tabs.findIndex((t, i) => i < count && (t.id === id || panels[i]?.id === id)) : -1;
  };
  const fromHash = () => named(location.hash);
  const marked = tabs.findIndex((t) => t.classList.contains(activeClass));
  let selected = Math.max(0, fromHash() >= 0 ? fromHash() : marked);
  let expanded = true;

  const apply = () => {
    const accordion = getComputedStyle(tablist).display === "none";
    journal.cls(root, "e-js", true);
    journal.attr(tablist, "aria-orientation", !accordion && vertical() ? "vertical" : null);
    for (let i = 0; i < count; i++) {
      const tab = tabs[i]!;
      const panel = panels[i]!;
      const title = collapses[i];
      const on = i === selected;
      const open = on && (expanded || !accordion);
      journal.cls(tab, activeClass, on);
      journal.attr(tab, "aria-selected", String(on));
      journal.attr(tab, "tabindex", on ? "0" : "-1");
      if (title) {
        journal.cls(title, activeClass, open);
        journal.attr(title, "role", accordion ? "button" : null);
        journal.attr(title, "aria-expanded", accordion ? String(open) : null);
        journal.attr(title, "aria-controls", accordion ? panel.id || null : null);
      }
      journal.cls(panel, activeClass, open);
      journal.attr(panel, "role", accordion ? "region" : "tabpanel");
      journal.attr(panel, "aria-labelledby", accordion && title?.id ? title.id : tab.id);
      journal.attr(panel, "tabindex", accordion ? null : "0");
    }
  };

  const select = (i: number, focus = false) => {
    selected = i;
    expanded = true;
    apply();
    if (focus) tabs[i]?.focus();
  };

  tabs.slice(0, count).forEach((tab, i) => {
    tab.addEventListener(
      "click",
      (event) => {
        event.preventDefault();
        select(i);
      },
      { signal: ctx.signal },
    );
    tab.addEventListener(
      "keydown",
      (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        const step = NEXT[event.key];
        const along = vertical()
          ? event.key === "ArrowUp" || event.key === "ArrowDown"
          : event.key === "ArrowLeft" || event.key === "ArrowRight";
        let to: number | undefined;
        if (step !== undefined && along) to = (i + step + count) % count;
        else if (event.key === "Home") to = 0;
        else if (event.key === "End") to = count - 1;
        else if (event.key === " ") to = i;
        if (to === undefined) return;
        event.preventDefault();
        select(to, true);
      },
      { signal: ctx.signal },
    );
  });

  collapses.slice(0, count).forEach((title, i) => {
    const toggle = () => {
      if (i === selected && expanded) expanded = false;
      else {
        selected = i;
        expanded = true;
      }
      apply();
    };
    title.addEventListener(
      "click",
      (event) => {
        event.preventDefault();
        toggle();
      },
      { signal: ctx.signal },
    );
    title.addEventListener(
      "keydown",
      (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        if (event.key === " ") {
          event.preventDefault();
          toggle();
          return;
        }
        const last = count - 1;
        const to =
          event.key === "ArrowDown"
            ? i === last
              ? 0
              : i + 1
            : event.key === "ArrowUp"
              ? i === 0
                ? last
                : i - 1
              : event.key === "Home"
                ? 0
                : event.key === "End"
                  ? last
                  : undefined;
        if (to === undefined) return;
        event.preventDefault();
        collapses[to]?.focus();
      },
      { signal: ctx.signal },
    );
  });

  // A link elsewhere on the page to one of the tabs selects it, even when the address already names it.
  window.addEventListener(
    "hashchange",
    () => {
      const i = fromHash();
      if (i >= 0) select(i);
    },
    { signal: ctx.signal },
  );
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href^='#']") : null;
      if (!link || event.defaultPrevented || tabs.includes(link) || collapses.includes(link)) return;
      const i = named(link.getAttribute("href") ?? "");
      if (i >= 0) select(i);
    },
    { signal: ctx.signal },
  );
  // Crossing a breakpoint may switch between tabs and accordion (the CSS decides) or the tabs' direction.
  let frame = 0;
  const observer = new ResizeObserver(() => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      apply();
    });
  });
  observer.observe(root);
  apply();

  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    journal.undo();
  };
}
