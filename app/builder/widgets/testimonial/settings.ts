import { z } from "zod";
import { linkSetting } from "../link";
import { htmlSetting, imageSetting } from "../setting-fields";

/** Stored settings of the testimonial (Elementor's names and defaults); every field falls back to its default, so any stored value parses. */
export const testimonialSettings = z.object({
  /** The quote, the name and the job are sanitized HTML (core/builder/html-settings.ts). */
  testimonial_content: htmlSetting(
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo.",
  ),
  testimonial_image: imageSetting,
  testimonial_name: htmlSetting("John Doe"),
  testimonial_job: htmlSetting("Designer"),
  /** Links the name and the image. */
  link: linkSetting,
  testimonial_image_position: z.enum(["aside", "top"]).catch("aside"),
  testimonial_alignment: z.enum(["left", "center", "right"]).catch("center"),
});

export type TestimonialSettings = z.infer<typeof testimonialSettings>;
