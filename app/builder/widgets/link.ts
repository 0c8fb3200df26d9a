import { z } from "zod";
import { safeUrl } from "#core/text/safe-url";

/** Elementor's switches are "on"/"yes" (older exports: true); missing or anything else is off. */
export const flag = z
  .unknown()
  .transform((v) => v === "on" || v === "yes" || v === true)
  .catch(false);

/** Elementor's link setting `{ url, is_external: "on", nofollow: "on" }`; any stored value parses. */
export const linkSetting = z
  .object({
    url: z.string().catch(""),
    is_external: flag,
    nofollow: flag,
  })
  .catch({ url: "", is_external: false, nofollow: false });

export type LinkSetting = z.infer<typeof linkSetting>;

/** The attributes of a link to a CMS address: a safe href, a new tab with noopener when external, nofollow. */
export function linkAttributes(link: LinkSetting, fallback = ""): { href: string; target?: string; rel?: string } {
  const rel = [link.is_external ? "noopener noreferrer" : "", link.nofollow ? "nofollow" : ""].filter(Boolean).join(" ");
  return { href: safeUrl(link.url || fallback), ...(link.is_external ? { target: "_blank" } : {}), ...(rel ? { rel } : {}) };
}
