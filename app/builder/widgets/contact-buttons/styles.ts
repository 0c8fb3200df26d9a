import { cssSize } from "#core/builder/css-values";
import { colour, mergeBlocks, typography, type Decls, type StyleBlocks } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";

const LAYOUT = " .e-contact-buttons";

/** Colour settings that Elementor applies only when their group's "Colors" select is `custom`, as CSS variables. */
const CUSTOM_COLOURS: readonly { when: string; colours: readonly [setting: string, variable: string][] }[] = [
  {
    when: "style_button_color_select",
    colours: [
      ["style_button_color_icon", "--e-contact-buttons-button-icon"],
      ["style_button_color_background", "--e-contact-buttons-button-bg"],
    ],
  },
  {
    when: "style_button_color_select_hover",
    colours: [
      ["style_button_color_icon_hover", "--e-contact-buttons-button-icon-hover"],
      ["style_button_color_background_hover", "--e-contact-buttons-button-bg-hover"],
    ],
  },
  {
    when: "style_top_bar_colors",
    colours: [
      ["style_top_bar_title_color", "--e-contact-buttons-top-bar-title"],
      ["style_top_bar_subtitle_color", "--e-contact-buttons-top-bar-subtitle"],
      ["style_top_bar_close_button_color", "--e-contact-buttons-close-button-color"],
      ["style_top_bar_background_color", "--e-contact-buttons-top-bar-bg"],
    ],
  },
  {
    when: "style_bubble_colors",
    colours: [
      ["style_bubble_name_color", "--e-contact-buttons-message-bubble-name"],
      ["style_bubble_message_color", "--e-contact-buttons-message-bubble-body"],
      ["style_bubble_background_color", "--e-contact-buttons-message-bubble-bubble-bg"],
      ["style_bubble_chat_color", "--e-contact-buttons-message-bubble-chat-bg"],
    ],
  },
];

const TYPOGRAPHY: readonly [prefix: string, selector: string][] = [
  ["style_top_bar_title_typography", " .e-contact-buttons__top-bar-title"],
  ["style_top_bar_subtitle_typography", " .e-contact-buttons__top-bar-subtitle"],
  ["style_bubble_name_typography", " .e-contact-buttons__message-bubble-name"],
  ["style_bubble_message_typography", " .e-contact-buttons__message-bubble-body"],
  ["style_send_typography", " .e-contact-buttons__send-cta"],
];

/** The card's colours, type and width from Elementor's style settings. */
export function contactButtonsStyles(v: SettingsView): StyleBlocks {
  const vars: Decls = {};
  for (const group of CUSTOM_COLOURS) {
    if (v.get(group.when) !== "custom") continue;
    for (const [setting, variable] of group.colours) Object.assign(vars, colour(v, setting, variable));
  }
  const width = cssSize(v.get("style_chat_box_width"), ["px", "%", "vw", "em", "rem"], { min: 0, max: 2000 });
  if (width) vars["--e-contact-buttons-chat-box-width"] = width;
  return mergeBlocks({ [LAYOUT]: vars }, ...TYPOGRAPHY.map(([prefix, selector]) => ({ [selector]: typography(v, prefix) })));
}
