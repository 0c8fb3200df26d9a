import { DEVICES, type Device } from "#core/builder/breakpoints";
import type { SettingsView } from "#core/builder/responsive";
import type { StyleBlocks } from "#core/builder/style-helpers";
import { MAX_REPEATER_ITEMS } from "../repeater";

/**
 * The CSS both tab widgets need from their settings. Their markup (tablist/tabs.tsx) puts the tabs
 * in one box and, in another, each panel after a copy of its title: [title, panel, title, panel...].
 */
export interface TabParts {
  /** From the wrapper to the widget's root (`.e-n-tabs`, `.elementor-tabs`). */
  root: string;
  /** Child of the root holding the tabs. */
  heading: string;
  /** Child of the root holding titles and panels. */
  content: string;
  /** Class of the titles before each panel. */
  collapse: string;
}

/** How many items a stored repeater renders (entries that are not objects are left out), or the default count. */
export function itemCount(list: unknown, fallback: number): number {
  if (!Array.isArray(list)) return fallback;
  return Math.min(list.filter((i) => i && typeof i === "object" && !Array.isArray(i)).length, MAX_REPEATER_ITEMS);
}

/**
 * Before the behaviour runs, each tab is a link to its own id: following it (or arriving with it in
 * the address) makes that tab the target, and these rules show its panel instead of the first, so
 * tabs work while the scripts load, and keep working if their chunk fails. Once the behaviour runs
 * (`e-js`) it decides alone.
 */
export function targetRules(parts: TabParts, count: number): StyleBlocks {
  const out: StyleBlocks = {};
  for (let i = 1; i <= count; i++) {
    out[
      `${parts.root}:not(.e-js):has(> ${parts.heading} > :nth-child(${i}):target) > ${parts.content} > :nth-child(even):not(:nth-child(${2 * i}))`
    ] = { display: "none" };
  }
  return out;
}

/**
 * Below a breakpoint the tabs become an accordion: the tabs' box is hidden and each panel's own title
 * shows above it. `from` is the largest device that is an accordion (none: never).
 */
export function accordionMode(view: SettingsView, parts: TabParts, from: Device | null): StyleBlocks {
  if (!from || DEVICES.indexOf(view.device) > DEVICES.indexOf(from)) return {};
  return {
    [`${parts.root} > ${parts.heading}`]: { display: "none" },
    [`${parts.root} > ${parts.content} > ${parts.collapse}`]: { display: "flex" },
  };
}
