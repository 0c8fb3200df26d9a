import { defineWidget } from "../../widget-types";
import { progressSettings } from "./settings";
import { cssSize } from "#core/builder/css-values";
import { colour, mergeBlocks, typography } from "#core/builder/style-helpers";
import type { SettingsView } from "#core/builder/responsive";
import { htmlContent } from "../html-setting";
import { htmlToText } from "#core/text/html-text";

function progressStyles(v: SettingsView) {
  const height = cssSize(v.get("bar_height"), ["px", "em", "rem"], { min: 0, max: 1000 });
  const radius = cssSize(v.get("bar_border_radius"), ["px", "%", "em", "rem"], { min: 0, max: 1000 });
  return mergeBlocks(
    {
      " .elementor-progress-wrapper": { ...colour(v, "bar_bg_color", "background-color"), ...(radius ? { "border-radius": radius } : {}) },
    },
    {
      " .elementor-progress-bar": {
        ...colour(v, "bar_color", "background-color"),
        ...colour(v, "bar_inline_color"),
        ...typography(v, "bar_inner_typography"),
        ...(height ? { height, "line-height": height } : {}),
      },
    },
    { " .elementor-title": { ...colour(v, "title_color"), ...typography(v) } },
  );
}

/**
 * A bar filled to a percentage, with its title and inner text (Elementor's progress bar): a real
 * progressbar named by its title, whose value and inner text assistive technology reads (its
 * children are presentational). The server draws it full; the behaviour fills it when it first
 * comes into view.
 */
export const progress = defineWidget({
  type: "progress",
  title: "Progress Bar",
  settings: progressSettings,
  behaviour: "progress",
  Component: ({ settings: s }) => {
    const Title = s.title_tag;
    const innerText = htmlToText(s.inner_text);
    const name = htmlToText(s.title) || innerText || "Progress";
    const valueText = innerText && innerText !== name ? `${s.percent}% (${innerText})` : `${s.percent}%`;
    return (
      <>
        {s.title && <Title className="elementor-title" {...htmlContent(s.title)} />}
        <div
          className={s.progress_type ? `elementor-progress-wrapper progress-${s.progress_type}` : "elementor-progress-wrapper"}
          role="progressbar"
          aria-label={name}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={s.percent}
          aria-valuetext={valueText}
        >
          <div className="elementor-progress-bar" data-max={s.percent} style={{ width: `${s.percent}%` }}>
            <span className="elementor-progress-text" {...htmlContent(s.inner_text)} />
            {s.display_percentage === "show" && <span className="elementor-progress-percentage">{s.percent}%</span>}
          </div>
        </div>
      </>
    );
  },
  styles: progressStyles,
});
