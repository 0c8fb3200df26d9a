import type { GlobalIds } from "./global-variables";
import { activeDevices, deviceParent, deviceRange, mediaQuery, type Breakpoints, type Device, type Range } from "./breakpoints";
import { responsiveValue, settingsView, type Settings } from "./responsive";
import { cssNumber } from "./css-values";
import { columnStyles, containerBox, containerStyles, sectionStyles, widgetStyles } from "./layout-styles";
import { mergeBlocks, type StyleBlocks, type StyleFn } from "./style-helpers";

/**
 * A document's CSS (docs/design/documents.md): pure, from the element tree and the site's breakpoints, once
 * per document version. Every rule is scoped to one element, as Elementor scopes its post CSS:
 * `.elementor-<doc> .elementor-element.elementor-element-<id>`. Desktop values are the base; each
 * other active device gets, inside its media query, only the declarations whose value differs from
 * the next larger device's (so an unset value inherits, as the settings do).
 */

export interface CssElement {
  id: string;
  elType: string;
  widgetType?: string;
  settings: Settings;
  elements: CssElement[];
}

export interface DocumentCssOptions {
  /** A widget type's own style function (its definition's `styles`), if it has one. */
  widgetStyles?: (widgetType: string) => StyleFn | undefined;
  /** The site's global variables' ids: `__globals__` references to them become `var(--e-global-…)` (core/builder/global-variables.ts). */
  globals?: GlobalIds;
}

/** Element ids that can go into a class name and a selector as they are. */
export const SAFE_ELEMENT_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/** The devices a `hide_<device>` setting names, with its "hidden-<device>" value. */
export const HIDE_KEYS: readonly Device[] = ["widescreen", "desktop", "laptop", "tablet_extra", "tablet", "mobile_extra", "mobile"];

/** The devices an element is hidden on (`hide_tablet: "hidden-tablet"`, active devices only). */
export function hiddenDevices(settings: Settings, bp: Breakpoints): Device[] {
  return HIDE_KEYS.filter((d) => (d === "desktop" || bp[d].active) && settings[`hide_${d}`] === `hidden-${d}`);
}

/** Rules grouped by media query, written base first, then min-width only, then max-width from the widest down. */
class Sheet {
  private byMedia = new Map<string, { range: Range; rules: Map<string, Record<string, string>> }>();

  add(range: Range, selector: string, decls: Record<string, string>) {
    if (!Object.keys(decls).length) return;
    const key = mediaQuery(range);
    let media = this.byMedia.get(key);
    if (!media) this.byMedia.set(key, (media = { range, rules: new Map() }));
    media.rules.set(selector, { ...media.rules.get(selector), ...decls });
  }

