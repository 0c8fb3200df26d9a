import { describe, expect, it, vi } from "vitest";
import {
  adblockDetected,
  createClickCounter,
  createScrollWatch,
  createTriggerRace,
  exitIntentFires,
  readTriggers,
  scrollDownFires,
  scrollPercent,
  type TriggerKind,
} from "./popup-triggers";

/** Stands in for `document.querySelector` not throwing: these are the selectors a browser rejects. */
const isValidSelector = (s: string) => !/^[>~+]|\[$|^#\d|::?nope|\)\(/.test(s);
const read = (raw: unknown) => readTriggers(raw, { isValidSelector });

describe("readTriggers", () => {
  it("arms nothing when nothing is on", () => {
    expect(read({})).toEqual([]);
    expect(read([])).toEqual([]);
    expect(read(null)).toEqual([]);
    expect(read({ page_load: "", scrolling: "no", click: false, exit_intent: "Yes" })).toEqual([]);
  });

  it("reads each trigger's defaults", () => {
    const all = Object.fromEntries(
      ["page_load", "scrolling", "scrolling_to", "click", "inactivity", "exit_intent", "adblock_detection"].map((k) => [k, "yes"]),
    );
    expect(read({ ...all, scrolling_to_selector: "#signup" })).toEqual([
      { kind: "page_load", delayMs: 0 },
      { kind: "scrolling", direction: "down", offset: 50 },
      { kind: "scrolling_to", selector: "#signup" },
      { kind: "click", times: 1 },
      { kind: "inactivity", delayMs: 30_000 },
      { kind: "exit_intent" },
      { kind: "adblock_detection", delayMs: 0 },
    ]);
  });

  it("turns delays in seconds into milliseconds", () => {
    expect(read({ page_load: "yes", page_load_delay: 4 })).toEqual([{ kind: "page_load", delayMs: 4000 }]);
    expect(read({ page_load: "yes", page_load_delay: "0.1" })).toEqual([{ kind: "page_load", delayMs: 100 }]);
    expect(read({ inactivity: "yes", inactivity_time: 2.5 })).toEqual([{ kind: "inactivity", delayMs: 2500 }]);
    expect(read({ adblock_detection: "yes", adblock_detection_delay: { size: 3, unit: "s" } })).toEqual([
      { kind: "adblock_detection", delayMs: 3000 },
    ]);
  });

  it("keeps numbers within Elementor's ranges", () => {
    expect(read({ page_load: "yes", page_load_delay: -2 })).toEqual([{ kind: "page_load", delayMs: 0 }]);
    expect(read({ inactivity: "yes", inactivity_time: 0 })).toEqual([{ kind: "inactivity", delayMs: 1000 }]);
    expect(read({ scrolling: "yes", scrolling_offset: 0 })).toEqual([{ kind: "scrolling", direction: "down", offset: 1 }]);
    expect(read({ scrolling: "yes", scrolling_offset: 250 })).toEqual([{ kind: "scrolling", direction: "down", offset: 100 }]);
    expect(read({ click: "yes", click_times: 0 })).toEqual([{ kind: "click", times: 1 }]);
    expect(read({ click: "yes", click_times: "3" })).toEqual([{ kind: "click", times: 3 }]);
    expect(read({ click: "yes", click_times: 2.9 })).toEqual([{ kind: "click", times: 2 }]);
  });

  it("reads garbage numbers as their defaults", () => {
    expect(
      read({
        page_load: "yes",
        page_load_delay: "soon",
        scrolling: "yes",
        scrolling_offset: {},
        click: "yes",
        click_times: null,
        inactivity: "yes",
        inactivity_time: [],
      }),
    ).toEqual([
      { kind: "page_load", delayMs: 0 },
      { kind: "scrolling", direction: "down", offset: 50 },
      { kind: "click", times: 1 },
      { kind: "inactivity", delayMs: 30_000 },
    ]);
  });

  it("reads scrolling up with no offset, and any other direction as down", () => {
    expect(read({ scrolling: "yes", scrolling_direction: "up", scrolling_offset: 20 })).toEqual([{ kind: "scrolling", direction: "up" }]);
    expect(read({ scrolling: "yes", scrolling_direction: "sideways", scrolling_offset: 20 })).toEqual([
      { kind: "scrolling", direction: "down", offset: 20 },
    ]);
  });

  it.each(["", "   ", ">p", "a[", "#1x", "p::nope", 42])("ignores a scrolling_to selector %j that is empty or invalid", (selector) => {
    expect(read({ scrolling_to: "yes", scrolling_to_selector: selector, page_load: "yes" })).toEqual([{ kind: "page_load", delayMs: 0 }]);
  });

  it("ignores the selector when the validity check itself throws", () => {
    const triggers = readTriggers(
      { scrolling_to: "yes", scrolling_to_selector: ".a" },
      {
        isValidSelector: () => {
          throw new Error("no DOM");
        },
      },
    );
    expect(triggers).toEqual([]);
  });

  it("trims a valid selector", () => {
    expect(read({ scrolling_to: "yes", scrolling_to_selector: "  .weekly-ad  " })).toEqual([
      { kind: "scrolling_to", selector: ".weekly-ad" },
    ]);
  });
});

describe("scroll decisions", () => {
  const page = (scrollY: number) => ({ scrollY, docHeight: 3000, innerHeight: 1000 });

  it("measures the scrolled part of the scrollable height", () => {
    expect(scrollPercent(page(0))).toBe(0);
    expect(scrollPercent(page(1000))).toBe(50);
    expect(scrollPercent(page(2000))).toBe(100);
  });

  it("fires down at the offset, not before", () => {
    expect(scrollDownFires(50, page(999))).toBe(false);
    expect(scrollDownFires(50, page(1000))).toBe(true);
    expect(scrollDownFires(100, page(1999))).toBe(false);
    expect(scrollDownFires(100, page(2000))).toBe(true);
    expect(scrollDownFires(1, page(20))).toBe(true);
  });

  it("never fires down on a page that cannot scroll", () => {
    expect(scrollPercent({ scrollY: 0, docHeight: 800, innerHeight: 1000 })).toBe(0);
    expect(scrollDownFires(1, { scrollY: 0, docHeight: 1000, innerHeight: 1000 })).toBe(false);
    expect(scrollDownFires(1, { scrollY: 5, docHeight: 1000, innerHeight: 1000 })).toBe(false);
  });

  it("a down watch fires on a page already scrolled past the offset", () => {
    const watch = createScrollWatch({ kind: "scrolling", direction: "down", offset: 40 }, page(1500));
    expect(watch.check(page(1500))).toBe(true);
  });

  it("an up watch fires on the first move up from where the page was, not on moves down", () => {
    const watch = createScrollWatch({ kind: "scrolling", direction: "up" }, page(600));
    expect(watch.check(page(600))).toBe(false);
    expect(watch.check(page(900))).toBe(false);
    expect(watch.check(page(899))).toBe(true);
  });

  it("an up watch at the top of the page waits for a move down then up", () => {
    const watch = createScrollWatch({ kind: "scrolling", direction: "up" }, page(0));
    expect(watch.check(page(0))).toBe(false);
    expect(watch.check(page(50))).toBe(false);
    expect(watch.check(page(10))).toBe(true);
  });
});

describe("createClickCounter", () => {
  it("fires on exactly the configured click", () => {
    const counter = createClickCounter(3);
    expect([counter.click(), counter.click(), counter.click(), counter.click()]).toEqual([false, false, true, false]);
    expect(counter.count).toBe(4);
  });

  it("fires on the first click by default", () => {
    expect(createClickCounter(1).click()).toBe(true);
  });
});

describe("exitIntentFires", () => {
  it("fires when the pointer leaves at the top edge or above", () => {
    expect(exitIntentFires(0)).toBe(true);
    expect(exitIntentFires(-12)).toBe(true);
    expect(exitIntentFires(1)).toBe(false);
    expect(exitIntentFires(500)).toBe(false);
  });
});

describe("adblockDetected", () => {
  it("assumes a blocker when the bait is gone or hidden", () => {
    expect(adblockDetected({ present: false, display: "" })).toBe(true);
    expect(adblockDetected({ present: true, display: "none" })).toBe(true);
    expect(adblockDetected({ present: true, display: "block" })).toBe(false);
  });
});

describe("createTriggerRace", () => {
  const arena = () => {
    const onWin = vi.fn();
    const race = createTriggerRace<TriggerKind>(onWin);
    const disarms = { page_load: vi.fn(), click: vi.fn(), exit_intent: vi.fn() };
    const fire = {
      page_load: race.arm("page_load", disarms.page_load),
      click: race.arm("click", disarms.click),
      exit_intent: race.arm("exit_intent", disarms.exit_intent),
    };
    return { onWin, race, disarms, fire };
  };

  it("the first trigger to fire wins and every trigger is disarmed, the winner too", () => {
    const { onWin, race, disarms, fire } = arena();
    fire.click();
    expect(onWin).toHaveBeenCalledTimes(1);
    expect(onWin).toHaveBeenCalledWith("click");
    expect(race.winner).toBe("click");
    expect(race.settled).toBe(true);
    for (const d of Object.values(disarms)) expect(d).toHaveBeenCalledTimes(1);
  });

  it("disarms before the popup opens", () => {
    const order: string[] = [];
    const race = createTriggerRace<string>(() => order.push("open"));
    const fire = race.arm("a", () => order.push("disarm a"));
    race.arm("b", () => order.push("disarm b"));
    fire();
    expect(order).toEqual(["disarm a", "disarm b", "open"]);
  });

  it("ignores later fires, of other triggers and of the winner", () => {
    const { onWin, race, disarms, fire } = arena();
    fire.page_load();
    fire.exit_intent();
    fire.page_load();
    fire.click();
    expect(onWin).toHaveBeenCalledTimes(1);
    expect(race.winner).toBe("page_load");
    for (const d of Object.values(disarms)) expect(d).toHaveBeenCalledTimes(1);
  });

  it("opens only once when two triggers fire in the same turn, one from inside the other's disarm", () => {
    const onWin = vi.fn();
    const race = createTriggerRace<string>(onWin);
    let fireB = () => {};
    const fireA = race.arm("a", () => fireB());
    fireB = race.arm("b", () => {});
    fireA();
    expect(onWin).toHaveBeenCalledTimes(1);
    expect(race.winner).toBe("a");
  });

  it("disarms a trigger armed after the race is over at once, and its fire does nothing", () => {
    const { onWin, race, fire } = arena();
    fire.click();
    const late = vi.fn();
    const fireLate = race.arm("page_load", late);
    expect(late).toHaveBeenCalledTimes(1);
    fireLate();
    expect(onWin).toHaveBeenCalledTimes(1);
  });

  it("cancel disarms everything without a winner", () => {
    const { onWin, race, disarms, fire } = arena();
    race.cancel();
    fire.click();
    expect(onWin).not.toHaveBeenCalled();
    expect(race.winner).toBeNull();
    for (const d of Object.values(disarms)) expect(d).toHaveBeenCalledTimes(1);
  });

  it("keeps disarming the others when one disarm throws", () => {
    const onWin = vi.fn();
    const race = createTriggerRace<string>(onWin);
    const other = vi.fn();
    const fire = race.arm("a", () => {
      throw new Error("gone");
    });
    race.arm("b", other);
    fire();
    expect(other).toHaveBeenCalledTimes(1);
    expect(onWin).toHaveBeenCalledWith("a");
  });

  it("a race with one trigger opens on it", () => {
    const onWin = vi.fn();
    const race = createTriggerRace<string>(onWin);
    race.arm("page_load", () => {})();
    expect(onWin).toHaveBeenCalledWith("page_load");
  });
});
