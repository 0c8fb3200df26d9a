import type { contentVersion, siteSettings } from "../schema";

export const DEMO_SITE_SETTINGS: typeof siteSettings.$inferInsert = {
  id: 1,
  siteName: "Harvest Lane Market",
  primaryColor: "#1f6f43",
  iosLink: "https://apps.apple.com/app/id0000000000",
  androidLink: "https://play.google.com/store/apps/details?id=com.harvestlane.app",
  groupTargeting: true,
  stackableBanner: true,
  dynamicHomepage: true,
  drinkCalculator: true,
  offCanvasSide: "left",
};

export const DEMO_CONTENT_VERSION: typeof contentVersion.$inferInsert = { id: 1, version: 1 };
