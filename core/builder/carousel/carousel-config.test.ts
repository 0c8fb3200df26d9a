import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CarouselDeviceConfig } from "./carousel-config";
import { carouselConfig } from "./carousel-config";
import type { Device } from "../breakpoints";
import { DEVICES_LARGEST_FIRST as DEVICES } from "../responsive";

const ALL: Device[] = [...DEVICES];
const show = (settings: unknown, active?: readonly Device[]) => {
  const devices = carouselConfig(settings, 5, active).devices;
  return Object.fromEntries(DEVICES.map((d) => [d, devices[d].slidesToShow]));
};
const field = <K extends keyof CarouselDeviceConfig>(settings: unknown, key: K, active?: readonly Device[]) => {
  const devices = carouselConfig(settings, 5, active).devices;
  return Object.fromEntries(DEVICES.map((d) => [d, devices[d][key]]));
};

describe("slides to show per device", () => {
  it("defaults: desktop 3, tablet 2, mobile 1, the others inherit from the next larger", () => {
    expect(show({}, ALL)).toEqual({ widescreen: 3, desktop: 3, laptop: 3, tablet_extra: 3, tablet: 2, mobile_extra: 2, mobile: 1 });
  });

  it("tablet defaults to 1 when desktop shows 1", () => {
    expect(show({ slides_to_show: "1" }, ALL)).toEqual({
      widescreen: 1,
      desktop: 1,
      laptop: 1,
      tablet_extra: 1,
      tablet: 1,
      mobile_extra: 1,
      mobile: 1,
    });
  });

  it("tablet's default follows desktop's value, not a laptop's or tablet_extra's", () => {
    expect(show({ slides_to_show: "4", slides_to_show_tablet_extra: "1" }, ALL).tablet).toBe(2);
    expect(show({ slides_to_show: "1", slides_to_show_laptop: "3" }, ALL).tablet).toBe(1);
  });

  it("mobile defaults to 1 whatever the larger devices show", () => {
    expect(show({ slides_to_show: "6", slides_to_show_tablet: "4", slides_to_show_mobile_extra: "3" }, ALL).mobile).toBe(1);
  });

  it("each device's own value wins", () => {
    expect(
      show(
        {
          slides_to_show_widescreen: "6",
          slides_to_show: "5",
          slides_to_show_laptop: "4",
          slides_to_show_tablet_extra: "3",
          slides_to_show_tablet: "3",
          slides_to_show_mobile_extra: "2",
          slides_to_show_mobile: "2",
        },
        ALL,
      ),
    ).toEqual({ widescreen: 6, desktop: 5, laptop: 4, tablet_extra: 3, tablet: 3, mobile_extra: 2, mobile: 2 });
  });

  it("a device without a value inherits from the next larger one that has one, not past the fixed defaults", () => {
    expect(show({ slides_to_show: "5", slides_to_show_laptop: "4" }, ALL)).toEqual({
      widescreen: 5,
      desktop: 5,
      laptop: 4,
      tablet_extra: 4,
      tablet: 2,
      mobile_extra: 2,
      mobile: 1,
    });
    expect(show({ slides_to_show_tablet: "4" }, ALL).mobile_extra).toBe(4);
  });

  it("values of breakpoints the kit has not switched on are ignored", () => {
    const active: Device[] = ["desktop", "tablet", "mobile"];
    expect(show({ slides_to_show: "5", slides_to_show_laptop: "4", slides_to_show_mobile_extra: "3" }, active)).toMatchObject({
      desktop: 5,
      tablet: 2,
      mobile: 1,
    });
  });

  it("numbers and numeric text both count; anything outside 1–10 or not whole is not set", () => {
    expect(show({ slides_to_show: 4 }).desktop).toBe(4);
    expect(show({ slides_to_show: "10" }).desktop).toBe(10);
    for (const bad of ["0", "11", "2.5", "-1", "", "three", null, {}, ["2"]])
      expect(show({ slides_to_show: bad }).desktop, JSON.stringify(bad)).toBe(3);
  });
});

