import {
  adblockDetected,
  createClickCounter,
  createScrollWatch,
  createTriggerRace,
  exitIntentFires,
  INACTIVITY_RESET_EVENTS,
  type ScrollMetrics,
  type Trigger,
  type TriggerKind,
} from "#core/builder/popup/popup-triggers";

/**
 * A popup's triggers wired to the page (core/builder/popup/popup-triggers.ts has the rules): each one armed, the
 * first to fire opens the popup and disarms them all. Each starts from where the page already is
 * (scrolled, an element in view). Returns the function that disarms what is left.
 */
export function armTriggers(triggers: readonly Trigger[], onFire: (kind: TriggerKind) => void): () => void {
  const race = createTriggerRace<TriggerKind>(onFire);
  for (const trigger of triggers) {
    const armed = new AbortController();
    const fire = race.arm(trigger.kind, () => armed.abort());
    if (race.settled) break;
    ARM[trigger.kind](trigger as never, fire, armed.signal);
  }
  return () => race.cancel();
}

type Arm<T extends Trigger> = (trigger: T, fire: () => void, signal: AbortSignal) => void;

function timer(ms: number, run: () => void, signal: AbortSignal): () => void {
  let id = window.setTimeout(run, ms);
  signal.addEventListener("abort", () => window.clearTimeout(id));
  return () => {
    window.clearTimeout(id);
    id = window.setTimeout(run, ms);
  };
}

const metrics = (): ScrollMetrics => ({
  scrollY: window.scrollY,
  docHeight: document.documentElement.scrollHeight,
  innerHeight: window.innerHeight,
});

const ARM: { [K in TriggerKind]: Arm<Extract<Trigger, { kind: K }>> } = {
  page_load(trigger, fire, signal) {
    timer(trigger.delayMs, fire, signal);
  },
  scrolling(trigger, fire, signal) {
    const watch = createScrollWatch(trigger, metrics());
    // A page scrolled past the offset before the script ran opens it at once.
    if (trigger.direction === "down" && watch.check(metrics())) {
      queueMicrotask(fire);
      return;
    }
    window.addEventListener("scroll", () => watch.check(metrics()) && fire(), { passive: true, signal });
  },
  scrolling_to(trigger, fire, signal) {
    const target = document.querySelector(trigger.selector);
    if (!target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) fire();
    });
    observer.observe(target);
    signal.addEventListener("abort", () => observer.disconnect());
  },
  click(trigger, fire, signal) {
    const counter = createClickCounter(trigger.times);
    document.body.addEventListener("click", () => counter.click() && fire(), { signal });
  },
  inactivity(trigger, fire, signal) {
    const restart = timer(trigger.delayMs, fire, signal);
    for (const type of INACTIVITY_RESET_EVENTS) document.addEventListener(type, restart, { passive: true, signal });
  },
  exit_intent(_trigger, fire, signal) {
    document.documentElement.addEventListener("mouseleave", (e) => exitIntentFires(e.clientY) && fire(), { signal });
    // Leaving the window from an element: no element the pointer went to.
    document.addEventListener("mouseout", (e) => e.relatedTarget === null && exitIntentFires(e.clientY) && fire(), { signal });
  },
  adblock_detection(trigger, fire, signal) {
    timer(
      trigger.delayMs,
      () => {
        const probe = document.createElement("div");
        probe.id = `elementor-adblock-detection-${Math.random().toString(36).slice(2, 8)}`;
        probe.className = "ad-box adsbox ad-banner";
        probe.setAttribute("aria-hidden", "true");
        probe.style.cssText = "position:fixed;left:-9999px;top:0;width:1px;height:1px;";
        document.body.append(probe);
        // A blocker's style sheet hides the bait at once; one frame lets a blocker script remove it too.
        requestAnimationFrame(() => {
          if (signal.aborted) return probe.remove();
          const detected = adblockDetected({
            present: probe.isConnected,
            display: probe.isConnected ? getComputedStyle(probe).display : "none",
          });
          probe.remove();
          if (detected) fire();
        });
      },
      signal,
    );
  },
};
