import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { foldIcons, widgetCss } from "../widget-test-support";
import { parseWidgetSettings } from "../../widget-types";
import { renderDocument } from "../../render-document.server";
import { fillSlots, resolveSlots } from "../../slots.server";
import { DEFAULT_BREAKPOINTS } from "#core/builder/breakpoints";
import { shareButtons } from "./share-buttons";
import { canonicalUrl } from "./resolver.server";

const PAGE = "https://shop.example/recipes/summer-salad";

const context = { https: true, services: { logger: { warn: () => {} } }, render: { partial: false } } as unknown as AppLoadContext;

async function html(stored: unknown, url = PAGE, title = "Summer salad") {
  const slot = shareButtons.slot!(parseWidgetSettings(shareButtons, stored));
  if (!slot) return "";
  const [value] = await resolveSlots([slot], { request: new Request(`${url}?utm_source=x#top`), context, document: { id: 1, title } });
  return foldIcons(value!);
}

describe("share-buttons widget", () => {
  it("is a per-request slot: the cached document holds a place for it, each request its own page's links", async () => {
    const doc = renderDocument(
      { id: 1, elements: [{ id: "w1", elType: "widget", widgetType: "share-buttons", settings: {}, elements: [] }] },
      { editMode: false, breakpoints: DEFAULT_BREAKPOINTS },
    );
    expect(doc.parts).toHaveLength(2);
    expect(doc.parts[0]).toContain('data-widget_type="share-buttons.default" data-behaviours="share-buttons">');
    const values = await resolveSlots(doc.slots, {
      request: new Request("https://shop.example/deals?x=1"),
      context,
      document: { id: 1, title: "Deals & more" },
    });
    expect(fillSlots(doc.parts, values)).toContain(
      'href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Fdeals"',
    );
  });

  it("renders Elementor's default buttons as links to each network's share address, named for where they share", async () => {
    expect(await html({})).toBe(
      '<div class="elementor-share-buttons elementor-share-buttons--view-icon-text elementor-share-buttons--skin-gradient elementor-share-buttons--shape-square elementor-share-buttons--color-official elementor-grid-0"><ul class="elementor-grid">' +
        '<li class="elementor-grid-item"><a class="elementor-share-btn elementor-share-btn_facebook" href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Frecipes%2Fsummer-salad" aria-label="Share on Facebook" target="_blank" rel="noopener noreferrer"><span class="elementor-share-btn__icon">[e-fab-facebook]</span><span class="elementor-share-btn__text"><span class="elementor-share-btn__title">Facebook</span></span></a></li>' +
        '<li class="elementor-grid-item"><a class="elementor-share-btn elementor-share-btn_twitter" href="https://x.com/intent/tweet?text=Summer%20salad&amp;url=https%3A%2F%2Fshop.example%2Frecipes%2Fsummer-salad" aria-label="Share on X" target="_blank" rel="noopener noreferrer"><span class="elementor-share-btn__icon">[e-fab-x-twitter]</span><span class="elementor-share-btn__text"><span class="elementor-share-btn__title">X</span></span></a></li>' +
        '<li class="elementor-grid-item"><a class="elementor-share-btn elementor-share-btn_linkedin" href="https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fshop.example%2Frecipes%2Fsummer-salad" aria-label="Share on LinkedIn" target="_blank" rel="noopener noreferrer"><span class="elementor-share-btn__icon">[e-fab-linkedin]</span><span class="elementor-share-btn__text"><span class="elementor-share-btn__title">LinkedIn</span></span></a></li>' +
        "</ul></div>",
    );
  });

  it("builds every network's address from the page's address and title, encoded", async () => {
    const all = ["pinterest", "reddit", "vk", "tumblr", "telegram", "pocket", "xing", "whatsapp", "threads", "email", "x-twitter"].map(
      (button) => ({ button }),
    );
    const out = await html({ share_buttons: all }, "http://localhost:3000/a", `Deals "50%" <off> & more`);
    const t = "Deals%20%2250%25%22%20%3Coff%3E%20%26%20more";
    const u = "https%3A%2F%2Flocalhost%3A3000%2Fa";
    for (const href of [
      `https://www.pinterest.com/pin/create/button/?url=${u}&amp;description=${t}`,
      `https://www.reddit.com/submit?url=${u}&amp;title=${t}`,
      `https://vk.com/share.php?url=${u}&amp;title=${t}`,
      `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${u}&amp;title=${t}`,
      `https://t.me/share/url?url=${u}&amp;text=${t}`,
      `https://getpocket.com/save?url=${u}&amp;title=${t}`,
      `https://www.xing.com/spi/shares/new?url=${u}`,
      `https://wa.me/?text=${t}%20${u}`,
      `https://www.threads.net/intent/post?text=${t}%20${u}`,
      `https://x.com/intent/tweet?text=${t}&amp;url=${u}`,
    ])
      expect(out).toContain(`href="${href}" aria-label="Share on `);
    // Email stays in this tab.
    expect(out).toContain(
      `<a class="elementor-share-btn elementor-share-btn_email" href="mailto:?subject=${t}&amp;body=${u}" aria-label="Share by email"><span`,
    );
  });

  it("uses a custom web address when one is set, and the page's own for anything else", async () => {
    expect(
      await html({
        share_url_type: "custom",
        share_url: { url: "https://harvestlane.example/offer" },
        share_buttons: [{ button: "facebook" }],
      }),
    ).toContain("u=https%3A%2F%2Fharvestlane.example%2Foffer");
    for (const url of ["javascript:alert(1)", "/relative", "not a url"]) {
      expect(await html({ share_url_type: "custom", share_url: { url }, share_buttons: [{ button: "facebook" }] })).toContain(
        "u=https%3A%2F%2Fshop.example%2Frecipes%2Fsummer-salad",
      );
    }
  });

  it("shows icon only, text only or a custom label, keeping the visible label in the name", async () => {
    const icon = await html({ view: "icon", share_buttons: [{ button: "reddit" }] });
    expect(icon).toContain(
      'aria-label="Share on Reddit" target="_blank" rel="noopener noreferrer"><span class="elementor-share-btn__icon">[e-fab-reddit]</span></a>',
    );
    const text = await html({
      view: "text",
      skin: "framed",
      shape: "circle",
      columns: "2",
      share_buttons: [{ button: "whatsapp", text: "Send <to> a friend" }],
    });
    expect(text).toContain(
      "elementor-share-buttons--view-text elementor-share-buttons--skin-framed elementor-share-buttons--shape-circle elementor-share-buttons--color-official elementor-grid-2",
    );
    expect(text).toContain(
      'aria-label="Share on WhatsApp: Send &lt;to&gt; a friend" target="_blank" rel="noopener noreferrer"><span class="elementor-share-btn__text"><span class="elementor-share-btn__title">Send &lt;to&gt; a friend</span></span></a>',
    );
    const noLabel = await html({ show_label: "", share_buttons: [{ button: "vk", text: "Post" }] });
    expect(noLabel).toContain(
      'aria-label="Share on VK" target="_blank" rel="noopener noreferrer"><span class="elementor-share-btn__icon">[e-fab-vk]</span></a>',
    );
  });

  it("renders print and copy-link as buttons kept invisible until their script runs, with a status line for copying", async () => {
    const out = await html({ share_buttons: [{ button: "print" }, { button: "copy" }] });
    expect(out).toContain(
      '<li class="elementor-grid-item e-share-needs-script"><button type="button" class="elementor-share-btn elementor-share-btn_print" aria-label="Print this page" data-share="print">',
    );
    expect(out).toContain(
      '<li class="elementor-grid-item e-share-needs-script"><button type="button" class="elementor-share-btn elementor-share-btn_copy" aria-label="Copy link" data-share="copy" data-url="https%3A%2F%2Fshop.example%2Frecipes%2Fsummer-salad">',
    );
    expect(out).toContain('</ul><p class="e-share-status" role="status"></p></div>');
  });

  it("skips unknown networks, renders nothing for no buttons, and takes the defaults on garbage", async () => {
    expect(await html({ share_buttons: [{ button: "myspace" }, { button: "email", text: 5 }, "x", null] })).toContain(
      'aria-label="Share by email: 5"',
    );
    expect(shareButtons.slot!(parseWidgetSettings(shareButtons, { share_buttons: [] }))).toBeNull();
    expect(shareButtons.slot!(parseWidgetSettings(shareButtons, { share_buttons: [{ button: "myspace" }] }))).toBeNull();
    const defaults = await html({});
    expect(await html({ share_buttons: "x", view: 1, skin: "neon", shape: [], columns: "9", share_url_type: 3, show_label: "maybe" })).toBe(
      defaults,
    );
    expect(await html([])).toBe(defaults);
  });

  it("shares the page by the address the visitor used, without query or fragment", () => {
    expect(canonicalUrl(new Request("http://shop.example:8080/deals/weekly?page=2#x"), false)).toBe(
      "http://shop.example:8080/deals/weekly",
    );
    expect(canonicalUrl(new Request("http://shop.example/"), true)).toBe("https://shop.example/");
  });

  it("styles columns, alignment, gaps, sizes, custom colours and the label per device", () => {
    const css = widgetCss(shareButtons, {
      columns: "3",
      columns_mobile: "0",
      alignment_mobile: "center",
      column_gap: { unit: "px", size: 12 },
      row_gap: { unit: "px", size: 8 },
      button_size: { unit: "px", size: 1.2 },
      icon_size: { unit: "em", size: 2 },
      button_height: { unit: "em", size: 5 },
      border_size: { unit: "px", size: 3 },
      color_source: "custom",
      primary_color: "#14532d",
      secondary_color: "#ffffff",
      primary_color_hover: "#000000",
      typography_typography: "custom",
      typography_font_weight: "600",
      text_padding: { unit: "px", top: "0", right: "12", bottom: "0", left: "12" },
    });
    const w = ".elementor-1 .elementor-element.elementor-element-w1";
    expect(css).toBe(
      `${w}{--e-share-buttons-primary-color:#14532d;--e-share-buttons-secondary-color:#ffffff}` +
        `${w} .elementor-share-btn:hover{--e-share-buttons-primary-color:#000000}` +
        `${w} .elementor-grid{display:grid;grid-template-columns:repeat(3, minmax(0, 1fr));column-gap:12px;row-gap:8px}` +
        `${w} .elementor-share-btn{font-size:12px;height:5em;border-width:3px}` +
        `${w} .elementor-share-btn__icon{--e-share-buttons-icon-size:2em}` +
        `${w} .elementor-share-btn__title{font-weight:600}` +
        `${w} .elementor-share-btn__text{padding-top:0;padding-right:12px;padding-bottom:0;padding-left:12px}` +
        `@media (max-width:767px){${w} .elementor-grid{display:flex;justify-content:center}}`,
    );
  });

  it("writes custom colours only with a custom colour source, and nothing unsafe", () => {
    expect(widgetCss(shareButtons, { primary_color: "#000000" })).toBe("");
    expect(
      widgetCss(shareButtons, {
        color_source: "custom",
        primary_color: "red;}*{x:y",
        columns: "7",
        button_size: { size: 9 },
        icon_size: { unit: "vh", size: 2 },
      }),
    ).toBe("");
  });
});