describe("slides to scroll per device", () => {
  it("default 1; inherits from the next larger device", () => {
    expect(field({}, "slidesToScroll", ALL)).toEqual({
      widescreen: 1,
      desktop: 1,
      laptop: 1,
      tablet_extra: 1,
      tablet: 1,
      mobile_extra: 1,
      mobile: 1,
    });
    expect(field({ slides_to_show: "4", slides_to_show_tablet: "3", slides_to_scroll: "2" }, "slidesToScroll")).toMatchObject({
      desktop: 2,
      tablet: 2,
      mobile: 1,
    });
  });

  it("is 1 wherever one slide shows (the setting is hidden then)", () => {
    expect(field({ slides_to_show: "1", slides_to_scroll: "3" }, "slidesToScroll")).toMatchObject({ desktop: 1, tablet: 1, mobile: 1 });
    expect(field({ slides_to_show: "3", slides_to_scroll: "3", slides_to_show_mobile: "1" }, "slidesToScroll")).toMatchObject({
      desktop: 3,
      mobile: 1,
    });
  });

  it("never more than the slides shown", () => {
    expect(field({ slides_to_show: "4", slides_to_scroll: "4" }, "slidesToScroll")).toMatchObject({ desktop: 4, tablet: 2, mobile: 1 });
    expect(field({ slides_to_show: "2", slides_to_scroll: "9" }, "slidesToScroll")).toMatchObject({ desktop: 2 });
  });

  it("a device's own value", () => {
    expect(
      field({ slides_to_show: "4", slides_to_show_tablet: "3", slides_to_scroll: "4", slides_to_scroll_tablet: "1" }, "slidesToScroll"),
    ).toMatchObject({ desktop: 4, tablet: 1 });
  });
});

describe("spacing, offset and effect per device", () => {
  it("spacing: 20 px unless set; per device with inheritance; 0 is a value", () => {
    expect(field({}, "spacing")).toMatchObject({ desktop: 20, tablet: 20, mobile: 20 });
    expect(
      field(
        {
          image_spacing_custom: { unit: "px", size: 30, sizes: [] },
          image_spacing_custom_tablet: { unit: "px", size: "", sizes: [] },
          image_spacing_custom_mobile: { unit: "px", size: 0 },
        },
        "spacing",
      ),
    ).toMatchObject({ desktop: 30, tablet: 30, mobile: 0 });
  });

  it("spacing: negative or garbage is not set; kept within the control's 0–100 px", () => {
    expect(field({ image_spacing_custom: { size: -5 } }, "spacing").desktop).toBe(20);
    expect(field({ image_spacing_custom: "wide" }, "spacing").desktop).toBe(20);
    expect(field({ image_spacing_custom: { size: 500 } }, "spacing").desktop).toBe(100);
  });

  it("an offset side adds 0.001 to slides per view; none adds nothing", () => {
    expect(field({}, "slidesPerView")).toMatchObject({ desktop: 3, tablet: 2, mobile: 1 });
    for (const side of ["left", "right", "both"]) {
      expect(field({ offset_sides: side }, "slidesPerView"), side).toMatchObject({ desktop: 3.001, tablet: 2.001, mobile: 1.001 });
    }
    expect(field({ offset_sides: "top" }, "slidesPerView").desktop).toBe(3);
  });

  it("offset width: a CSS length per device, 0px without an offset side or a value", () => {
    expect(field({ offset_width: { unit: "px", size: 80 } }, "offsetWidth").desktop).toBe("0px");
    expect(field({ offset_sides: "right" }, "offsetWidth").desktop).toBe("0px");
    expect(
      field({ offset_sides: "both", offset_width: { unit: "px", size: 80 }, offset_width_mobile: { unit: "%", size: 10 } }, "offsetWidth"),
    ).toMatchObject({
      desktop: "80px",
      tablet: "80px",
      mobile: "10%",
    });
    expect(field({ offset_sides: "both", offset_width: { unit: "px;}body{", size: 80 } }, "offsetWidth").desktop).toBe("80px");
    expect(field({ offset_sides: "both", offset_width: { unit: "px", size: -80 } }, "offsetWidth").desktop).toBe("0px");
  });

  it("fade only where one slide shows", () => {
    expect(field({ effect: "fade" }, "fade")).toMatchObject({ desktop: false, tablet: false, mobile: true });
    expect(field({ effect: "fade", slides_to_show: "1" }, "fade")).toMatchObject({ desktop: true, tablet: true, mobile: true });
    expect(field({ effect: "fade", slides_to_show: "1", slides_to_show_tablet: "2" }, "fade")).toMatchObject({
      desktop: true,
      tablet: false,
      mobile: true,
    });
    expect(field({ effect: "slide", slides_to_show: "1" }, "fade").desktop).toBe(false);
    expect(field({ effect: "dissolve", slides_to_show: "1" }, "fade").desktop).toBe(false);
  });
});

