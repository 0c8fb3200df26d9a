import { expect, test, type Page } from "@playwright/test";
import { editorApi, heading, text, widget } from "./support/builder";
import { createPopup, elementorStorage, linkButton, pageWithPopups, popupCloseLink, popupOpenLink, spacer } from "./support/popups";
import { holdScripts } from "./support/held-scripts";
import { axeViolations } from "./support/axe";
import { DEMO } from "../../server/test/http";

/**
 * Popups: printed on the server in a closed dialog for the pages their conditions name,
 * opened in the browser by their triggers once their advanced rules pass, counted in the visitor's
 * storage, closed every way the settings allow, and usable by keyboard alone.
 */

let editor: Awaited<ReturnType<typeof editorApi>>;
test.beforeAll(async ({ baseURL }) => {
  editor = await editorApi(baseURL!);
});
test.afterAll(async () => {
  await editor?.api.dispose();
});

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
/**
 * Watches, inside the page, the next opening of the dialog holding `text`: whether its Close button was
 * hidden when the dialog opened, and how long after that it showed. A check from outside polls, and on
 * a busy machine its next poll can come after a half-second delay has already passed.
 */
async function watchCloseButton(page: Page, text: string) {
  await page.evaluate((text) => {
    (window as unknown as { closeButtonSeen: Promise<unknown> }).closeButtonSeen = new Promise((resolve) => {
      let openedAt: number | null = null;
      let hiddenWhenOpened = false;
      const observer = new MutationObserver(() => {
        const offer = [...document.querySelectorAll("dialog")].find((d) => d.textContent?.includes(text));
        const close = offer?.querySelector<HTMLElement>('button[aria-label="Close"]');
        if (!offer || !close) return;
        if (openedAt === null && offer.open) {
          openedAt = performance.now();
          hiddenWhenOpened = close.hidden;
        }
        if (openedAt !== null && !close.hidden) {
          observer.disconnect();
          resolve({ hiddenWhenOpened, shownAfterMs: performance.now() - openedAt });
        }
      });
      observer.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ["open", "hidden"] });
    });
  }, text);
  return () =>
    page.evaluate(
      () => (window as unknown as { closeButtonSeen: Promise<{ hiddenWhenOpened: boolean; shownAfterMs: number }> }).closeButtonSeen,
    );
}

/** The popup behaviour has run on this page: it counted the page view. */
const counted = (page: Page, views: number) => expect.poll(async () => (await elementorStorage(page))["pageViews"]).toBe(views);

/** Scrolls to `top` and resolves once the page's scroll event for it has fired. */
const scrollSeen = (page: Page, top: number) =>
  page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        addEventListener("scroll", () => resolve(), { once: true });
        scrollTo(0, y);
      }),
    top,
  );

test("each trigger opens its popup, the first trigger to fire disarms the rest", async ({ page }) => {
  const tall = [heading("Trigger host"), spacer(2400), widget("heading", { title: "Far below", _element_id: "far-below" })];
  const cases: { name: string; triggers: Record<string, unknown>; act: () => Promise<void>; before?: () => Promise<void> }[] = [
    { name: "Page load", triggers: { page_load: "yes", page_load_delay: 0.3 }, act: async () => {} },
    {
      name: "Scroll down",
      triggers: { scrolling: "yes", scrolling_offset: 60 },
      act: () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)),
    },
    {
      name: "Scroll up",
      triggers: { scrolling: "yes", scrolling_direction: "up" },
      // Each scroll is seen (its scroll event has fired) before the next, as a visitor's would be.
      act: async () => {
        await scrollSeen(page, 600);
        await scrollSeen(page, 200);
      },
    },
    {
      name: "Scroll to",
      triggers: { scrolling_to: "yes", scrolling_to_selector: "#far-below" },
      act: () => page.evaluate(() => document.getElementById("far-below")!.scrollIntoView()),
    },
    {
      name: "Third click",
      triggers: { click: "yes", click_times: 3 },
      before: async () => {
        await page.mouse.click(300, 300);
        await page.mouse.click(300, 300);
      },
      act: () => page.mouse.click(300, 300),
    },
    { name: "Inactivity", triggers: { inactivity: "yes", inactivity_time: 1 }, act: async () => {} },
    {
      name: "Exit intent",
      triggers: { exit_intent: "yes" },
      act: async () => {
        await page.mouse.move(200, 200);
        await page.mouse.move(200, 5);
        await page.mouse.move(200, -20);
      },
    },
  ];
  let views = 0;
  for (const c of cases) {
    await test.step(c.name, async () => {
      const { url } = await pageWithPopups(editor, `Trigger ${c.name}`, tall, [
        { title: `${c.name} popup`, settings: { triggers: c.triggers } },
      ]);
      await page.goto(url);
      await counted(page, (views += 1));
      await expect(page.locator("dialog.aisle-popup")).toHaveCount(1);
      if (c.before) {
        await c.before();
        await expect(dialog(page, `${c.name} popup`)).toBeHidden();
      }
      await c.act();
      await expect(dialog(page, `${c.name} popup`)).toBeVisible();
      await expect(dialog(page, `${c.name} popup`).getByRole("heading", { name: `${c.name} popup offer` })).toBeVisible();
    });
  }

  await test.step("adblock detection: a blocker hides the bait", async () => {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const style = document.createElement("style");
        style.textContent = ".ad-box { display: none !important; }";
        document.head.append(style);
      });
    });
    const { url } = await pageWithPopups(editor, "Trigger adblock", tall, [
      { title: "Adblock popup", settings: { triggers: { adblock_detection: "yes", adblock_detection_delay: 0.2 } } },
    ]);
    await page.goto(url);
    await expect(dialog(page, "Adblock popup")).toBeVisible();
  });

  await test.step("the first trigger wins: after a page-load open and close, clicks no longer open it", async () => {
    const { url } = await pageWithPopups(editor, "Trigger race", tall, [
      { title: "Race popup", settings: { triggers: { page_load: "yes", click: "yes", click_times: 1 } } },
    ]);
    await page.goto(url);
    await expect(dialog(page, "Race popup")).toBeVisible();
    await dialog(page, "Race popup").getByRole("button", { name: "Close" }).click();
    await expect(dialog(page, "Race popup")).toBeHidden();
    await page.mouse.click(300, 300);
    await page.mouse.click(300, 300);
    await expect(page.locator("html.aisle-popup-no-scroll")).toHaveCount(0);
    await expect(dialog(page, "Race popup")).toBeHidden();
  });
});

