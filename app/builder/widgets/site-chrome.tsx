import type { ReactNode } from "react";
import { z } from "zod";
import { CHROME_ATTR, type SiteChromePart } from "#core/frame/site-chrome";
import { defineWidget, type WidgetDefinition } from "../widget-types";

/**
 * The site's own chrome as widgets (decision 0084): a widget leaves its place, the same for every
 * visitor, in the cached document; on the page the header template's part fills it with the header's
 * own component from the root loader's data (app/storefront/header/template-header.tsx), so store and
 * shopper never enter the cached HTML. What a place holds before the scripts run (and without them,
 * and in the editor) is a plain link or form to the same page.
 */
export function chromePlace(part: SiteChromePart, fallback: ReactNode, data?: Record<`data-${string}`, string>) {
  return (
    <div className={`aisle-chrome aisle-chrome--${part}`} {...{ [CHROME_ATTR]: part }} {...data}>
      {fallback}
    </div>
  );
}

const noSettings = z.object({});

/** A site chrome widget without settings of its own (the advanced tab still applies). */
export function chromeWidget(type: string, title: string, part: SiteChromePart, fallback: ReactNode): WidgetDefinition<object> {
  return defineWidget<object>({ type, title, settings: noSettings, Component: () => chromePlace(part, fallback) });
}
