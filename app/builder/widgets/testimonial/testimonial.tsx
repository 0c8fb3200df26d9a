import { defineWidget } from "../../widget-types";
import { SiteImage } from "../site-image";
import { testimonialSettings } from "./settings";
import { linkAttributes } from "../link";
import { htmlContent } from "../html-setting";
import { safeUrl } from "#core/text/safe-url";
import { cssSize } from "#core/builder/css-values";
import { radiusStyles } from "#core/builder/layout-styles";
import { colour, mergeBlocks, typography } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

function testimonialStyles(v: SettingsView) {
  const size = cssSize(v.get("image_size"), ["px"], { min: 0, max: 400 });
  return mergeBlocks(
    { " .elementor-testimonial-content": { ...colour(v, "content_content_color"), ...typography(v, "content_typography") } },
    { " .elementor-testimonial-name": { ...colour(v, "name_text_color"), ...typography(v, "name_typography") } },
    { " .elementor-testimonial-job": { ...colour(v, "job_text_color"), ...typography(v, "job_typography") } },
    {
      " .elementor-testimonial-image img": {
        ...(size ? { width: size, height: size } : {}),
        ...radiusStyles(v.get("image_border_radius")),
      },
    },
  );
}

/**
 * Elementor's testimonial: the quote, then the person's picture beside (or above) their name and
 * job. The link, when there is one, is on the name; the picture's copy of it stays out of the tab
 * order and of assistive technology, so the testimonial is one stop.
 */
export const testimonial = defineWidget({
  type: "testimonial",
  title: "Testimonial",
  settings: testimonialSettings,
  classes: (s) => [`elementor-testimonial--align-${s.testimonial_alignment}`],
  Component: ({ settings: s }) => {
    const content = s.testimonial_content.trim();
    const name = s.testimonial_name.trim();
    const job = s.testimonial_job.trim();
    const image = s.testimonial_image.url ? safeUrl(s.testimonial_image.url) : "";
    if (!content && !name && !job && !image) return null;
    const link = s.link.url ? linkAttributes(s.link) : null;
    const img = image && (
      <SiteImage image={s.testimonial_image} width={s.testimonial_image.width ?? 60} height={s.testimonial_image.height ?? 60} />
    );
    return (
      <div className="elementor-testimonial-wrapper">
        {content && <div className="elementor-testimonial-content" {...htmlContent(content)} />}
        {(name || job || image) && (
          <div
            className={`elementor-testimonial-meta${image ? " elementor-has-image" : ""} elementor-testimonial-image-position-${s.testimonial_image_position}`}
          >
            <div className="elementor-testimonial-meta-inner">
              {img && (
                <div className="elementor-testimonial-image">
                  {link && name ? (
                    <a {...link} tabIndex={-1} aria-hidden="true">
                      {img}
                    </a>
                  ) : link ? (
                    <a {...link}>{img}</a>
                  ) : (
                    img
                  )}
                </div>
              )}
              {(name || job) && (
                <div className="elementor-testimonial-details">
                  {name && (
                    <div
                      className="elementor-testimonial-name"
                      {...(link ? { children: <a {...link} {...htmlContent(name)} /> } : htmlContent(name))}
                    />
                  )}
                  {job && <div className="elementor-testimonial-job" {...htmlContent(job)} />}
                </div>
              )}
            </div>
          </div>
        )}
      </div>
    );
  },
  styles: testimonialStyles,
});
