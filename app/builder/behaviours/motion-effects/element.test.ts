import { describe, expect, it } from "vitest";
import { hasMotionFx, motionEffects } from "./element";

describe("motion effects on the server", () => {
  it("applies with an element's own scrolling or mouse effects, or a container's or section's background effects", () => {
    expect(hasMotionFx({ motion_fx_motion_fx_scrolling: "yes", motion_fx_translateY_effect: "yes" }, "widget")).toBe(true);
    expect(hasMotionFx({ motion_fx_motion_fx_mouse: "yes", motion_fx_tilt_effect: "yes" }, "widget")).toBe(true);
    expect(
      hasMotionFx({ background_motion_fx_motion_fx_scrolling: "yes", background_motion_fx_translateY_effect: "yes" }, "container"),
    ).toBe(true);
    expect(hasMotionFx({ background_motion_fx_motion_fx_scrolling: "yes", background_motion_fx_translateY_effect: "yes" }, "section")).toBe(
      true,
    );
  });

  it("does not apply with the group on but no effect, an effect with the group off, a widget's background effects, or a section's own mouse effects", () => {
    expect(hasMotionFx({ motion_fx_motion_fx_scrolling: "yes" }, "widget")).toBe(false);
    expect(hasMotionFx({ motion_fx_translateY_effect: "yes" }, "widget")).toBe(false);
    expect(hasMotionFx({ background_motion_fx_motion_fx_scrolling: "yes", background_motion_fx_translateY_effect: "yes" }, "widget")).toBe(
      false,
    );
    expect(hasMotionFx({ motion_fx_motion_fx_mouse: "yes", motion_fx_tilt_effect: "yes" }, "section")).toBe(false);
  });

  it("sends the browser only the motion settings, and a fixed position", () => {
    expect(
      motionEffects.clientSettings({
        motion_fx_motion_fx_scrolling: "yes",
        background_motion_fx_devices: ["desktop"],
        _position: "fixed",
        title: "Hi",
        _margin: {},
      }),
    ).toEqual({
      motion_fx_motion_fx_scrolling: "yes",
      background_motion_fx_devices: ["desktop"],
      _position: "fixed",
    });
    expect(motionEffects.clientSettings({ _position: "absolute" })).toEqual({});
  });
});
