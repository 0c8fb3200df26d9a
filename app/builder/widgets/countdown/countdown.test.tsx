import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { widgetCss } from "../widget-test-support";
import { sanitizeWidgetHtml } from "#core/builder/html-settings";
import { countdown, COUNTDOWN_RESOLVER } from "./countdown";
import { countdownSettings } from "./settings";
import { countdownSlot } from "./resolver.server";
import type { SlotContext } from "../../slots.server";

const W = ".elementor-1 .elementor-element.elementor-element-w1";
const parse = (stored: unknown) => countdownSettings.parse(stored);
const on = (editMode = false) => ({ editMode }) as unknown as SlotContext;
/** As the renderer hands it over: HTML settings sanitized first. */
async function rendered(stored: Record<string, unknown>, editMode = false): Promise<string> {
  const slot = countdown.slot!(parse(sanitizeWidgetHtml("countdown", stored)));
  if (!slot) return "";
  expect(slot.resolver).toBe(COUNTDOWN_RESOLVER);
  return countdownSlot(JSON.parse(JSON.stringify(slot.args)) as Record<string, unknown>, on(editMode));
}

describe("countdown widget", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 29, 12, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  it("writes the time left at the request's moment, named as a timer", async () => {
    const html = await rendered({ due_date: "2026-12-01 15:04" });
    expect(html).toBe(
      '<div class="elementor-countdown-wrapper" role="timer" aria-label="2 days, 3 hours and 4 minutes left">' +
        '<div class="elementor-countdown-item" aria-hidden="true"><span class="elementor-countdown-digits elementor-countdown-days">02</span><span class="elementor-countdown-label">Days</span></div>' +
        '<div class="elementor-countdown-item" aria-hidden="true"><span class="elementor-countdown-digits elementor-countdown-hours">03</span><span class="elementor-countdown-label">Hours</span></div>' +
        '<div class="elementor-countdown-item" aria-hidden="true"><span class="elementor-countdown-digits elementor-countdown-minutes">04</span><span class="elementor-countdown-label">Minutes</span></div>' +
        '<div class="elementor-countdown-item" aria-hidden="true"><span class="elementor-countdown-digits elementor-countdown-seconds">00</span><span class="elementor-countdown-label">Seconds</span></div></div>',
    );
    vi.setSystemTime(Date.UTC(2026, 10, 29, 13, 0, 0));
    expect(await rendered({ due_date: "2026-12-01 15:04" })).toContain("2 days, 2 hours and 4 minutes left");
  });
  it("folds hidden units, uses custom labels, and shows an evergreen span whole", async () => {
    const html = await rendered({
      countdown_type: "evergreen",
      evergreen_counter_hours: 50,
      evergreen_counter_minutes: 30,
      show_days: "",
      show_seconds: "",
      custom_labels: "yes",
      label_hours: "Hrs",
      label_minutes: "",
    });
    expect(html).toContain('elementor-countdown-hours">50</span><span class="elementor-countdown-label">Hrs</span>');
    expect(html).toContain('elementor-countdown-minutes">30</span><span class="elementor-countdown-label">Minutes</span>');
    expect(html).not.toContain("days");
    expect(await rendered({ due_date: "2026-12-01", show_labels: "" })).not.toContain("countdown-label");
  });
  it("after the date: the message, nothing when hidden, the digits at zero otherwise and in edit mode", async () => {
    const past = { due_date: "2026-11-01 00:00" };
    expect(await rendered({ ...past, expire_actions: ["message", "hide"], message_after_expire: "The sale has ended." })).toBe(
      '<div class="elementor-countdown-expire--message" role="status">The sale has ended.</div>',
    );
    expect(await rendered({ ...past, expire_actions: ["hide"] })).toBe("");
    expect(await rendered(past)).toContain('aria-label="Time is up"');
    expect(await rendered({ ...past, expire_actions: ["hide"] }, true)).toContain('elementor-countdown-days">00<');
    const ahead = await rendered({
      due_date: "2026-12-01",
      expire_actions: ["message"],
      message_after_expire: '<p>Orders are <b onclick="alert(1)">closed</b></p><script>alert(2)</script>',
    });
    expect(ahead).toContain(
      '<div class="elementor-countdown-expire--message" role="status" hidden=""><p>Orders are <b>closed</b></p></div>',
    );
    expect(ahead).not.toMatch(/<script|onerror|alert/);
  });
  it("gives its behaviour the end, the actions and a safe address only", () => {
    const client = (stored: Record<string, unknown>) => countdown.clientSettings!(parse(stored), stored);
    expect(
      client({ due_date: "2026-12-01 15:04", expire_actions: ["hide", "redirect", "explode"], expire_redirect_url: { url: "/deals" } }),
    ).toEqual({
      due: Date.UTC(2026, 11, 1, 15, 4),
      hide: true,
      redirect: "/deals",
    });
    expect(
      client({ countdown_type: "evergreen", expire_actions: ["redirect"], expire_redirect_url: { url: "javascript:alert(1)" } }),
    ).toEqual({
      span: (47 * 60 + 59) * 60_000,
      hide: false,
    });
    expect(client({ due_date: "soon" })).toEqual({});
    expect(countdown.slot!(parse({ due_date: [] }))).toBeNull();
    expect(parse({ expire_actions: "hide", show_days: [], label_display: "side" })).toMatchObject({
      expire_actions: [],
      show_days: false,
      label_display: "block",
    });
  });
  it("styles the boxes, digits and labels", () => {
    expect(widgetCss(countdown, { box_background_color: "#14532d", digits_color: "#fff", label_color: "#eee" })).toBe(
      `${W} .elementor-countdown-item{background-color:#14532d}${W} .elementor-countdown-digits{color:#fff}${W} .elementor-countdown-label{color:#eee}`,
    );
  });
});
