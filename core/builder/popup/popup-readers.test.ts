import { describe, expect, it } from "vitest";
import { popupBelongsOn, readConditions } from "./popup-conditions";
import { readPopupSettings } from "./popup-settings";
import { readTiming } from "./popup-timing";
import { readTriggers } from "./popup-triggers";
import { initialRender, onLoadStep, readVisibility } from "../visibility-events";

/** Values a stored setting may hold after a bad import, a hand-written document or a broken data-settings attribute. */
const GARBAGE: unknown[] = [
  undefined,
  null,
  "",
  "yes",
  "no",
  0,
  -1,
  1e308,
  NaN,
  -Infinity,
  true,
  false,
  [],
  ["yes"],
  {},
  { size: "x" },
  { unit: "custom", size: "url(x)" },
  "__proto__",
  "<script>",
  Object.create(null),
];

/** A settings object in which every key, whatever its name, holds `value`. */
const everyKey = (value: unknown) => new Proxy({}, { get: (_, key) => (key === Symbol.iterator ? undefined : value) });

describe("the popup and visibility readers take any stored value", () => {
  const selectorCheck = { isValidSelector: () => true };
  const page = { kind: "singular" as const, postType: "page", id: 1 };

  it.each(GARBAGE.map((g) => [g]))("%j as the settings and as every setting", (g) => {
    for (const raw of [g, everyKey(g)]) {
      expect(() => readTiming(raw)).not.toThrow();
      expect(() => readTriggers(raw, selectorCheck)).not.toThrow();
      expect(() => readPopupSettings(raw, { device: "mobile" })).not.toThrow();
      expect(() => readConditions(raw)).not.toThrow();
      expect(() => popupBelongsOn(raw, page)).not.toThrow();
      const visibility = readVisibility(raw, selectorCheck);
      if (visibility) {
        expect(() => initialRender(visibility)).not.toThrow();
        expect(() => onLoadStep(visibility)).not.toThrow();
      }
    }
  });

  it("reads the defaults whatever garbage every setting holds", () => {
    expect(readPopupSettings(everyKey([])).width).toBe("640px");
    expect(readTriggers(everyKey({}), selectorCheck)).toEqual([]);
    expect(readTiming(everyKey(7)).pageViews).toBeNull();
  });
});
