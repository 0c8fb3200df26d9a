import { defineWidget } from "../../widget-types";
import { counterSettings, type CounterSettings } from "./settings";
import { counterDecimals, formatCounter, type CounterFormat } from "#core/builder/counter";
import { colour, mergeBlocks, typography } from "#core/builder/style-helpers";
import { htmlContent } from "../html-setting";

export function counterFormat(s: CounterSettings): CounterFormat {
  return {
    decimals: counterDecimals(s.starting_number, s.ending_number),
    separator: s.thousand_separator ? s.thousand_separator_char || "," : "",
  };
}

/**
 * A number with its prefix, suffix and title (Elementor's counter). The server writes the final
 * number, so it is there without JavaScript and is what assistive technology reads; the behaviour
 * counts up to it once, when the counter first comes into view.
 */
export const counter = defineWidget({
  type: "counter",
  title: "Counter",
  settings: counterSettings,
  behaviour: "counter",
  clientSettings: (s) => ({ from: s.starting_number, to: s.ending_number, duration: s.duration, ...counterFormat(s) }),
  Component: ({ settings: s }) => {
    const Title = s.title_tag;
    return (
      <div className="elementor-counter">
        <div className="elementor-counter-number-wrapper">
          <span className="elementor-counter-number-prefix">{s.prefix}</span>
          <span className="elementor-counter-number">{formatCounter(s.ending_number, counterFormat(s))}</span>
          <span className="elementor-counter-number-suffix">{s.suffix}</span>
        </div>
        {s.title && <Title className="elementor-counter-title" {...htmlContent(s.title)} />}
      </div>
    );
  },
  styles: (v) =>
    mergeBlocks(
      { " .elementor-counter-number-wrapper": { ...colour(v, "number_color"), ...typography(v, "typography_number") } },
      { " .elementor-counter-title": { ...colour(v, "title_color"), ...typography(v, "typography_title") } },
    ),
});
