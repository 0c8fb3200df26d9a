import { describe, expect, it } from "vitest";
import { DEFAULT_BREAKPOINTS } from "../breakpoints";
import { closesOn, focusDelayMs, mayShowPopup, popupClasses, readPopupSettings, type CloseRoute, type OpenRoute } from "./popup-settings";

const DEFAULTS = {
  width: "640px",
  heightType: "auto",
  contentPosition: "top",
  horizontalPosition: "center",
  verticalPosition: "center",
  overlay: true,
  closeButton: true,
  closeButtonPosition: "inside",
  closeButtonDelayMs: 0,
  closeAutomaticallyMs: null,
  preventCloseOnBackgroundClick: false,
  preventCloseOnEscKey: false,
  preventScroll: false,
  avoidMultiplePopups: false,
  a11yNavigation: true,
  openSelector: "",
  classes: [],
  entranceAnimation: "",
  exitAnimation: "",
  animationDurationMs: 1200,
};

/** The layout and advanced settings of an exported popup, as Elementor wrote them. */
const exported = {
  width: { unit: "px", size: 480, sizes: [] },
  width_mobile: { unit: "vw", size: 92, sizes: [] },
  height_type: "auto",
  horizontal_position: "center",
  vertical_position: "center",
  overlay: "yes",
  close_button: "yes",
  close_button_position: "",
  close_button_delay: 2,
  entrance_animation: "fadeInUp",
  exit_animation: "fadeIn",
  entrance_animation_duration: { unit: "px", size: 0.8, sizes: [] },
  prevent_scroll: "yes",
  avoid_multiple_popups: "yes",
  a11y_navigation: "yes",
  __globals__: [],
};

