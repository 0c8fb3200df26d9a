import type { z } from "zod";
import { defineWidget } from "../../widget-types";
import type { ContentAreaKind } from "#app/storefront/content/content-area";
import { ctaSettings, personalizedSettings, sliderSettings } from "./settings";

/** The resolver that fills a content area for each request (resolvers.server.tsx). */
export const CONTENT_AREA_RESOLVER = "content-area";

function contentAreaWidget<S extends { slug: string; slider_id?: string | undefined }>(
  type: string,
  title: string,
  kind: ContentAreaKind,
  settings: z.ZodType<S>,
) {
  return defineWidget<S>({
    type,
    title,
    settings,
    Component: () => null,
    slot: (s) => ({ resolver: CONTENT_AREA_RESOLVER, args: { kind, slug: s.slug, ...(s.slider_id ? { slider_id: s.slider_id } : {}) } }),
  });
}

/**
 * The site's own content areas as page-builder widgets: the same targeted HTML the storefront's
 * content areas show, for the visitor's store and user groups. Each is a per-request slot, so the
 * document's rendered HTML stays cached while every visitor gets their own content.
 */
export const aisleSlider = contentAreaWidget("aisle-slider", "Slider", "slider", sliderSettings);
export const aisleCta = contentAreaWidget("aisle-cta", "Call to action", "cta", ctaSettings);
export const aislePersonalizedContent = contentAreaWidget(
  "aisle-personalized-content",
  "Personalized content",
  "personalized",
  personalizedSettings,
);
