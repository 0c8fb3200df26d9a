import { z } from "zod";
import { optionalIconSetting } from "../icons/icon-setting";
import { textSetting } from "../setting-fields";

export const ALERT_TYPES = ["info", "success", "warning", "danger"] as const;

/** Stored settings of the alert; every field falls back to its default, so any stored value parses. */
export const alertSettings = z.object({
  alert_type: z.enum(ALERT_TYPES).catch("info"),
  alert_title: textSetting("This is an Alert", 500),
  /** Sanitized HTML (HTML_SETTING_KEYS). */
  alert_description: z.string().catch("I am a description. Click the edit button to change this text."),
  show_dismiss: z.enum(["show", "hide"]).catch("show"),
  /** The dismiss button's icon; missing: a cross. */
  dismiss_icon: optionalIconSetting,
});

export type AlertSettings = z.infer<typeof alertSettings>;
