import { z } from "zod";
import { htmlTagSetting, textSetting } from "../setting-fields";

/** `percent` is a slider `{ size, unit: "%" }` (older exports: a bare number); beyond 0 to 100 it is clamped. */
const percent = z
  .unknown()
  .transform((v) => {
    const raw = v && typeof v === "object" && !Array.isArray(v) ? (v as { size?: unknown }).size : v;
    const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*-?(?:\d+\.?\d*|\.\d+)\s*$/.test(raw) ? Number(raw) : NaN;
    return Number.isFinite(n) ? Math.round(Math.min(Math.max(n, 0), 100) * 100) / 100 : 50;
  })
  .catch(50);

/** Stored settings of the progress bar; every field falls back to its default, so any stored value parses. */
export const progressSettings = z.object({
  title: textSetting("My Skill", 500),
  title_tag: htmlTagSetting("span"),
  progress_type: z.enum(["", "info", "success", "warning", "danger"]).catch(""),
  percent,
  display_percentage: z.enum(["show", "hide"]).catch("show"),
  inner_text: textSetting("Web Designer", 500),
});

export type ProgressSettings = z.infer<typeof progressSettings>;
