import { defineWidget } from "../../widget-types";
import { textPathSettings, type TextPathSettings } from "./settings";
import { pathShape } from "./shapes";
import { linkAttributes } from "../link";
import { cssColor, cssSize } from "#core/builder/css-values";
import { textAlign, typography, type Decls } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";
import { partId } from "../part-id";
import { htmlToText } from "#core/text/html-text";

/** Elementor's stroke colour for a shown path when none is chosen. */
const DEFAULT_STROKE = "#E8178A";

/** Where the text starts along the path and which end of it is anchored there. */
function placement(s: TextPathSettings): { startOffset: string; anchor?: "middle" | "end" } {
  const at = (base: number) => `${Math.max(-100, Math.min(200, base + s.start_point))}%`;
  if (s.align === "center") return { startOffset: at(50), anchor: "middle" };
  if (s.align === "right") return { startOffset: at(100), anchor: "end" };
  return { startOffset: at(0) };
}

function textPathStyles(v: SettingsView): Decls {
  const out: Decls = { ...textAlign(v), ...typography(v, "text_typography") };
  const put = (p: string, value: string | undefined) => value !== undefined && (out[p] = value);
  put("--width", cssSize(v.get("size"), ["px", "%"], { min: 0, max: 2000 }));
  put("--rotate", cssSize(v.get("rotation"), ["deg"], { min: -360, max: 360 }));
  put("--word-spacing", cssSize(v.get("word_spacing"), ["px"], { min: -50, max: 50 }));
  put("--text-color", cssColor(v.get("text_color_normal")));
  put("--text-color-hover", cssColor(v.get("text_color_hover")));
  if (v.get("show_path")) {
    out["--stroke-color"] = cssColor(v.get("stroke_color_normal")) ?? DEFAULT_STROKE;
    put("--stroke-width", cssSize(v.get("stroke_width_normal"), ["px"], { min: 0, max: 50 }));
    put("--path-fill", cssColor(v.get("path_fill_normal")));
    put("--path-fill-hover", cssColor(v.get("path_fill_hover")));
    put("--stroke-color-hover", cssColor(v.get("stroke_color_hover")));
    put("--stroke-width-hover", cssSize(v.get("stroke_width_hover"), ["px"], { min: 0, max: 50 }));
  }
  return out;
}

/**
 * Text along an SVG path (Elementor's Text Path). The drawing is an image named by its text, so
 * assistive technology reads the text once; a link wraps the whole drawing and takes that name.
 */
export const textPath = defineWidget({
  type: "text-path",
  title: "Text Path",
  settings: textPathSettings,
  Component: ({ settings, element }) => {
    // The text sits in an SVG textPath, where HTML has no meaning: its sanitized HTML is shown as text.
    const text = htmlToText(settings.text);
    if (!text) return null;
    const shape = pathShape(settings.path);
    const id = partId("e-text-path", element.id);
    const { startOffset, anchor } = placement(settings);
    const svg = (
      <svg xmlns="http://www.w3.org/2000/svg" viewBox={shape.viewBox} role="img" aria-label={text}>
        <path id={id} d={shape.d} />
        <text
          {...(settings.text_path_direction ? { direction: settings.text_path_direction } : {})}
          {...(anchor ? { textAnchor: anchor } : {})}
        >
          <textPath href={`#${id}`} startOffset={startOffset}>
            {text}
          </textPath>
        </text>
      </svg>
    );
    return <div className="e-text-path">{settings.link.url ? <a {...linkAttributes(settings.link)}>{svg}</a> : svg}</div>;
  },
  styles: (v) => ({ "": textPathStyles(v) }),
});
