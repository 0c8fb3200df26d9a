import type { BehaviourStart } from "../../behaviours/contract";
import { LOOP_FILTER_CHANGE, type LoopFilterChangeDetail } from "../../behaviours/events";
import { startBehaviours } from "../../runtime/start";
import { filtersKey, gridFiltersOf, gridPageOf } from "#core/loop-filter/url-codec";
import { refreshLoopPayload } from "#core/loop-filter/refresh-payload";

export const REFRESH_LOOP_URL = "/api/builder/v1/refresh-loop";

const ID_CLASS = /(?:^|\s)elementor-element-([a-z0-9]{7,8})(?:\s|$)/;

/** What the address asks this grid to show: its filters and its page. */
const stateOf = (search: string, widgetId: string) => `${filtersKey(gridFiltersOf(search, widgetId))}|${gridPageOf(search, widgetId)}`;

/**
 * The loop grid in the browser (docs/requirements.md#states-and-transitions, "Loop refresh"): when a taxonomy
 * filter changes the address, when back or forward lands on an address that asks for other filters, and on
 * Load more, it asks the server for its markup (POST refresh-loop, docs/requirements.md#calls) while showing
 * the loading overlay (`aria-busy`), swaps it in and starts the widgets inside. A failed or refused refresh
 * leaves the markup as it was and removes the overlay.
 */
const start: BehaviourStart = (root, ctx) => {
  const widgetId = ID_CLASS.exec(root.className)?.[1];
  if (!widgetId) return;
  // The server rendered the grid for the address the page was loaded at.
  let shown = stateOf(location.search, widgetId);
  let stopInner = () => {};
  let inflight: AbortController | null = null;

  const container = () => root.querySelector<HTMLElement>(":scope > .elementor-widget-container");

  async function refresh(base: string, focusFrom?: number) {
    inflight?.abort();
    const request = new AbortController();
    inflight = request;
    const wanted = stateOf(base.includes("?") ? base.slice(base.indexOf("?")) : "", widgetId!);
    root.classList.add("e-loading-overlay");
    root.setAttribute("aria-busy", "true");
    try {
      const current = container();
      const model = ctx.editMode ? current?.dataset.widgetModel : undefined;
      // A signed-in visitor's page carries the REST nonce (every POST with a session needs it).
      const nonce = current?.dataset.nonce;
      const docId = Number(root.parentElement?.closest("[data-elementor-id]")?.getAttribute("data-elementor-id"));
      const payload = refreshLoopPayload({
        closestDocumentId: Number.isInteger(docId) && docId > 0 ? docId : null,
        currentPostId: null,
        widgetId: widgetId!,
        filters: gridFiltersOf(base.slice(base.indexOf("?") + 1 || base.length), widgetId!),
        paginationBaseUrl: base,
        editMode: model ? { widgetModel: JSON.parse(model) as Record<string, unknown> } : null,
      });
      if (!payload) return;
      const res = await fetch(REFRESH_LOOP_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(nonce ? { "X-Aisle-Nonce": nonce } : {}) },
        body: JSON.stringify(payload),
        credentials: "same-origin",
        signal: request.signal,
      });
      if (!res.ok) return;
      const body = (await res.json()) as { data?: unknown };
      if (typeof body.data !== "string" || request.signal.aborted) return;
      const template = document.createElement("template");
      template.innerHTML = body.data;
      const next = template.content.firstElementChild;
      if (!(next instanceof HTMLElement) || !next.classList.contains("elementor-widget-container")) return;
      stopInner();
      if (current) current.replaceWith(next);
      else root.append(next);
      stopInner = startBehaviours(next, { editMode: ctx.editMode, breakpoints: ctx.breakpoints });
      shown = wanted;
      if (focusFrom !== undefined)
        next.querySelectorAll(".e-loop-item")[focusFrom]?.querySelector<HTMLElement>("a[href]:not([tabindex='-1'])")?.focus();
    } catch {
      // A network failure counts as an empty answer: the grid stays as it was (docs/requirements.md#errors).
    } finally {
      if (inflight === request) {
        inflight = null;
        root.classList.remove("e-loading-overlay");
        root.removeAttribute("aria-busy");
      }
    }
  }

  window.addEventListener(
    LOOP_FILTER_CHANGE,
    (event) => {
      const detail = (event as CustomEvent<LoopFilterChangeDetail>).detail;
      if (detail?.widgetId !== widgetId) return;
      detail.handled = true;
      void refresh(location.pathname + location.search);
    },
    { signal: ctx.signal },
  );
  // Back and forward: the address may name other filters than the grid shows.
  window.addEventListener(
    "popstate",
    () => {
      if (stateOf(location.search, widgetId) !== shown) void refresh(location.pathname + location.search);
    },
    { signal: ctx.signal },
  );
  root.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a.e-load-more");
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const url = new URL(link.href);
      const before = root.querySelectorAll(".e-loop-item").length;
      history.replaceState(history.state, "", url.pathname + url.search + location.hash);
      void refresh(url.pathname + url.search, before);
    },
    { signal: ctx.signal },
  );
  return () => {
    inflight?.abort();
    stopInner();
    root.classList.remove("e-loading-overlay");
    root.removeAttribute("aria-busy");
  };
};

export default start;
