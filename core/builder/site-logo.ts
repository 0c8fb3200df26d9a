import { isLocalImageUrl } from "../media/media-urls";

/**
 * The site's logo (Elementor's Site Identity `site_logo`): an image of the site's own media library,
 * which the Site Logo widget shows when it has no picture of its own (docs/kits.md). Only an address on
 * the site is kept: a logo at another host is never requested (docs/media.md).
 */
export interface SiteLogo {
  url: string;
  width?: number;
  height?: number;
}

const dimension = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v > 0 && v <= 20000 ? v : undefined);

/** A stored logo read safely: a path on the site (at most 2,048 characters) with its size, else null. */
export function normaliseSiteLogo(raw: unknown): SiteLogo | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.url !== "string" || r.url.length > 2048 || !r.url.startsWith("/") || !isLocalImageUrl(r.url)) return null;
  const width = dimension(r.width);
  const height = dimension(r.height);
  return { url: r.url.trim(), ...(width && height ? { width, height } : {}) };
}
