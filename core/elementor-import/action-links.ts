/**
 * Elementor's action links: `#elementor-action:action=<name>&settings=<base64 of JSON>`, also written
 * URL-encoded (`#elementor-action%3Aaction%3D...`, as Elementor's PHP makes them) and HTML-escaped in
 * rich text (`&amp;settings=`). Two actions name an element of the page by its id: the off-canvas
 * actions (`off_canvas:open|close|toggle`, settings `{ id }`) and the lightbox (`settings.slideshow`,
 * the gallery whose images it steps through). Popup actions name a document, not an element.
 */
import { decodeBase64Json, encodeBase64Json } from "../text/base64-json";

const ACTION_LINK = /elementor-action(:|%3A)action(=|%3D)([A-Za-z0-9_.:%-]+?)(&amp;|&|%26)settings(=|%3D)([A-Za-z0-9+/=%]+)/gi;

/** Which setting of an action's JSON names an element, by action. */
function elementField(action: string): string | null {
  if (action.startsWith("off_canvas:")) return "id";
  if (action === "lightbox") return "slideshow";
  return null;
}

/**
 * The text with every action link whose element id was renamed pointing at the new id; `renamed`
 * maps old ids to new ones. Links that cannot be read are left as they are.
 */
export function rewriteActionLinks(text: string, renamed: ReadonlyMap<string, string>, onRewrite: () => void): string {
  if (!text.includes("elementor-action")) return text;
  return text.replace(ACTION_LINK, (whole, colon: string, eq: string, rawAction: string, amp: string, eq2: string, rawSettings: string) => {
    try {
      const action = decodeURIComponent(rawAction);
      const field = elementField(action);
      if (!field) return whole;
      const encoded = rawSettings.includes("%");
      const settings = decodeBase64Json(encoded ? decodeURIComponent(rawSettings) : rawSettings)?.value;
      if (!settings || typeof settings !== "object" || Array.isArray(settings)) return whole;
      const target = (settings as Record<string, unknown>)[field];
      const next = typeof target === "string" || typeof target === "number" ? renamed.get(String(target)) : undefined;
      if (next === undefined) return whole;
      const base64 = encodeBase64Json({ ...settings, [field]: next });
      onRewrite();
      return `elementor-action${colon}action${eq}${rawAction}${amp}settings${eq2}${encoded ? encodeURIComponent(base64) : base64}`;
    } catch {
      return whole;
    }
  });
}
