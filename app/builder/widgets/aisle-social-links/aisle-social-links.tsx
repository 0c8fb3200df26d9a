import { z } from "zod";
import type { IconDefinition } from "@fortawesome/free-brands-svg-icons";
import { SOCIAL_LINKS } from "#app/storefront/frame/social-links";
import { defineWidget } from "../../widget-types";

/** A brand mark drawn inline (decorative: the link names itself). */
function Mark({ icon }: { icon: IconDefinition }) {
  const [width, height, , , path] = icon.icon;
  return (
    <svg className="site-footer__mark" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <path d={Array.isArray(path) ? path.join(" ") : path} fill="currentColor" />
    </svg>
  );
}

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
            <Mark icon={s.icon} />
          </a>
        </li>
      ))}
    </ul>
  ),
});
