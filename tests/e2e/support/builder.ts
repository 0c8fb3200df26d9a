import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO } from "#server/test/http";

/**
 * What the page-builder browser tests share: documents created through the documents API (as an
 * editor), element builders, the behaviour chunks a page asks for and the errors it logs. Scripts
 * held back until the test lets them run: ./held-scripts.ts.
 */

export interface Element {
  id: string;
  elType: "container" | "section" | "column" | "widget";
  widgetType?: string;
  settings: Record<string, unknown>;
  elements: Element[];
}

const RUN = Math.random().toString(36).slice(2, 6).padEnd(4, "0");
let counter = 0;
/** A fresh element id (7 lowercase letters/digits), unique within the test run. */
export function elementId(): string {
  counter += 1;
  return `${RUN}${counter.toString(36).padStart(3, "0")}`;
}

export const widget = (widgetType: string, settings: Record<string, unknown> = {}, id = elementId()): Element => ({
  id,
  elType: "widget",
  widgetType,
  settings,
  elements: [],
});
/** A nested widget (nested tabs, nested accordion): its items' contents are its child elements, containers. */
export const nestedWidget = (widgetType: string, settings: Record<string, unknown>, children: Element[], id = elementId()): Element => ({
  id,
  elType: "widget",
  widgetType,
  settings,
  elements: children,
});
export const container = (elements: Element[], settings: Record<string, unknown> = {}, id = elementId()): Element => ({
  id,
  elType: "container",
  settings,
  elements,
});
export const section = (columns: Element[], settings: Record<string, unknown> = {}, id = elementId()): Element => ({
  id,
  elType: "section",
  settings,
  elements: columns,
});
export const column = (size: number, elements: Element[], settings: Record<string, unknown> = {}, id = elementId()): Element => ({
  id,
  elType: "column",
  settings: { _column_size: size, ...settings },
  elements,
});
export const heading = (title: string, settings: Record<string, unknown> = {}, id?: string) =>
  widget("heading", { title, ...settings }, id);
export const text = (html: string, settings: Record<string, unknown> = {}, id?: string) =>
  widget("text-editor", { editor: html, ...settings }, id);
export const px = (size: number) => ({ unit: "px", size });

/** An API client signed in as the demo editor (or another staff account), sending the nonce with every write. */
export async function editorApi(
  baseURL: string,
  account: { email: string; password: string } = DEMO.editor,
): Promise<{ api: APIRequestContext; nonce: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post("/api/auth/v1/login", { data: account });
  expect(res.status()).toBe(200);
  const { nonce } = (await res.json()) as { nonce: string };
  return { api, nonce };
}

/** Creates a published page through the documents API; returns its id and address. */
export async function createPage(
  editor: { api: APIRequestContext; nonce: string },
  title: string,
  elements: Element[],
): Promise<{ id: number; url: string }> {
  const slug = `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}-${Date.now().toString(36)}${(counter += 1).toString(36)}`;
  const res = await editor.api.post("/api/admin/v1/documents", {
    headers: { "X-Aisle-Nonce": editor.nonce },
    data: { type: "page", title, slug, elements },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; url: string };
}

export async function updatePage(
  editor: { api: APIRequestContext; nonce: string },
  id: number,
  patch: Record<string, unknown>,
): Promise<void> {
  const res = await editor.api.put(`/api/admin/v1/documents/${id}`, { headers: { "X-Aisle-Nonce": editor.nonce }, data: patch });
  expect(res.status(), await res.text()).toBe(200);
}

/** The names of the behaviour chunks (and their styles) the page has asked for. */
export function recordBehaviourChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on("request", (r) => {
    // Names may hold hyphens (behaviour-share-buttons); the build's hash is the last 8 characters.
    const m = /\/assets\/(behaviour-[a-z0-9-]+|animation)-[\w-]{8}\.(?:js|css)$/.exec(new URL(r.url()).pathname);
    if (m) chunks.push(m[1]!);
  });
  return chunks;
}

/** Errors the page logged with console.error, as { name, message } of their first argument. */
export async function recordConsoleErrors(page: Page): Promise<() => Promise<{ name: string; message: string }[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __errors: { name: string; message: string }[] };
    w.__errors = [];
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      const first = args[0];
      w.__errors.push(first instanceof Error ? { name: first.name, message: first.message } : { name: "", message: String(first) });
      original(...args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __errors: { name: string; message: string }[] }).__errors);
}

/** Scrolls the whole page down half a screen at a time (two frames each), so everything that waits to come into view has, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
  });
}

/** Two animation frames: what a behaviour does when an element comes into view has had its chance to start. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

interface RouterWindow {
  __reactRouterDataRouter: {
    navigate(to: string): Promise<void>;
    revalidate(): Promise<void>;
    state: { navigation: { state: string }; revalidation: string };
  };
}

/**
 * Opens a page-builder page as the router renders it: from another of the router's pages, without a
 * page load. Loaded as a document, a signed-out visitor's page-builder page is a plain page (decision
 * 0045), which loads the next version on the next page load only; the router's pages revalidate.
 */
export async function openThroughRouter(page: Page, url: string): Promise<void> {
  const path = new URL(url, "http://aisle.test").pathname;
  // A router page, the site search (the stores', the weekly ad's, the contact page and the shopping lists are plain pages, decisions 0117, 0121, 0123).
  await page.goto("/?s=peach");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.evaluate((to) => void (window as unknown as RouterWindow).__reactRouterDataRouter.navigate(to), path);
  await page.waitForFunction(
    (to) => location.pathname === to && (window as unknown as RouterWindow).__reactRouterDataRouter.state.navigation.state === "idle",
    path,
  );
}

/** Asks the router for the page's data again (a router page only: see openThroughRouter). */
export async function revalidate(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as RouterWindow).__reactRouterDataRouter.revalidate());
}