  toString(): string {
    const order = (r: Range) => [r.max === undefined ? 0 : 1, r.max === undefined ? (r.min ?? 0) : -r.max, r.min ?? 0] as const;
    const groups = [...this.byMedia.values()].sort((a, b) => {
      const x = order(a.range);
      const y = order(b.range);
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
    return groups
      .map(({ range, rules }) => {
        const body = [...rules]
          .map(
            ([sel, decls]) =>
              `${sel}{${Object.entries(decls)
                .map(([p, v]) => `${p}:${v}`)
                .join(";")}}`,
          )
          .join("");
        const q = mediaQuery(range);
        return q ? `@media ${q}{${body}}` : body;
      })
      .join("");
  }
}

/** The media range a device's own responsive values go in (desktop: none). */
function responsiveRange(device: Device, bp: Breakpoints): Range {
  if (device === "desktop") return {};
  if (device === "widescreen") return { min: bp.widescreen.value };
  return { max: bp[device].value };
}

export function documentCss(
  docId: number | string,
  elements: readonly CssElement[],
  bp: Breakpoints,
  opts: DocumentCssOptions = {},
): string {
  const sheet = new Sheet();
  const scope = `.elementor-${docId}`;
  // Desktop first, so each device's parent has been computed before it.
  const devices: Device[] = [
    "desktop",
    ...activeDevices(bp)
      .filter((d) => d !== "desktop")
      .reverse(),
  ];
  const hidden = new Set<Device>();
  let hasColumns = false;

  const styleFns = (el: CssElement, parent: CssElement | null): StyleFn[] => {
    switch (el.elType) {
      case "container": {
        const box = containerBox(el.settings);
        return [(v) => containerStyles(v, box, parent?.elType === "container")];
      }
      case "section":
        return [sectionStyles];
      case "column":
        return [columnStyles];
      case "widget": {
        const own = el.widgetType ? opts.widgetStyles?.(el.widgetType) : undefined;
        return own ? [widgetStyles, own] : [widgetStyles];
      }
      default:
        return [];
    }
  };

  const walk = (list: readonly CssElement[], parent: CssElement | null) => {
    for (const el of list) {
      if (!el || typeof el !== "object") continue;
      const settings: Settings = el.settings && typeof el.settings === "object" && !Array.isArray(el.settings) ? el.settings : {};
      if (typeof el.id === "string" && SAFE_ELEMENT_ID.test(el.id)) {
        const selector = `${scope} .elementor-element.elementor-element-${el.id}`;
        const fns = styleFns({ ...el, settings }, parent);
        const computed = new Map<Device, StyleBlocks>();
        for (const device of devices) {
          const view = settingsView(settings, device, bp, opts.globals);
          const blocks = mergeBlocks(...fns.map((fn) => safely(fn, view)));
          computed.set(device, blocks);
          const parentBlocks = device === "desktop" ? {} : computed.get(deviceParent(device, bp)!)!;
          for (const [sub, decls] of Object.entries(blocks)) {
            if (sub.includes(",") || sub.includes("{") || sub.includes("}")) continue;
            const changed = Object.fromEntries(Object.entries(decls).filter(([p, v]) => parentBlocks[sub]?.[p] !== v));
            sheet.add(responsiveRange(device, bp), selector + sub, changed);
          }
        }
        for (const d of hiddenDevices(settings, bp)) hidden.add(d);
        if (el.elType === "column") {
          // Columns wrap from tablet down (four at 50% make two rows) and stack on mobile, as Elementor's do;
          // written before any column's own widths.
          if (!hasColumns) {
            const wrapAt = bp.tablet.active ? bp.tablet.value : bp.mobile.active ? bp.mobile.value : undefined;
            if (wrapAt !== undefined)
              sheet.add({ max: wrapAt }, `${scope} .elementor-section > .elementor-container`, { "flex-wrap": "wrap" });
            if (bp.mobile.active) sheet.add({ max: bp.mobile.value }, `${scope} .elementor-column`, { width: "100%" });
          }
          hasColumns = true;
          columnWidths(sheet, selector, settings, bp);
        }
      }
      if (Array.isArray(el.elements)) walk(el.elements, { ...el, settings });
    }
  };
  walk(elements, null);

  for (const d of hidden) sheet.add(deviceRange(d, bp), `${scope} .elementor-hidden-${d}`, { display: "none !important" });
  return sheet.toString();
}

function safely(fn: StyleFn, view: Parameters<StyleFn>[0]): StyleBlocks {
  try {
    return fn(view);
  } catch {
    return {};
  }
}

/** A column's width in percent: `_inline_size` (else `_column_size`) with its device variants. */
export function columnWidth(settings: Settings, device: Device, bp: Breakpoints): string | undefined {
  const inline = responsiveValue(settings, "_inline_size", device, bp);
  const w =
    cssNumber(inline, { min: 1, max: 100 }) ??
    (device === "desktop" || device === "widescreen" ? cssNumber(settings._column_size, { min: 1, max: 100 }) : undefined);
  return w === undefined ? undefined : `${w}%`;
}

/**
 * Columns sit side by side above the mobile breakpoint and stack (100%) on mobile, as in Elementor:
 * desktop and the devices down to tablet apply from the mobile breakpoint up; a mobile width applies
 * only when it is set for mobile itself.
 */
function columnWidths(sheet: Sheet, selector: string, settings: Settings, bp: Breakpoints) {
  const stackBelow = bp.mobile.active ? bp.mobile.value + 1 : undefined;
  let previous: string | undefined;
  const desktopDown: Device[] = [
    "desktop",
    ...activeDevices(bp)
      .filter((d) => d !== "desktop" && d !== "widescreen" && d !== "mobile")
      .reverse(),
  ];
  for (const device of desktopDown) {
    const width = columnWidth(settings, device, bp) ?? columnWidth(settings, "desktop", bp);
    if (width !== undefined && width !== previous) {
      const range = device === "desktop" ? {} : { max: bp[device as Exclude<Device, "desktop">].value };
      sheet.add({ ...range, ...(stackBelow !== undefined ? { min: stackBelow } : {}) }, selector, { width });
    }
    if (width !== undefined) previous = width;
  }
  if (bp.widescreen.active) {
    const ws = columnWidth(settings, "widescreen", bp);
    if (ws !== undefined && ws !== columnWidth(settings, "desktop", bp)) sheet.add({ min: bp.widescreen.value }, selector, { width: ws });
  }
  if (bp.mobile.active) {
    const own = cssNumber(settings._inline_size_mobile, { min: 1, max: 100 });
    if (own !== undefined) sheet.add({ max: bp.mobile.value }, selector, { width: `${own}%` });
  }
}
