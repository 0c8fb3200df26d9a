import { describe, expect, it } from "vitest";
import { initialRender, readVisibility, triggerAction, VISIBILITY_EVENTS } from "#core/builder/visibility-events";
import { ADVANCED_FIELDS } from "./advanced-fields";
import { fieldShown, VISIBILITY_FIELDS } from "./visibility-fields";

const field = (key: string) => VISIBILITY_FIELDS.find((f) => f.key === key)!;
/** What a control stores: a switch its `on` value (else "yes"), a text or number or select the string. */
const stored = (entries: Record<string, string | boolean>) =>
  Object.fromEntries(Object.entries(entries).map(([key, v]) => [key, v === true ? (field(key).on ?? "yes") : v]));
const read = (settings: Record<string, unknown>) => readVisibility(settings, { isValidSelector: () => true });

describe("show and hide on events in the Advanced tab", () => {
  it("is in every element's Advanced tab, widgets and containers alike", () => {
    for (const kind of ["widget", "layout"] as const)
      for (const f of VISIBILITY_FIELDS) expect(ADVANCED_FIELDS[kind].map((x) => x.key)).toContain(f.key);
  });

  it("makes an element hidden until a click on another element, in the settings the runtime reads", () => {
    const settings = stored({ enabled_visibility: true, dce_visibility_click: "#reveal" });
    const config = read(settings)!;
    expect(initialRender(config)).toBe("hidden");
    expect(config.events?.trigger).toEqual({ selector: "#reveal", event: "click" });
    expect(triggerAction(config)).toBe("show");
  });

  it("offers exactly the runtime's events and transitions, and its hide, toggle and page-load steps", () => {
    expect(field("dce_visibility_event").options!.map((o) => o.value)).toEqual([...VISIBILITY_EVENTS]);
    for (const event of VISIBILITY_EVENTS)
      expect(
        read(stored({ enabled_visibility: true, dce_visibility_click: ".x", dce_visibility_event: event }))!.events?.trigger?.event,
      ).toBe(event);
    const transitions = field("dce_visibility_click_show").options!.map((o) => o.value);
    expect(transitions.map((t) => read(stored({ enabled_visibility: true, dce_visibility_click_show: t }))!.events?.transition)).toEqual([
      "none",
      "slide",
      "fade",
    ]);
    const config = read(
      stored({
        enabled_visibility: true,
        dce_visibility_selected: "hide",
        dce_visibility_click: ".x",
        dce_visibility_event_transition_delay: "250",
        dce_visibility_click_toggle: true,
        dce_visibility_click_other: ".other",
        dce_visibility_load: true,
        dce_visibility_load_delay: "1500",
        dce_visibility_load_show: "fade",
      }),
    )!;
    expect(config.mode).toBe("hide");
    expect(config.events).toMatchObject({
      transitionDelayMs: 250,
      toggle: true,
      hideOthers: ".other",
      onLoad: { delayMs: 1500, transition: "fade" },
    });
    expect(triggerAction(config)).toBe("toggle");
    const always = read(stored({ enabled_visibility: true, dce_visibility_hidden: true, dce_visibility_dom: true }))!;
    expect(initialRender(always)).toBe("hidden");
  });

  it("shows the details only once the switch is on, and the page-load ones once that is on too", () => {
    const shown = (settings: Record<string, unknown>) => VISIBILITY_FIELDS.filter((f) => fieldShown(f, settings)).map((f) => f.key);
    expect(shown({})).toEqual(["enabled_visibility"]);
    const on = shown(stored({ enabled_visibility: true }));
    expect(on).toContain("dce_visibility_click");
    expect(on).not.toContain("dce_visibility_load_delay");
    expect(shown(stored({ enabled_visibility: true, dce_visibility_load: true }))).toHaveLength(VISIBILITY_FIELDS.length);
  });
});