test("counters: page views and sessions counted per page, a page-views rule from its first sight, a persisting limit", async ({ page }) => {
  const { url, ids } = await pageWithPopups(
    editor,
    "Counted popups",
    [heading("Counted host")],
    [{ title: "After two views", settings: { triggers: { page_load: "yes" }, timing: { page_views: "yes", page_views_views: 2 } } }],
  );
  const [id] = ids as [number];
  const after = dialog(page, "After two views");
  await page.goto(url);
  await counted(page, 1);
  let stored = await elementorStorage(page);
  expect(stored).toMatchObject({ pageViews: 1, sessions: 1, [`popup_${id}_page_views_initialPageViews`]: 1 });
  expect(await elementorStorage(page, true)).toMatchObject({ activeSession: true });
  await expect(after).toBeHidden();
  await page.reload();
  await counted(page, 2);
  await expect(after).toBeHidden();
  await page.reload();
  await counted(page, 3);
  await expect(after).toBeVisible();
  stored = await elementorStorage(page);
  // Same session: still one session; the baseline is kept.
  expect(stored).toMatchObject({ sessions: 1, [`popup_${id}_page_views_initialPageViews`]: 1 });

  const limited = await pageWithPopups(
    editor,
    "Limited popup",
    [heading("Limited host")],
    [{ title: "Twice ever", settings: { triggers: { page_load: "yes" }, timing: { times: "yes", times_times: 2, times_count: "close" } } }],
  );
  const twice = dialog(page, "Twice ever");
  for (let n = 1; n <= 2; n += 1) {
    await page.goto(limited.url);
    await expect(twice).toBeVisible();
    // Counted on close, not on open.
    expect((await elementorStorage(page))[`popup_${limited.ids[0]}_times`]).toBe(n === 1 ? undefined : 1);
    await page.keyboard.press("Escape");
    await expect(twice).toBeHidden();
    await expect.poll(async () => (await elementorStorage(page))[`popup_${limited.ids[0]}_times`]).toBe(n);
  }
  await page.goto(limited.url);
  await counted(page, 6);
  await expect(twice).toBeHidden();
});

test("once per session: not after a reload, again in a new session with the same local storage", async ({ page, browser }) => {
  const { url, ids } = await pageWithPopups(
    editor,
    "Session popup",
    [heading("Session host")],
    [
      {
        title: "Once a session",
        settings: { triggers: { page_load: "yes" }, timing: { times: "yes", times_times: 1, times_period: "session" } },
      },
    ],
  );
  await page.goto(url);
  await expect(dialog(page, "Once a session")).toBeVisible();
  expect(await page.evaluate((id) => sessionStorage.getItem(`popup-${id}-impressions-count`), ids[0]!)).toBe("1");
  await page.reload();
  await counted(page, 2);
  await expect(dialog(page, "Once a session")).toBeHidden();
  // A new session: what localStorage held comes along, sessionStorage starts empty.
  const state = await page.context().storageState();
  const next = await browser.newContext({ storageState: state, baseURL: new URL(page.url()).origin });
  const other = await next.newPage();
  await other.goto(url);
  await expect(dialog(other, "Once a session")).toBeVisible();
  expect(await elementorStorage(other)).toMatchObject({ pageViews: 3, sessions: 2 });
  await next.close();
});

