import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { createPage, heading, widget, type Element } from "./builder";
import { buildPageActionLink } from "#core/builder/page-action";

/**
 * What the popup and show/hide browser tests share: a page and its own popups created through the
 * documents API (each popup shown on that page only, so no other test's page carries it), popup
 * links, and the visitor's `elementor` storage objects.
 */
type Editor = { api: APIRequestContext; nonce: string };

let counter = 0;

export async function createPopup(editor: Editor, title: string, settings: Record<string, unknown>, elements: Element[]): Promise<number> {
  counter += 1;
  const slug = `popup-${Date.now().toString(36)}-${counter}`;
  const res = await editor.api.post("/api/admin/v1/documents", {
    headers: { "X-Aisle-Nonce": editor.nonce },
    data: { type: "popup", title, slug, settings, elements },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A page, then its popups (their conditions include that page only); returns the page's address and the popups' ids. */
export async function pageWithPopups(
  editor: Editor,
  title: string,
  elements: Element[],
  popups: { title: string; settings: Record<string, unknown>; elements?: Element[] }[],
): Promise<{ url: string; pageId: number; ids: number[] }> {
  const { id: pageId, url } = await createPage(editor, title, elements);
  const ids: number[] = [];
  for (const p of popups) {
    ids.push(
      await createPopup(
        editor,
        p.title,
        { conditions: [`include/singular/page/${pageId}`], ...p.settings },
        p.elements ?? [heading(`${p.title} offer`)],
      ),
    );
  }
  return { url, pageId, ids };
}

export const popupOpenLink = (id: number, toggle = false) => buildPageActionLink({ action: "popup:open", id, toggle });
export const popupCloseLink = (doNotShowAgain = false, id?: number) =>
  buildPageActionLink({ action: "popup:close", doNotShowAgain, ...(id !== undefined ? { id } : {}) });
export const linkButton = (text: string, url: string, settings: Record<string, unknown> = {}) =>
  widget("button", { text, link: { url }, ...settings });
/** Tall enough to scroll a few screens. */
export const spacer = (px: number) => widget("spacer", { space: { unit: "px", size: px } });

/** The visitor's `elementor` object in localStorage (or sessionStorage). */
export function elementorStorage(page: Page, session = false): Promise<Record<string, unknown>> {
  return page.evaluate(
    (s) => JSON.parse((s ? sessionStorage : localStorage).getItem("elementor") ?? "{}") as Record<string, unknown>,
    session,
  );
}
