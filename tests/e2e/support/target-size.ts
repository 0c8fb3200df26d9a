import type { Page } from "@playwright/test";

/**
 * The page's interactive targets smaller than 24x24 CSS px that WCAG 2.5.8 (Target Size, Minimum)
 * does not excuse: a link inside a sentence is excused (its size is the text's), and so is a small
 * target whose 24 px circle around its centre meets no other target. Each is described by its role,
 * name and size.
 */
export async function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 24;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])';
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const style = getComputedStyle(el);
      return (
        style.visibility !== "hidden" && !el.closest("[inert], [aria-hidden='true']") && el.checkVisibility({ opacityProperty: false })
      );
    };
    const targets = [...document.querySelectorAll(selector)].filter(visible);
    // A link in running text: inline, inside a block whose text is more than the link's own.
    const inSentence = (el: Element) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      const block = el.parentElement?.closest("p, li, dd, td, span, label, figcaption, address, small, div");
      return !!block && (block.textContent ?? "").trim().length > (el.textContent ?? "").trim().length;
    };
    const rects = new Map(targets.map((el) => [el, el.getBoundingClientRect()]));
    const circleMeets = (el: Element) => {
      const r = rects.get(el)!;
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      return targets.some((other) => {
        if (other === el || other.contains(el) || el.contains(other)) return false;
        const o = rects.get(other)!;
        const nx = Math.max(o.left, Math.min(cx, o.right));
        const ny = Math.max(o.top, Math.min(cy, o.bottom));
        return (nx - cx) ** 2 + (ny - cy) ** 2 < (MIN / 2) ** 2;
      });
    };
    const name = (el: Element) =>
      (
        el.getAttribute("aria-label") ||
        (el as HTMLElement).innerText ||
        el.getAttribute("title") ||
        (el as HTMLInputElement).name ||
        el.id ||
        ""
      )
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 60);
    return targets
      .filter((el) => {
        const r = rects.get(el)!;
        if (r.width >= MIN - 0.5 && r.height >= MIN - 0.5) return false;
        if (inSentence(el)) return false;
        return circleMeets(el);
      })
      .map((el) => {
        const r = rects.get(el)!;
        return `${el.tagName.toLowerCase()}${el.getAttribute("type") ? `[${el.getAttribute("type")}]` : ""} "${name(el)}" ${Math.round(r.width)}x${Math.round(r.height)}`;
      });
  });
}
