import { describe, expect, it } from "vitest";
import { DEFAULT_BREAKPOINTS, normaliseBreakpoints, type Device } from "./breakpoints";
import {
  activeDeviceList as activeDevices,
  ALWAYS_ACTIVE_DEVICES,
  DEVICES_LARGEST_FIRST as DEVICES,
  deviceSettingKey,
  inheritanceChain,
  isDevice,
  isUnset,
  nextLargerDevice,
  pickSettings,
  resolveDeviceSetting,
  responsiveValue,
  settingsView,
} from "./responsive";
import { finiteNumber } from "./settings/setting-values";

const ALL = normaliseBreakpoints(Object.fromEntries(Object.entries(DEFAULT_BREAKPOINTS).map(([k, v]) => [k, { ...v, active: true }])));

describe("isUnset", () => {
  it.each([
    undefined,
    null,
    "",
    [],
    { unit: "px", size: "" },
    { unit: "px", size: null },
    { unit: "px", top: "", right: "", bottom: "", left: "", isLinked: true },
    { column: "", row: "", unit: "px" },
    { url: "", id: "" },
  ])("%j means nothing is set", (v) => expect(isUnset(v)).toBe(true));
  it.each([
    0,
    "0",
    "none",
    false,
    { unit: "px", size: 0 },
    { unit: "px", top: "0", right: "", bottom: "", left: "" },
    { column: "10", row: "", unit: "px" },
    { url: "/a.png" },
    { anything: 1 },
    [1],
  ])("%j is a value", (v) => expect(isUnset(v)).toBe(false));
});

describe("responsiveValue", () => {
  const settings = {
    gap: "d",
    gap_widescreen: "w",
    gap_laptop: "l",
    gap_tablet_extra: "te",
    gap_tablet: "t",
    gap_mobile_extra: "me",
    gap_mobile: "m",
  };

  it.each([
    ["desktop", "d"],
    ["widescreen", "w"],
    ["laptop", "l"],
    ["tablet_extra", "te"],
    ["tablet", "t"],
    ["mobile_extra", "me"],
    ["mobile", "m"],
  ] as const)("reads the %s suffix", (device, value) => {
    expect(responsiveValue(settings, "gap", device, ALL)).toBe(value);
  });

  it("inherits from the next larger device when a device has no value", () => {
    const s = { pad: 1, pad_laptop: 2, pad_tablet: "" };
    const at = (d: Device) => responsiveValue(s, "pad", d, ALL);
    expect([at("widescreen"), at("desktop"), at("laptop"), at("tablet_extra"), at("tablet"), at("mobile_extra"), at("mobile")]).toEqual([
      1, 1, 2, 2, 2, 2, 2,
    ]);
  });

  it("ignores the values of devices that are not active", () => {
    expect(responsiveValue(settings, "gap", "mobile", DEFAULT_BREAKPOINTS)).toBe("m");
    expect(responsiveValue({ gap: "d", gap_mobile_extra: "me" }, "gap", "mobile", DEFAULT_BREAKPOINTS)).toBe("d");
    expect(responsiveValue(settings, "gap", "laptop", DEFAULT_BREAKPOINTS)).toBe("d");
    expect(responsiveValue(settings, "gap", "widescreen", DEFAULT_BREAKPOINTS)).toBe("d");
  });

  it("treats empty sizes and PHP's [] as unset", () => {
    expect(
      responsiveValue({ w: { unit: "px", size: 5 }, w_tablet: { unit: "px", size: "" }, w_mobile: [] }, "w", "mobile", DEFAULT_BREAKPOINTS),
    ).toEqual({ unit: "px", size: 5 });
  });

  it("gives a view of one device", () => {
    const view = settingsView(settings, "tablet", DEFAULT_BREAKPOINTS);
    expect(view.device).toBe("tablet");
    expect(view.get("gap")).toBe("t");
    expect(view.get("missing")).toBeUndefined();
  });
});

describe("pickSettings", () => {
  it("copies the named keys with their device variants, leaving unset and other keys out", () => {
    expect(
      pickSettings({ _animation: "fadeIn", _animation_mobile: "none", _animation_tablet: "", other: 1 }, [
        "_animation",
        "_animation_delay",
      ]),
    ).toEqual({ _animation: "fadeIn", _animation_mobile: "none" });
    expect(pickSettings({ a: 1, a_mobile: 2 }, ["a"], false)).toEqual({ a: 1 });
  });
});

const ALL_DEVICES = [...DEVICES];

describe("devices", () => {
  it("are the seven of docs/design/documents.md, largest first", () => {
    expect(DEVICES).toEqual(["widescreen", "desktop", "laptop", "tablet_extra", "tablet", "mobile_extra", "mobile"]);
    expect(ALWAYS_ACTIVE_DEVICES).toEqual(["desktop", "tablet", "mobile"]);
  });

  it("isDevice knows only those names", () => {
    for (const d of DEVICES) expect(isDevice(d)).toBe(true);
    for (const v of ["Desktop", "phone", "", undefined, 1, "__proto__"]) expect(isDevice(v)).toBe(false);
  });

  it("activeDevices: the kit's known breakpoints plus the three always on, largest first", () => {
    expect(activeDevices()).toEqual(["desktop", "tablet", "mobile"]);
    expect(activeDevices(["mobile_extra", "widescreen", "nonsense", 3])).toEqual([
      "widescreen",
      "desktop",
      "tablet",
      "mobile_extra",
      "mobile",
    ]);
    expect(activeDevices(ALL_DEVICES)).toEqual(ALL_DEVICES);
    expect(activeDevices("laptop")).toEqual(["desktop", "tablet", "mobile"]);
    expect(activeDevices(null)).toEqual(["desktop", "tablet", "mobile"]);
  });

  it("setting keys: bare for desktop, suffixed for the others", () => {
    expect(deviceSettingKey("slides_to_show", "desktop")).toBe("slides_to_show");
    expect(deviceSettingKey("slides_to_show", "tablet_extra")).toBe("slides_to_show_tablet_extra");
    expect(deviceSettingKey("sticky_offset", "widescreen")).toBe("sticky_offset_widescreen");
  });
});

