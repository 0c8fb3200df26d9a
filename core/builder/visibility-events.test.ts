import { describe, expect, it } from "vitest";
import {
  createHideOthersLedger,
  eventActivates,
  hiddenAfter,
  initialRender,
  listenedEvents,
  onLoadStep,
  readVisibility,
  transitionTiming,
  triggerAction,
} from "./visibility-events";

/** Stands in for `document.querySelector` not throwing. */
const isValidSelector = (s: string) => !/^[>~+]|\[$/.test(s);
const read = (raw: Record<string, unknown>) => readVisibility({ enabled_visibility: "yes", ...raw }, { isValidSelector })!;

describe("readVisibility", () => {
  it("is null when dynamic visibility is off", () => {
    expect(readVisibility({ dce_visibility_click: "#open" }, { isValidSelector })).toBeNull();
    expect(readVisibility({ enabled_visibility: "", dce_visibility_click: "#open" }, { isValidSelector })).toBeNull();
    expect(readVisibility([], { isValidSelector })).toBeNull();
  });

  it("reads the defaults", () => {
    expect(read({})).toEqual({
      mode: "show",
      alwaysHidden: false,
      keepHtml: false,
      events: { trigger: null, transition: "none", transitionDelayMs: 400, hideOthers: null, toggle: false, onLoad: null },
    });
  });

  it("reads every events setting", () => {
    expect(
      read({
        dce_visibility_selected: "hide",
        dce_visibility_dom: "yes",
        dce_visibility_triggers: ["events"],
        dce_visibility_click: " .faq-question ",
        dce_visibility_event: "mouseover",
        dce_visibility_click_show: "slide",
        dce_visibility_event_transition_delay: 250,
        dce_visibility_click_other: ".faq-answer",
        dce_visibility_click_toggle: "yes",
        dce_visibility_load: "yes",
        dce_visibility_load_delay: "1500",
        dce_visibility_load_show: "fade",
      }),
    ).toEqual({
      mode: "hide",
      alwaysHidden: false,
      keepHtml: true,
      events: {
        trigger: { selector: ".faq-question", event: "mouseover" },
        transition: "slide",
        transitionDelayMs: 250,
        hideOthers: ".faq-answer",
        toggle: true,
        onLoad: { delayMs: 1500, transition: "fade" },
      },
    });
  });

  it.each(["click", "mouseover", "dblclick", "touchstart", "touchmove"])("reads the event %s", (event) => {
    expect(read({ dce_visibility_click: "#b", dce_visibility_event: event }).events?.trigger?.event).toBe(event);
  });

  it("reads an unknown event as click, and an unknown transition as none", () => {
    const c = read({
      dce_visibility_click: "#b",
      dce_visibility_event: "keydown",
      dce_visibility_click_show: "zoom",
      dce_visibility_load: "yes",
      dce_visibility_load_show: 3,
    });
    expect(c.events?.trigger?.event).toBe("click");
    expect(c.events?.transition).toBe("none");
    expect(c.events?.onLoad?.transition).toBe("none");
  });

  it("reads any mode but hide as show", () => {
    expect(read({ dce_visibility_selected: "yes" }).mode).toBe("show");
    expect(read({ dce_visibility_selected: "other" }).mode).toBe("show");
    expect(read({ dce_visibility_selected: "HIDE" }).mode).toBe("show");
  });

  it("drops empty or invalid selectors", () => {
    const c = read({ dce_visibility_click: "> .x", dce_visibility_click_other: "a[" });
    expect(c.events?.trigger).toBeNull();
    expect(c.events?.hideOthers).toBeNull();
    expect(read({ dce_visibility_click: "  " }).events?.trigger).toBeNull();
    expect(
      readVisibility(
        { enabled_visibility: "yes", dce_visibility_click: ".a" },
        {
          isValidSelector: () => {
            throw new Error("x");
          },
        },
      )?.events?.trigger,
    ).toBeNull();
  });

  it("reads delays as milliseconds within range, garbage as the default", () => {
    expect(read({ dce_visibility_event_transition_delay: { size: 600, unit: "ms" } }).events?.transitionDelayMs).toBe(600);
    expect(read({ dce_visibility_event_transition_delay: -5 }).events?.transitionDelayMs).toBe(0);
    expect(read({ dce_visibility_event_transition_delay: "slow" }).events?.transitionDelayMs).toBe(400);
    expect(read({ dce_visibility_load: "yes", dce_visibility_load_delay: "later" }).events?.onLoad?.delayMs).toBe(0);
    expect(read({ dce_visibility_load: "yes", dce_visibility_load_delay: 10 ** 9 }).events?.onLoad?.delayMs).toBe(600_000);
  });

  it("has no events when the triggers leave events out, or the element is always hidden", () => {
    expect(read({ dce_visibility_triggers: ["user", "device"], dce_visibility_click: "#b" }).events).toBeNull();
    expect(read({ dce_visibility_triggers: [], dce_visibility_click: "#b" }).events).toBeNull();
    expect(read({ dce_visibility_triggers: ["events", "device"], dce_visibility_click: "#b" }).events?.trigger).toEqual({
      selector: "#b",
      event: "click",
    });
    expect(read({ dce_visibility_triggers: "events", dce_visibility_click: "#b" }).events?.trigger).toEqual({
      selector: "#b",
      event: "click",
    });
    expect(read({ dce_visibility_hidden: "yes", dce_visibility_click: "#b" }).events).toBeNull();
  });
});

describe("initialRender", () => {
  it("starts hidden exactly when mode is show and a trigger is set", () => {
    expect(initialRender(read({ dce_visibility_click: "#b" }))).toBe("hidden");
    expect(initialRender(read({ dce_visibility_click: "#b", dce_visibility_selected: "hide" }))).toBe("visible");
    expect(initialRender(read({}))).toBe("visible");
    expect(initialRender(read({ dce_visibility_load: "yes" }))).toBe("visible");
    expect(initialRender(read({ dce_visibility_click: "> bad" }))).toBe("visible");
  });

  it("keeps an element an event reveals in the page even without Keep HTML", () => {
    expect(initialRender(read({ dce_visibility_click: "#b", dce_visibility_dom: "" }))).toBe("hidden");
  });

  it("without events as a trigger, the element is shown", () => {
    expect(initialRender(read({ dce_visibility_click: "#b", dce_visibility_triggers: ["device"] }))).toBe("visible");
  });

  it("always hidden: kept hidden with Keep HTML, left out without", () => {
    expect(initialRender(read({ dce_visibility_hidden: "yes", dce_visibility_dom: "yes" }))).toBe("hidden");
    expect(initialRender(read({ dce_visibility_hidden: "yes" }))).toBe("removed");
  });
});

describe("triggerAction and hiddenAfter", () => {
  const events = (toggle: boolean) => ({ toggle });

  it("toggle wins over the mode", () => {
    expect(triggerAction({ mode: "show", events: events(true) })).toBe("toggle");
    expect(triggerAction({ mode: "hide", events: events(true) })).toBe("toggle");
  });

  it("else hide in hide mode and show in show mode", () => {
    expect(triggerAction({ mode: "hide", events: events(false) })).toBe("hide");
    expect(triggerAction({ mode: "show", events: events(false) })).toBe("show");
  });

  it("applies the action to the current state", () => {
    expect(hiddenAfter("show", true)).toBe(false);
    expect(hiddenAfter("show", false)).toBe(false);
    expect(hiddenAfter("hide", false)).toBe(true);
    expect(hiddenAfter("hide", true)).toBe(true);
    expect(hiddenAfter("toggle", true)).toBe(false);
    expect(hiddenAfter("toggle", false)).toBe(true);
  });

  it("toggles an element that starts hidden open, closed, open", () => {
    const config = read({ dce_visibility_click: "#b", dce_visibility_click_toggle: "yes" });
    let hidden = initialRender(config) === "hidden";
    const states: boolean[] = [];
    for (let i = 0; i < 3; i++) states.push((hidden = hiddenAfter(triggerAction(config), hidden)));
    expect(states).toEqual([false, true, false]);
  });
});

describe("onLoadStep", () => {
  it("shows after the delay with the load transition in show mode", () => {
    expect(
      onLoadStep(
        read({
          dce_visibility_load: "yes",
          dce_visibility_load_delay: 2000,
          dce_visibility_load_show: "fade",
          dce_visibility_click_show: "slide",
        }),
      ),
    ).toEqual({
      delayMs: 2000,
      action: "show",
      transition: "fade",
    });
  });

  it("hides after the delay in hide mode", () => {
    expect(onLoadStep(read({ dce_visibility_load: "yes", dce_visibility_selected: "hide" }))).toEqual({
      delayMs: 0,
      action: "hide",
      transition: "none",
    });
  });

  it("is null when off or without events", () => {
    expect(onLoadStep(read({}))).toBeNull();
    expect(onLoadStep(read({ dce_visibility_load: "yes", dce_visibility_triggers: ["user"] }))).toBeNull();
  });
});

describe("transitionTiming", () => {
  it("runs none at once, slide and fade after the delay for 400 ms", () => {
    expect(transitionTiming("none", 400, false)).toEqual({ delayMs: 0, durationMs: 0 });
    expect(transitionTiming("slide", 400, false)).toEqual({ delayMs: 400, durationMs: 400 });
    expect(transitionTiming("fade", 0, false)).toEqual({ delayMs: 0, durationMs: 400 });
  });

  it("under reduced motion keeps the wait but not the motion", () => {
    expect(transitionTiming("slide", 400, true)).toEqual({ delayMs: 400, durationMs: 0 });
  });
});

describe("keyboard on the trigger", () => {
  it("listens for click too on a button or link whose event is not click", () => {
    expect(listenedEvents("click", true)).toEqual(["click"]);
    expect(listenedEvents("mouseover", true)).toEqual(["mouseover", "click"]);
    expect(listenedEvents("dblclick", true)).toEqual(["dblclick", "click"]);
    expect(listenedEvents("touchstart", false)).toEqual(["touchstart"]);
  });

  it("runs on the configured event, or a keyboard click on a button or link", () => {
    expect(eventActivates("mouseover", { type: "mouseover" }, false)).toBe(true);
    expect(eventActivates("dblclick", { type: "click", detail: 0 }, true)).toBe(true);
    expect(eventActivates("dblclick", { type: "click", detail: 1 }, true)).toBe(false);
    expect(eventActivates("dblclick", { type: "click", detail: 0 }, false)).toBe(false);
    expect(eventActivates("click", { type: "click", detail: 1 }, false)).toBe(true);
    expect(eventActivates("touchstart", { type: "touchmove" }, true)).toBe(false);
  });
});

describe("createHideOthersLedger", () => {
  it("says yes once per event, trigger element and selector", () => {
    const ledger = createHideOthersLedger();
    const click = {};
    const button = {};
    expect(ledger.claim(click, button, ".answer")).toBe(true);
    expect(ledger.claim(click, button, ".answer")).toBe(false);
    expect(ledger.claim(click, button, ".other")).toBe(true);
  });

  it("says yes again for another trigger element in the same event", () => {
    const ledger = createHideOthersLedger();
    const click = {};
    expect(ledger.claim(click, { id: "outer" }, ".answer")).toBe(true);
    expect(ledger.claim(click, { id: "inner" }, ".answer")).toBe(true);
  });

  it("says yes again on the next event", () => {
    const ledger = createHideOthersLedger();
    const button = {};
    expect(ledger.claim({}, button, ".answer")).toBe(true);
    expect(ledger.claim({}, button, ".answer")).toBe(true);
  });

  it("three answers sharing one question button hide the others once per click", () => {
    const ledger = createHideOthersLedger();
    const button = {};
    const hides = (click: object) => ["a1", "a2", "a3"].filter(() => ledger.claim(click, button, ".answer")).length;
    expect(hides({})).toBe(1);
    expect(hides({})).toBe(1);
  });
});
