import { z } from "zod";
import { linkSetting } from "../link";
import { repeater } from "../repeater";
import { htmlSetting, imageSetting, textSetting } from "../setting-fields";

/** One slide: heading, description and button over a background colour or image; the link on the button or the whole slide. */
const slide = z.object({
  /** The heading, the description and the button's text are sanitized HTML (core/builder/html-settings.ts). */
  heading: htmlSetting(""),
  description: htmlSetting(""),
  button_text: htmlSetting(""),
  link: linkSetting,
  link_click: z.enum(["slide", "button"]).catch("slide"),
  background_image: imageSetting,
  _id: z
    .string()
    .regex(/^[a-z0-9]{1,20}$/i)
    .optional()
    .catch(undefined),
});

export type Slide = z.infer<typeof slide>;

const LOREM = "Lorem ipsum dolor sit amet consectetur adipiscing elit dolor";
const DEFAULT_SLIDES = [1, 2, 3].map((n) => ({ heading: `Slide ${n} Heading`, description: LOREM, button_text: "Click Here" }));

/** Stored settings of Elementor Pro's slides that the markup reads; the carousel's own (autoplay, navigation...) are mapped in slides.tsx. */
export const slidesSettings = z.object({
  slides: repeater(slide, DEFAULT_SLIDES),
  button_size: z.enum(["xs", "sm", "md", "lg", "xl"]).catch("sm"),
  carousel_name: textSetting("", 200),
});

export type SlidesSettings = z.infer<typeof slidesSettings>;