describe("inheritanceChain", () => {
  it("with every device active, each inherits from the next larger up to desktop", () => {
    const chains = Object.fromEntries(DEVICES.map((d) => [d, inheritanceChain(d, ALL_DEVICES)]));
    expect(chains).toEqual({
      widescreen: ["widescreen", "desktop"],
      desktop: ["desktop"],
      laptop: ["laptop", "desktop"],
      tablet_extra: ["tablet_extra", "laptop", "desktop"],
      tablet: ["tablet", "tablet_extra", "laptop", "desktop"],
      mobile_extra: ["mobile_extra", "tablet", "tablet_extra", "laptop", "desktop"],
      mobile: ["mobile", "mobile_extra", "tablet", "tablet_extra", "laptop", "desktop"],
    });
  });

  it("skips devices that are not active, the asked one included", () => {
    expect(inheritanceChain("mobile")).toEqual(["mobile", "tablet", "desktop"]);
    expect(inheritanceChain("tablet")).toEqual(["tablet", "desktop"]);
    expect(inheritanceChain("widescreen")).toEqual(["desktop"]);
    expect(inheritanceChain("laptop")).toEqual(["desktop"]);
    expect(inheritanceChain("mobile_extra", ["desktop", "laptop", "tablet", "mobile"])).toEqual(["tablet", "laptop", "desktop"]);
  });

  it("nextLargerDevice", () => {
    expect(nextLargerDevice("mobile")).toBe("tablet");
    expect(nextLargerDevice("mobile", ALL_DEVICES)).toBe("mobile_extra");
    expect(nextLargerDevice("tablet")).toBe("desktop");
    expect(nextLargerDevice("widescreen", ALL_DEVICES)).toBe("desktop");
    expect(nextLargerDevice("desktop", ALL_DEVICES)).toBeUndefined();
  });
});

describe("resolveDeviceSetting", () => {
  const read = (raw: unknown) => finiteNumber(raw);
  const resolve = (settings: unknown, device: Device, active: readonly Device[] = ALL_DEVICES) =>
    resolveDeviceSetting(settings, "gap", device, read, active);

  it("a device's own value wins", () => {
    const settings = { gap: 30, gap_tablet: 20, gap_mobile: 10, gap_widescreen: 40 };
    expect(resolve(settings, "desktop")).toBe(30);
    expect(resolve(settings, "tablet")).toBe(20);
    expect(resolve(settings, "mobile")).toBe(10);
    expect(resolve(settings, "widescreen")).toBe(40);
  });

  it("a missing value inherits from the next larger device that has one", () => {
    const settings = { gap: 30, gap_laptop: 25, gap_tablet: 20 };
    expect(resolve(settings, "widescreen")).toBe(30);
    expect(resolve(settings, "laptop")).toBe(25);
    expect(resolve(settings, "tablet_extra")).toBe(25);
    expect(resolve(settings, "mobile_extra")).toBe(20);
    expect(resolve(settings, "mobile")).toBe(20);
  });

  it("widescreen never inherits from laptop, nor laptop from widescreen", () => {
    expect(resolve({ gap: 30, gap_laptop: 25 }, "widescreen")).toBe(30);
    expect(resolve({ gap: 30, gap_widescreen: 40 }, "laptop")).toBe(30);
  });

  it("values of breakpoints the kit has not switched on apply nowhere", () => {
    const settings = { gap: 30, gap_laptop: 25, gap_mobile_extra: 15 };
    expect(resolve(settings, "tablet", ALWAYS_ACTIVE_DEVICES)).toBe(30);
    expect(resolve(settings, "mobile", ALWAYS_ACTIVE_DEVICES)).toBe(30);
  });

  it("0 is a value; empty text, null and garbage are not", () => {
    expect(resolve({ gap: 30, gap_tablet: 0 }, "mobile")).toBe(0);
    expect(resolve({ gap: 30, gap_tablet: "", gap_mobile: null }, "mobile")).toBe(30);
    expect(resolve({ gap: 30, gap_tablet: "wide" }, "tablet")).toBe(30);
  });

  it("undefined when no device along the chain has a value, or the settings are not an object", () => {
    expect(resolve({}, "mobile")).toBeUndefined();
    expect(resolve(undefined, "mobile")).toBeUndefined();
    expect(resolve([30], "desktop")).toBeUndefined();
    expect(resolve("gap", "desktop")).toBeUndefined();
  });

  it("never reads inherited properties", () => {
    expect(resolve(Object.create({ gap: 30 }), "desktop")).toBeUndefined();
  });
});
