import { describe, expect, it } from "vitest";
import { carouselConfig } from "./carousel-config";
import type { AutoplayState } from "./carousel-rules";
import { autoplayRuns, autoplayToggleLabel, CAROUSEL_TEXT, dotLabel, lazySlides, slideLabel, slideStep } from "./carousel-rules";

describe("texts", () => {
  it("the names of docs/design/ui-contract.md", () => {
    expect(CAROUSEL_TEXT).toEqual({
      region: "Carousel",
      roleDescription: "carousel",
      slideRoleDescription: "slide",
      previous: "Previous slide",
      next: "Next slide",
      stop: "Stop automatic slide show",
      start: "Start automatic slide show",
    });
  });

  it("slides are N of M, dots Go to slide N (counted from 1)", () => {
    expect(slideLabel(0, 5)).toBe("1 of 5");
    expect(slideLabel(4, 5)).toBe("5 of 5");
    expect(dotLabel(0)).toBe("Go to slide 1");
    expect(dotLabel(9)).toBe("Go to slide 10");
  });

  it("the autoplay control says what it will do", () => {
    expect(autoplayToggleLabel(true)).toBe("Stop automatic slide show");
    expect(autoplayToggleLabel(false)).toBe("Start automatic slide show");
  });
});

describe("slideStep", () => {
  it("left to right: ArrowLeft back, ArrowRight forward", () => {
    expect(slideStep("ArrowLeft", "ltr")).toBe(-1);
    expect(slideStep("ArrowRight", "ltr")).toBe(1);
  });

  it("right to left: mirrored", () => {
    expect(slideStep("ArrowLeft", "rtl")).toBe(1);
    expect(slideStep("ArrowRight", "rtl")).toBe(-1);
  });

  it("any other key does nothing", () => {
    for (const key of ["ArrowUp", "ArrowDown", "Home", "End", "Enter", " ", "Tab", "a", "Left", "Right", ""]) {
      expect(slideStep(key, "ltr"), key).toBe(0);
      expect(slideStep(key, "rtl"), key).toBe(0);
    }
  });
});

describe("autoplayRuns", () => {
  const on = carouselConfig({}, 4);
  const idle: AutoplayState = {
    reducedMotion: false,
    hovered: false,
    focusEntered: false,
    interacted: false,
    stopped: false,
    startedByVisitor: false,
  };
  const runs = (state: Partial<AutoplayState>, config = on) => autoplayRuns(config, { ...idle, ...state });

  it("runs when set and nothing holds it", () => {
    expect(runs({})).toBe(true);
  });

  it("never without autoplay, or with fewer than 2 slides", () => {
    expect(runs({}, carouselConfig({ autoplay: "" }, 4))).toBe(false);
    expect(runs({}, carouselConfig({}, 1))).toBe(false);
    expect(runs({ startedByVisitor: true }, carouselConfig({}, 1))).toBe(false);
  });

  it("never under reduced motion", () => {
    expect(runs({ reducedMotion: true })).toBe(false);
  });

  it("stops once focus enters and stays stopped", () => {
    expect(runs({ focusEntered: true })).toBe(false);
  });

  it("pauses while hovered, only with pause-on-hover", () => {
    expect(runs({ hovered: true })).toBe(false);
    expect(runs({ hovered: true }, carouselConfig({ pause_on_hover: "" }, 4))).toBe(true);
  });

  it("stops after the visitor moved it, only with pause-on-interaction", () => {
    expect(runs({ interacted: true })).toBe(false);
    expect(runs({ interacted: true }, carouselConfig({ pause_on_interaction: "" }, 4))).toBe(true);
  });

  it("the Stop control stops it whatever else", () => {
    expect(runs({ stopped: true })).toBe(false);
    expect(runs({ stopped: true, startedByVisitor: true })).toBe(false);
  });

  it("the Start control restarts it after focus or interaction, and under reduced motion, but hover still pauses", () => {
    expect(runs({ startedByVisitor: true, focusEntered: true, interacted: true })).toBe(true);
    expect(runs({ startedByVisitor: true, reducedMotion: true })).toBe(true);
    expect(runs({ startedByVisitor: true, hovered: true })).toBe(false);
  });
});

describe("lazySlides", () => {
  it("the visible slides and one neighbour each side", () => {
    expect(lazySlides(2, 3, 10, false, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(lazySlides(0, 1, 10, false, 1)).toEqual([0, 1]);
    expect(lazySlides(9, 1, 10, false, 1)).toEqual([8, 9]);
  });

  it("wraps round in a looping carousel", () => {
    expect(lazySlides(0, 1, 10, true, 1)).toEqual([0, 1, 9]);
    expect(lazySlides(9, 2, 10, true, 1)).toEqual([0, 1, 8, 9]);
  });

  it("a partly visible slide counts (offset carousels show 3.001)", () => {
    expect(lazySlides(0, 3.001, 10, false, 1)).toEqual([0, 1, 2, 3, 4]);
  });

  it("never more than the slides there are", () => {
    expect(lazySlides(0, 3, 3, true, 1)).toEqual([0, 1, 2]);
    expect(lazySlides(1, 10, 4, false, 1)).toEqual([0, 1, 2, 3]);
  });

  it("no neighbours, or odd input", () => {
    expect(lazySlides(3, 2, 10, false, 0)).toEqual([3, 4]);
    expect(lazySlides(0, 1, 0, false, 1)).toEqual([]);
    expect(lazySlides(0, Number.NaN, 5, false, Number.NaN)).toEqual([0]);
    expect(lazySlides(1.5, 1, 5, false, 1)).toEqual([0, 1]);
  });
});
