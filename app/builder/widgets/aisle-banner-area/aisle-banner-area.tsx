import { chromeWidget } from "../site-chrome";

/** The site banner area: the `site-banner` content area's item for this visitor, dismissible. */
export const aisleBannerArea = chromeWidget("aisle-banner-area", "Site Banner Area", "banner-area", null);
