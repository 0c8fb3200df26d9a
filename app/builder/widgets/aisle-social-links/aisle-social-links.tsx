import { z } from "zod";
import { SOCIAL_LINKS } from "#app/storefront/frame/social-links";
import { BrandMark } from "#app/storefront/frame/brand-mark";
import { defineWidget } from "../../widget-types";

/** The chain's social profiles as the site's footer shows them (decision 0093); the same for every request. */
export const aisleSocialLinks = defineWidget<object>({
  type: "aisle-social-links",
  title: "Social Links",
  settings: z.object({}),
  Component: () => (
    <ul className="site-footer__social" aria-label="Follow us">
      {SOCIAL_LINKS.map((s) => (
        <li key={s.name}>
          <a className="site-footer__social-link" href={s.url} rel="noopener" aria-label={s.name}>
            <BrandMark name={s.mark} />
          </a>
        </li>
      ))}
    </ul>
  ),
});
