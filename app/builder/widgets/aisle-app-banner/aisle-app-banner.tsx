import { chromeWidget } from "../site-chrome";

/** The app-download banner, shown to the mobile browsers the site's settings name (nothing for others). */
export const aisleAppBanner = chromeWidget("aisle-app-banner", "App Banner", "app-banner", null);
