import type { TextPathSettings } from "./settings";

/**
 * The paths the text runs along, drawn for a box about 500 units wide (the widget's default size is
 * 500 px, so a unit is about a pixel), with room above each line for the text's height.
 */
export interface PathShape {
  viewBox: string;
  d: string;
}

const WAVE: PathShape = { viewBox: "0 0 500 100", d: "M10 55Q70 -5 130 55T250 55T370 55T490 55" };

export const TEXT_PATH_SHAPES: Record<Exclude<TextPathSettings["path"], "custom">, PathShape> = {
  wave: WAVE,
  arc: { viewBox: "0 0 500 260", d: "M20 250A230 230 0 0 1 480 250" },
  circle: { viewBox: "0 0 500 500", d: "M30 250A220 220 0 1 1 470 250A220 220 0 1 1 30 250" },
  line: { viewBox: "0 0 500 40", d: "M0 30L500 30" },
  oval: { viewBox: "0 0 500 300", d: "M30 150A220 120 0 1 1 470 150A220 120 0 1 1 30 150" },
  // Half turns that shrink by 15 units each, about two centres: a spiral winding inwards.
  spiral: {
    viewBox: "0 0 500 500",
    d: "M30 250A220 220 0 0 1 470 250A205 205 0 0 1 60 250A190 190 0 0 1 440 250A175 175 0 0 1 90 250A160 160 0 0 1 410 250A145 145 0 0 1 120 250A130 130 0 0 1 380 250",
  },
};

/**
 * The shape for a path setting. A custom path is an uploaded SVG file that would have to be fetched
 * and trusted at render time; it is drawn as the default wave instead, so its text still shows.
 */
export function pathShape(path: TextPathSettings["path"]): PathShape {
  return path === "custom" ? WAVE : TEXT_PATH_SHAPES[path];
}
