import type { BrandMarkName } from "./brand-mark";

/** The chain's social profiles, shown in the footer. */
export const SOCIAL_LINKS: ReadonlyArray<{ name: string; url: string; mark: BrandMarkName }> = [
  { name: "Facebook", url: "https://www.facebook.com/harvestlanemarket", mark: "facebook" },
  { name: "Instagram", url: "https://www.instagram.com/harvestlanemarket", mark: "instagram" },
  { name: "Pinterest", url: "https://www.pinterest.com/harvestlanemarket", mark: "pinterest" },
  { name: "YouTube", url: "https://www.youtube.com/@harvestlanemarket", mark: "youtube" },
];
