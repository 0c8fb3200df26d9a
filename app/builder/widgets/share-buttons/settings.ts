import { z } from "zod";
import { NETWORKS } from "./networks";
import { plainText, switcher } from "../setting-fields";
import { repeater } from "../repeater";

const button = z.object({ button: z.string().refine((n) => Object.hasOwn(NETWORKS, n)), text: plainText("", 60) });

/** Elementor's default buttons. */
const DEFAULT_BUTTONS = [
  { button: "facebook", text: "" },
  { button: "twitter", text: "" },
  { button: "linkedin", text: "" },
];

/**
 * Stored settings of Elementor Pro's Share Buttons; every field falls back to its default, so any
 * stored value parses. Buttons of networks Aisle does not know are left out (as Elementor leaves out
 * deprecated ones); a list that is not a list gives Elementor's default buttons.
 */
export const shareButtonsSettings = z.object({
  share_buttons: repeater(button, DEFAULT_BUTTONS, 20),
  view: z.enum(["icon-text", "icon", "text"]).catch("icon-text"),
  show_label: switcher(true),
  skin: z.enum(["gradient", "minimal", "framed", "boxed", "flat"]).catch("gradient"),
  shape: z.enum(["square", "rounded", "circle"]).catch("square"),
  columns: z.enum(["0", "1", "2", "3", "4", "5", "6"]).catch("0"),
  color_source: z.enum(["official", "custom"]).catch("official"),
  share_url_type: z.enum(["current_page", "custom"]).catch("current_page"),
  share_url: z.object({ url: z.string().max(2000).catch("") }).catch({ url: "" }),
});

export type ShareButtonsSettings = z.infer<typeof shareButtonsSettings>;