test("once per day: the window is fixed from the first impression, and the popup is back a day later", async ({ page }) => {
  await page.clock.install();
  const { url, ids } = await pageWithPopups(
    editor,
    "Daily popup",
    [heading("Daily host")],
    [{ title: "Once a day", settings: { triggers: { page_load: "yes" }, timing: { times: "yes", times_times: 1, times_period: "day" } } }],
  );
  const key = `popup-${ids[0]}-impressions-count`;
  await page.goto(url);
  await expect(dialog(page, "Once a day")).toBeVisible();
  const stored = await elementorStorage(page);
  expect(stored[key]).toBe(1);
  const expiry = (stored["__expiration"] as Record<string, number>)[key]!;
  expect(expiry - (await page.evaluate(() => Date.now()))).toBeGreaterThan(86_390_000);
  await page.clock.fastForward("12:00:00");
  await page.reload();
  await counted(page, 2);
  await expect(dialog(page, "Once a day")).toBeHidden();
  await page.clock.fastForward("12:00:01");
  await page.reload();
  await expect(dialog(page, "Once a day")).toBeVisible();
  expect((await elementorStorage(page))[key]).toBe(1);
});

test("closing: the button after its delay, Escape, a background click, a close link, automatically; prevented ways do nothing; do not show again", async ({
  page,
}) => {
  const { url, ids } = await pageWithPopups(
    editor,
    "Closing popups",
    [
      heading("Closing host"),
      linkButton("Open offer", "#", { _css_classes: "open-offer" }),
      linkButton("Open strict offer", "#", { _css_classes: "open-strict" }),
    ],
    [
      {
        title: "Closable offer",
        settings: {
          open_selector: ".open-offer",
          close_button_delay: 0.5,
          prevent_scroll: "yes",
          entrance_animation: "zoomIn",
          exit_animation: "fadeIn",
          entrance_animation_duration: { unit: "px", size: 0.3 },
        },
        elements: [
          heading("Closable offer body"),
          linkButton("No thanks", popupCloseLink()),
          linkButton("Never again", popupCloseLink(true)),
        ],
      },
      {
        title: "Strict offer",
        settings: {
          open_selector: ".open-strict",
          prevent_close_on_background_click: "yes",
          prevent_close_on_esc_key: "yes",
          close_automatically: 1,
          close_button: "no",
        },
      },
    ],
  );
  await page.goto(url);
  await counted(page, 1);
  const offer = dialog(page, "Closable offer");
  const open = async () => {
    await page.getByRole("link", { name: "Open offer" }).click();
    await expect(offer).toBeVisible();
  };

  await test.step("the close button shows after its delay; page scrolling is off while open", async () => {
    const closeButtonSeen = await watchCloseButton(page, "Closable offer body");
    await open();
    const seen = await closeButtonSeen();
    expect(seen.hiddenWhenOpened).toBe(true);
    expect(seen.shownAfterMs).toBeGreaterThanOrEqual(400);
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await offer.getByRole("button", { name: "Close" }).click();
    await expect(offer).toBeHidden();
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  });
  await test.step("Escape", async () => {
    await open();
    await page.keyboard.press("Escape");
    await expect(offer).toBeHidden();
  });
  await test.step("a click on the background", async () => {
    await open();
    await page.mouse.click(5, 5);
    await expect(offer).toBeHidden();
  });
  await test.step("a close link inside it", async () => {
    await open();
    await offer.getByRole("link", { name: "No thanks" }).click();
    await expect(offer).toBeHidden();
  });
  await test.step("Escape and the background prevented; it closes by itself after its delay", async () => {
    await page.getByRole("link", { name: "Open strict offer" }).click();
    const strict = dialog(page, "Strict offer");
    await expect(strict).toBeVisible();
    await expect(strict.getByRole("button", { name: "Close" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 5);
    await expect(strict).toBeVisible();
    await expect(strict).toBeHidden();
  });
  await test.step("do not show again: stored, and the open selector no longer opens it after a reload", async () => {
    await open();
    await offer.getByRole("link", { name: "Never again" }).click();
    await expect(offer).toBeHidden();
    expect((await elementorStorage(page))[`popup_${ids[0]}_disable`]).toBe(true);
    await page.reload();
    await counted(page, 2);
    await page.getByRole("link", { name: "Open offer" }).click();
    await page.getByRole("link", { name: "Open strict offer" }).click();
    await expect(dialog(page, "Strict offer")).toBeVisible();
    await expect(offer).toBeHidden();
  });
});

test("keyboard only: opened from a button, focus moves in, Tab stays inside, Escape closes and focus returns; axe clean while open", async ({
  page,
}) => {
  const { url } = await pageWithPopups(
    editor,
    "Keyboard popup",
    [heading("Keyboard host"), linkButton("Join the club", "#", { _css_classes: "join-club" })],
    [
      {
        title: "Club sign-up",
        settings: { open_selector: ".join-club" },
        elements: [
          heading("Club sign-up offer"),
          text("<p>Members save on fresh produce every week.</p>"),
          linkButton("Read the terms", "/contact"),
          linkButton("Maybe later", popupCloseLink()),
        ],
      },
    ],
  );
  await page.goto(url);
  await counted(page, 1);
  const opener = page.getByRole("link", { name: "Join the club" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const club = dialog(page, "Club sign-up");
  await expect(club).toBeVisible();
  await expect(club).toHaveAttribute("aria-modal", "true");
  await expect(club.getByRole("button", { name: "Close" })).toBeFocused();
  const inside = () => page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));
  const names: string[] = [];
  for (let n = 0; n < 4; n += 1) {
    await page.keyboard.press("Tab");
    expect(await inside()).toBe(true);
    names.push(
      await page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute("aria-label") || ""),
    );
  }
  expect(names).toEqual(["Read the terms", "Maybe later", "Close", "Read the terms"]);
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(club.getByRole("link", { name: "Maybe later" })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(club).toBeHidden();
  await expect(opener).toBeFocused();
  // The link's own address was not followed.
  expect(new URL(page.url()).pathname).toBe(url);
});

test("with the page's scripts held back: a scroll past the offset and a popup link followed meanwhile open their popups once the scripts run", async ({
  page,
}) => {
  const scrolled = await pageWithPopups(
    editor,
    "Held scroll",
    [heading("Held scroll host"), spacer(2400), heading("End")],
    [{ title: "Scrolled offer", settings: { triggers: { scrolling: "yes", scrolling_offset: 40 } } }],
  );
  let scripts = await holdScripts(page);
  await scripts.goto(scrolled.url);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(dialog(page, "Scrolled offer")).toBeHidden();
  await scripts.release();
  await expect(dialog(page, "Scrolled offer")).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  const linked = await pageWithPopups(editor, "Held link", [heading("Held link host")], [{ title: "Linked offer", settings: {} }]);
  // The link names the popup by id, so the page is saved again with it.
  const res = await editor.api.put(`/api/admin/v1/documents/${linked.pageId}`, {
    headers: { "X-Aisle-Nonce": editor.nonce },
    data: { elements: [heading("Held link host"), linkButton("See the offer", popupOpenLink(linked.ids[0]!))] },
  });
  expect(res.status()).toBe(200);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  scripts = await holdScripts(page);
  await scripts.goto(linked.url);
  await page.getByRole("link", { name: "See the offer" }).click();
  await scripts.release();
  await expect(dialog(page, "Linked offer")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page, "Linked offer")).toBeHidden();
  // The link works as well once the scripts run.
  await page.getByRole("link", { name: "See the offer" }).click();
  await expect(dialog(page, "Linked offer")).toBeVisible();
});

test("edit mode shows the popup at once whatever its rules, and writes no counters", async ({ page }) => {
  const { url } = await pageWithPopups(
    editor,
    "Edited popup",
    [heading("Edited popup host")],
    [{ title: "Previewed offer", settings: { timing: { page_views: "yes", page_views_views: 5 } } }],
  );
  expect((await page.request.post("/api/auth/v1/login", { data: DEMO.editor })).status()).toBe(200);
  await page.goto(`${url}?aisle-edit=1`);
  await expect(dialog(page, "Previewed offer")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("elementor"))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem("elementor"))).toBeNull();
});

test("the front page carries a popup whose conditions name it; under reduced motion a popup opens and closes without animating", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const id = await createPopup(
    editor,
    "Front page offer",
    { conditions: ["include/singular/front_page"], open_selector: "h1", entrance_animation: "zoomIn", exit_animation: "zoomIn" },
    [heading("Front page offer text")],
  );
  try {
    await page.goto("/");
    await counted(page, 1);
    await page.getByRole("heading", { level: 1 }).first().click();
    const offer = dialog(page, "Front page offer");
    await expect(offer).toBeVisible();
    // Checked once, at once: with motion the entrance animation would be running now.
    expect(await offer.locator(".dialog-widget-content").getAttribute("class")).not.toContain("animated");
    await page.keyboard.press("Escape");
    await expect(offer).toBeHidden();
  } finally {
    const res = await editor.api.delete(`/api/admin/v1/documents/${id}`, { headers: { "X-Aisle-Nonce": editor.nonce } });
    expect(res.status()).toBe(204);
  }
});