describe("readPopupSettings", () => {
  it("has Elementor's defaults for an empty or broken settings object", () => {
    expect(readPopupSettings({})).toEqual(DEFAULTS);
    expect(readPopupSettings([])).toEqual(DEFAULTS);
    expect(readPopupSettings(null)).toEqual(DEFAULTS);
    expect(readPopupSettings("popup")).toEqual(DEFAULTS);
  });

  it("reads an exported popup", () => {
    expect(readPopupSettings(exported)).toEqual({
      ...DEFAULTS,
      width: "480px",
      closeButtonDelayMs: 2000,
      entranceAnimation: "fadeInUp",
      exitAnimation: "fadeIn",
      animationDurationMs: 800,
      preventScroll: true,
      avoidMultiplePopups: true,
    });
  });

  it("reads responsive settings for the device, inherited from larger devices", () => {
    const settings = { ...exported, horizontal_position_tablet: "left", entrance_animation_mobile: "zoomIn" };
    expect(readPopupSettings(settings, { device: "mobile" })).toMatchObject({
      width: "92vw",
      horizontalPosition: "left",
      entranceAnimation: "zoomIn",
    });
    expect(readPopupSettings(settings, { device: "tablet" })).toMatchObject({
      width: "480px",
      horizontalPosition: "left",
      entranceAnimation: "fadeInUp",
    });
    expect(readPopupSettings(settings, { device: "desktop", breakpoints: DEFAULT_BREAKPOINTS })).toMatchObject({
      width: "480px",
      horizontalPosition: "center",
    });
  });

  it.each([
    [480, "480px"],
    ["480", "480px"],
    [{ unit: "px", size: 100 }, "100px"],
    [{ unit: "px", size: 1000 }, "1000px"],
    [{ unit: "vw", size: 10 }, "10vw"],
    [{ unit: "%", size: 100 }, "100%"],
    [{ unit: "px", size: 99 }, "640px"],
    [{ unit: "px", size: 1001 }, "640px"],
    [{ unit: "vw", size: 101 }, "640px"],
    [{ unit: "vw", size: 5 }, "640px"],
    [50, "640px"],
    [{ unit: "em", size: 30 }, "640px"],
    [{ unit: "px", size: "" }, "640px"],
    ["480px; background:url(x)", "640px"],
  ])("reads the width %j as %s", (width, css) => {
    expect(readPopupSettings({ width }).width).toBe(css);
  });

  it("reads a custom height, and custom without a height as auto", () => {
    expect(readPopupSettings({ height_type: "custom", height: { unit: "vh", size: 50 } })).toMatchObject({
      heightType: "custom",
      height: "50vh",
    });
    expect(readPopupSettings({ height_type: "custom", height: { unit: "px", size: 380 } })).toMatchObject({
      heightType: "custom",
      height: "380px",
    });
    expect(readPopupSettings({ height_type: "custom" })).toMatchObject({ heightType: "auto" });
    expect(readPopupSettings({ height_type: "custom" }).height).toBeUndefined();
    expect(readPopupSettings({ height_type: "fit_to_screen", height: { unit: "px", size: 380 } })).toMatchObject({
      heightType: "fit_to_screen",
    });
    expect(readPopupSettings({ height_type: "fit_to_screen", height: { unit: "px", size: 380 } }).height).toBeUndefined();
    expect(readPopupSettings({ height_type: "tall" }).heightType).toBe("auto");
  });

  it("reads positions and falls back on unknown ones", () => {
    const s = readPopupSettings({ content_position: "bottom", horizontal_position: "right", vertical_position: "top" });
    expect(s).toMatchObject({ contentPosition: "bottom", horizontalPosition: "right", verticalPosition: "top" });
    expect(readPopupSettings({ content_position: "middle", horizontal_position: "flex-start", vertical_position: 1 })).toMatchObject({
      contentPosition: "top",
      horizontalPosition: "center",
      verticalPosition: "center",
    });
  });

  it("turns the switchers that default on off only when saved empty", () => {
    expect(readPopupSettings({ overlay: "", close_button: "", a11y_navigation: "" })).toMatchObject({
      overlay: false,
      closeButton: false,
      a11yNavigation: false,
    });
    expect(readPopupSettings({ overlay: null })).toMatchObject({ overlay: true });
  });

  it("turns the switchers that default off on with yes", () => {
    const s = readPopupSettings({
      prevent_close_on_background_click: "yes",
      prevent_close_on_esc_key: "yes",
      prevent_scroll: "yes",
      avoid_multiple_popups: "yes",
    });
    expect(s).toMatchObject({
      preventCloseOnBackgroundClick: true,
      preventCloseOnEscKey: true,
      preventScroll: true,
      avoidMultiplePopups: true,
    });
  });

  it("puts the close button outside only when it says outside", () => {
    expect(readPopupSettings({ close_button_position: "outside" }).closeButtonPosition).toBe("outside");
    expect(readPopupSettings({ close_button_position: "" }).closeButtonPosition).toBe("inside");
    expect(readPopupSettings({ close_button_position: "above" }).closeButtonPosition).toBe("inside");
  });

  it("reads delays in seconds as milliseconds, within 0-60 s", () => {
    expect(readPopupSettings({ close_button_delay: 0.1, close_automatically: "7.5" })).toMatchObject({
      closeButtonDelayMs: 100,
      closeAutomaticallyMs: 7500,
    });
    expect(readPopupSettings({ close_button_delay: 600, close_automatically: 600 })).toMatchObject({
      closeButtonDelayMs: 60_000,
      closeAutomaticallyMs: 60_000,
    });
    expect(readPopupSettings({ close_button_delay: -1, close_automatically: 0 })).toMatchObject({
      closeButtonDelayMs: 0,
      closeAutomaticallyMs: null,
    });
    expect(readPopupSettings({ close_button_delay: "soon", close_automatically: "" })).toMatchObject({
      closeButtonDelayMs: 0,
      closeAutomaticallyMs: null,
    });
  });

  it("reads the animation duration within 0-5 s, 1.2 s by default", () => {
    expect(readPopupSettings({ entrance_animation_duration: { unit: "px", size: 0 } }).animationDurationMs).toBe(0);
    expect(readPopupSettings({ entrance_animation_duration: { unit: "px", size: 9 } }).animationDurationMs).toBe(5000);
    expect(readPopupSettings({ entrance_animation_duration: 2 }).animationDurationMs).toBe(2000);
    expect(readPopupSettings({ entrance_animation_duration: { unit: "px", size: "" } }).animationDurationMs).toBe(1200);
  });

  it("reads animation names, none and anything unsafe as no animation", () => {
    expect(readPopupSettings({ entrance_animation: "none", exit_animation: "fadeIn;}" })).toMatchObject({
      entranceAnimation: "",
      exitAnimation: "",
    });
    expect(readPopupSettings({ entrance_animation: " bounceIn " }).entranceAnimation).toBe("bounceIn");
  });

  it("keeps the open selector as written, or only when valid when a check is given", () => {
    expect(readPopupSettings({ open_selector: " #weekly-ad, .open-signup " }).openSelector).toBe("#weekly-ad, .open-signup");
    const isValidSelector = (s: string) => !s.startsWith(">");
    expect(readPopupSettings({ open_selector: ".ok" }, { isValidSelector }).openSelector).toBe(".ok");
    expect(readPopupSettings({ open_selector: "> .bad" }, { isValidSelector }).openSelector).toBe("");
    const throwing = () => {
      throw new SyntaxError("bad");
    };
    expect(readPopupSettings({ open_selector: ".ok" }, { isValidSelector: throwing }).openSelector).toBe("");
    expect(readPopupSettings({ open_selector: ["#a"] }).openSelector).toBe("");
  });

  it("reads classes", () => {
    expect(readPopupSettings({ classes: "weekly-ad  promo weekly-ad" }).classes).toEqual(["weekly-ad", "promo"]);
  });
});

