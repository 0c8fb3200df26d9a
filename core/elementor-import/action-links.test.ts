import { describe, expect, it } from "vitest";
import { rewriteActionLinks } from "./action-links";

const b64 = (v: unknown) => btoa(JSON.stringify(v));
const fromB64 = (s: string) => JSON.parse(atob(s));
const renamed = new Map([
  ["undefined-c39d0f9", "f000001"],
  ["123", "f000002"],
]);

function rewrite(text: string) {
  let count = 0;
  return { text: rewriteActionLinks(text, renamed, () => count++), count };
}

describe("action links that name an element", () => {
  it("off-canvas actions follow the renamed id", () => {
    for (const action of ["off_canvas:open", "off_canvas:close", "off_canvas:toggle"]) {
      const { text, count } = rewrite(
        `#elementor-action:action=${action}&settings=${b64({ id: "undefined-c39d0f9", displayMode: "open" })}`,
      );
      expect(count).toBe(1);
      const settings = /settings=(.+)$/.exec(text)![1]!;
      expect(text.startsWith(`#elementor-action:action=${action}&settings=`)).toBe(true);
      expect(fromB64(settings)).toEqual({ id: "f000001", displayMode: "open" });
    }
  });

  it("a lightbox's slideshow follows the renamed gallery", () => {
    const { text, count } = rewrite(
      `#elementor-action:action=lightbox&settings=${b64({ type: "image", url: "/a.jpg", slideshow: "undefined-c39d0f9" })}`,
    );
    expect(count).toBe(1);
    expect(fromB64(/settings=(.+)$/.exec(text)![1]!)).toEqual({ type: "image", url: "/a.jpg", slideshow: "f000001" });
  });

  it("the URL-encoded form Elementor's PHP writes stays URL-encoded", () => {
    const href = `#${encodeURIComponent(`elementor-action:action=off_canvas:open&settings=${b64({ id: "undefined-c39d0f9" })}`)}`;
    const { text, count } = rewrite(href);
    expect(count).toBe(1);
    expect(text).toMatch(/^#elementor-action%3Aaction%3Doff_canvas%3Aopen%26settings%3D[A-Za-z0-9%]+$/);
    expect(fromB64(decodeURIComponent(text).split("settings=")[1]!)).toEqual({ id: "f000001" });
  });

  it("links inside HTML, with &amp;, keep their HTML form", () => {
    const html = `<p><a href="#elementor-action:action=off_canvas:open&amp;settings=${b64({ id: 123 })}">Store hours</a></p>`;
    const { text, count } = rewrite(html);
    expect(count).toBe(1);
    expect(text).toContain("&amp;settings=");
    expect(text).toContain(">Store hours</a></p>");
    expect(fromB64(/settings=([^"]+)"/.exec(text)![1]!)).toEqual({ id: "f000002" });
  });

  it("non-ASCII in the settings is written escaped, as PHP writes it, so it stays valid base64", () => {
    const php = btoa('{"slideshow":"undefined-c39d0f9","title":"Cr\\u00e8me fra\\u00eeche"}');
    const { text } = rewrite(`#elementor-action:action=lightbox&settings=${php}`);
    const json = atob(/settings=(.+)$/.exec(text)![1]!);
    expect(json).toBe('{"slideshow":"f000001","title":"Cr\\u00e8me fra\\u00eeche"}');
    expect(JSON.parse(json)).toEqual({ slideshow: "f000001", title: "Crème fraîche" });
  });

  it("settings written by the browser's btoa (Latin-1 bytes) keep their accents when rewritten", () => {
    const latin1 = btoa('{"slideshow":"undefined-c39d0f9","title":"Crème"}');
    const { text, count } = rewrite(`#elementor-action:action=lightbox&settings=${latin1}`);
    expect(count).toBe(1);
    expect(JSON.parse(atob(/settings=(.+)$/.exec(text)![1]!))).toEqual({ slideshow: "f000001", title: "Crème" });
  });

  it("leaves alone popup actions (they name a document), unknown ids, and links it cannot read", () => {
    const cases = [
      `#elementor-action:action=popup:open&settings=${b64({ id: "123", toggle: false })}`,
      `#elementor-action:action=off_canvas:open&settings=${b64({ id: "a1b2c3d" })}`,
      "#elementor-action:action=off_canvas:open&settings=!!!not-base64",
      `#elementor-action:action=off_canvas:open&settings=${btoa("not json")}`,
      `#elementor-action:action=off_canvas:open&settings=${b64(["undefined-c39d0f9"])}`,
      "#elementor-action%3Aaction%3Doff_canvas%3Aopen%26settings%3D%E0%A4%A",
      "plain text with no action",
    ];
    for (const text of cases) expect(rewrite(text), text).toEqual({ text, count: 0 });
  });
});
