import { describe, expect, it } from "vitest";
import { DEFAULT_BREAKPOINTS, type Breakpoints } from "#core/builder/breakpoints";
import { deviceKey, deviceLabel, editorDevices, hasOwnValue, inheritedValue, largerDevice, previewWidth } from "./responsive-field";

const withExtras: Breakpoints = {
  ...DEFAULT_BREAKPOINTS,
  laptop: { value: 1366, active: true },
  mobile_extra: { value: 880, active: true },
};

describe("responsive settings in the editor", () => {
  const settings = { typography_font_size: { unit: "px", size: 32 }, typography_font_size_tablet: { unit: "px", size: 24 } };

  it("edits each device's own key", () => {
    expect(deviceKey("align", "desktop")).toBe("align");
    expect(deviceKey("align", "tablet_extra")).toBe("align_tablet_extra");
    expect(hasOwnValue(settings, "typography_font_size", "tablet")).toBe(true);
    expect(hasOwnValue(settings, "typography_font_size", "mobile")).toBe(false);
  });

  it("shows what a device inherits and from which larger device", () => {
    expect(inheritedValue(settings, "typography_font_size", "mobile", DEFAULT_BREAKPOINTS)).toEqual({
      value: { unit: "px", size: 24 },
      from: "tablet",
    });
    expect(inheritedValue(settings, "typography_font_size", "tablet", DEFAULT_BREAKPOINTS)).toEqual({
      value: { unit: "px", size: 32 },
      from: "desktop",
    });
    expect(inheritedValue({}, "typography_font_size", "tablet", DEFAULT_BREAKPOINTS)).toBeNull();
    expect(largerDevice("mobile", withExtras)).toBe("mobile_extra");
    expect(deviceLabel("tablet_extra")).toBe("Tablet extra");
  });

  it("offers the site's devices, desktop first, and previews each inside its range", () => {
    expect(editorDevices(DEFAULT_BREAKPOINTS)).toEqual(["desktop", "tablet", "mobile"]);
    expect(editorDevices(withExtras)).toEqual(["desktop", "laptop", "tablet", "mobile_extra", "mobile"]);
    expect(previewWidth("desktop", DEFAULT_BREAKPOINTS)).toBeNull();
    expect(previewWidth("tablet", DEFAULT_BREAKPOINTS)).toBe(768);
    expect(previewWidth("mobile", DEFAULT_BREAKPOINTS)).toBe(360);
    // With a mobile extra up to 880, the tablet starts at 881.
    expect(previewWidth("tablet", withExtras)).toBe(881);
  });
});