describe("popupClasses", () => {
  it("keeps only valid class names", () => {
    expect(popupClasses('a _b -c 1d -2e "x" <y> c\td\ne')).toEqual(["a", "_b", "-c", "c", "d", "e"]);
    expect(popupClasses(["a"])).toEqual([]);
    expect(popupClasses("")).toEqual([]);
  });
});

describe("mayShowPopup", () => {
  const show = (
    avoidMultiplePopups: boolean,
    ctx: Partial<{ editMode: boolean; disabled: boolean; route: OpenRoute; otherPopupShown: boolean }>,
  ) => mayShowPopup({ avoidMultiplePopups }, { editMode: false, disabled: false, route: "trigger", otherPopupShown: false, ...ctx });

  it("shows by default", () => {
    expect(show(false, {})).toBe(true);
    expect(show(true, {})).toBe(true);
  });

  it("never shows a popup the visitor disabled, by any route", () => {
    for (const route of ["trigger", "selector", "action"] as const) expect(show(false, { disabled: true, route })).toBe(false);
  });

  it("avoiding multiple popups: no trigger opens it after another popup was shown", () => {
    expect(show(true, { otherPopupShown: true })).toBe(false);
    expect(show(false, { otherPopupShown: true })).toBe(true);
  });

  it("avoiding multiple popups does not stop the open selector or a link", () => {
    expect(show(true, { otherPopupShown: true, route: "selector" })).toBe(true);
    expect(show(true, { otherPopupShown: true, route: "action" })).toBe(true);
  });

  it("edit mode shows it whatever the rest says", () => {
    expect(show(true, { editMode: true, disabled: true, otherPopupShown: true })).toBe(true);
  });
});

describe("closesOn", () => {
  const routes: CloseRoute[] = ["button", "background", "outside", "escape", "auto", "action"];
  const closing = (preventCloseOnBackgroundClick: boolean, preventCloseOnEscKey: boolean) =>
    routes.filter((r) => closesOn({ preventCloseOnBackgroundClick, preventCloseOnEscKey }, r));

  it("closes every way by default", () => {
    expect(closing(false, false)).toEqual(routes);
  });
  it("background click prevention covers outside clicks too", () => {
    expect(closing(true, false)).toEqual(["button", "escape", "auto", "action"]);
  });
  it("Escape can be prevented on its own", () => {
    expect(closing(false, true)).toEqual(["button", "background", "outside", "auto", "action"]);
  });
  it("the button, the timer and a close action always close", () => {
    expect(closing(true, true)).toEqual(["button", "auto", "action"]);
  });
});

describe("focusDelayMs", () => {
  it("is 250 ms for a popup and 100 ms for another modal", () => {
    expect(focusDelayMs("popup")).toBe(250);
    expect(focusDelayMs("modal")).toBe(100);
  });
});