describe("the whole carousel", () => {
  it("defaults: loop, 500 ms, autoplay every 5000 ms pausing on hover and interaction, arrows and dots, no lazy loading", () => {
    const config = carouselConfig({}, 4);
    expect({ ...config, devices: undefined }).toEqual({
      runs: true,
      slideCount: 4,
      loop: true,
      speed: 500,
      autoplay: { delay: 5000, pauseOnHover: true, pauseOnInteraction: true },
      arrows: true,
      dots: true,
      pagination: "bullets",
      offsetSides: "none",
      lazy: null,
      label: "Carousel",
      devices: undefined,
    });
  });

  it("runs only with at least 2 slides", () => {
    expect(carouselConfig({}, 2).runs).toBe(true);
    expect(carouselConfig({}, 1).runs).toBe(false);
    expect(carouselConfig({}, 0).runs).toBe(false);
    expect(carouselConfig({}, -3).slideCount).toBe(0);
    expect(carouselConfig({}, 2.5).runs).toBe(false);
    expect(carouselConfig({}, Number.NaN).runs).toBe(false);
  });

  it("switched-off switchers", () => {
    const config = carouselConfig({ infinite: "", autoplay: "", lazyload: "yes" }, 3);
    expect(config.loop).toBe(false);
    expect(config.autoplay).toBeNull();
    expect(config.lazy).toEqual({ neighbours: 1 });
    expect(carouselConfig({ pause_on_hover: "", pause_on_interaction: "" }, 3).autoplay).toEqual({
      delay: 5000,
      pauseOnHover: false,
      pauseOnInteraction: false,
    });
  });

  it("speed and autoplay speed: numbers or numeric text; 0 speed allowed, 0 delay not; garbage is the default", () => {
    expect(carouselConfig({ speed: 300, autoplay_speed: "2500" }, 3)).toMatchObject({ speed: 300, autoplay: { delay: 2500 } });
    expect(carouselConfig({ speed: 0, autoplay_speed: 0 }, 3)).toMatchObject({ speed: 0, autoplay: { delay: 5000 } });
    expect(carouselConfig({ speed: -1, autoplay_speed: "soon" }, 3)).toMatchObject({ speed: 500, autoplay: { delay: 5000 } });
  });

  it.each([
    ["both", true, true],
    ["arrows", true, false],
    ["dots", false, true],
    ["none", false, false],
    ["sideways", true, true],
  ])("navigation %j: arrows %j, dots %j", (navigation, arrows, dots) => {
    expect(carouselConfig({ navigation }, 3)).toMatchObject({ arrows, dots });
  });

  it("pagination type", () => {
    for (const p of ["bullets", "fraction", "progressbar"]) expect(carouselConfig({ pagination: p }, 3).pagination).toBe(p);
    expect(carouselConfig({ pagination: "stars" }, 3).pagination).toBe("bullets");
  });

  it("the region is named by carousel_name, else Carousel", () => {
    expect(carouselConfig({ carousel_name: "  Weekly deals " }, 3).label).toBe("Weekly deals");
    expect(carouselConfig({ carousel_name: "" }, 3).label).toBe("Carousel");
    expect(carouselConfig({ carousel_name: 5 }, 3).label).toBe("Carousel");
  });

  it("never throws, and every device gets sane numbers, whatever the settings", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            "slides_to_show",
            "slides_to_show_tablet",
            "slides_to_scroll",
            "image_spacing_custom",
            "offset_sides",
            "offset_width",
            "effect",
            "speed",
            "__proto__",
          ),
          fc.anything(),
        ),
        fc.integer(),
        (settings, count) => {
          const config = carouselConfig(settings, count, ALL);
          for (const d of DEVICES) {
            const c = config.devices[d];
            expect(c.slidesToShow).toBeGreaterThanOrEqual(1);
            expect(c.slidesToShow).toBeLessThanOrEqual(10);
            expect(c.slidesToScroll).toBeGreaterThanOrEqual(1);
            expect(c.slidesToScroll).toBeLessThanOrEqual(c.slidesToShow);
            expect(c.spacing).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
