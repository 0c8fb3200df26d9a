import { z } from "zod";
import { slugParam } from "#core/schemas/params";
import { sliderQuery } from "#core/schemas/content";

/**
 * Stored settings of the site's content-area widgets: the content slot's `slug` (the storefront's
 * home slots by default) and, for the slider, its `slider_id`; both checked as the content API
 * checks them. Any stored value parses.
 */
const slotSettings = (defaultSlug: string) => z.object({ slug: slugParam.catch(defaultSlug) });

export const sliderSettings = slotSettings("home-slider").extend({ slider_id: sliderQuery.shape.slider_id.catch(undefined) });
export const ctaSettings = slotSettings("home-cta");
export const personalizedSettings = slotSettings("home-personalized");
