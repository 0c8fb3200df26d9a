import { z } from "zod";
import { linkSetting } from "../link";
import { imageSetting, plainText } from "../setting-fields";

/** Stored settings of the testimonial (Elementor's names and defaults); every field falls back to its default, so any stored value parses. */
export const testimonialSettings = z.object({
  /** Shown as text: HTML in it is not interpreted until the key is listed with the HTML-capable settings. */
  testimonial_content: plainText(
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Ut elit tellus, luctus nec ullamcorper mattis, pulvinar dapibus leo.",
    5000,
  ),
  testimonial_image: imageSetting,
  testimonial_name: plainText("John Doe", 300),
  testimonial_job: plainText("Designer", 300),
  /** Links the name and the image. */
  link: linkSetting,
  testimonial_image_position: z.enum(["aside", "top"]).catch("aside"),
  testimonial_alignment: z.enum(["left", "center", "right"]).catch("center"),
});

export type TestimonialSettings = z.infer<typeof testimonialSettings>;
