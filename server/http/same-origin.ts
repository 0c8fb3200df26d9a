import type { Context } from "hono";
import type { AppEnv } from "./env";
import { ApiError } from "./errors";
import { crossSiteReason, siteOrigin } from "#core/web/same-origin";

export { crossSiteReason, siteOrigin };

/**
 * Sign-in and registration answer the site's own pages and non-browser clients only (docs/design/rest-contract.md):
 * another site's page cannot sign a visitor into an account of its choosing. 403 otherwise.
 */
export function refuseCrossSite(c: Context<AppEnv>): void {
  const site = siteOrigin({ url: c.req.url, https: c.get("https") });
  const reason = crossSiteReason({ secFetchSite: c.req.header("sec-fetch-site"), origin: c.req.header("origin") }, site);
  if (reason !== null)
    throw new ApiError(403, "cross_site_request", "Sign-in and registration are accepted from this site's own pages only.");
}
