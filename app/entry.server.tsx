import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./nonce-context";
import { BuilderHtmlProvider } from "./builder/builder-html-context";
import { previewOf } from "./storefront/content/preview.server";
import { PrerenderedPartsProvider } from "./storefront/hydration/prerendered";
import { createPrerenderedPartsStore } from "./prerendered-parts.server";
import { renderContextOf } from "./render-routes.server";
import { PlainPageAssetsProvider } from "./routing/plain-page";
import { plainPageAssets } from "./plain-page-assets.server";
import type { LayoutData } from "./storefront/frame/layout-data.server";
import type { OwnRenderHandle, OwnRenderInfo, SharedRenderHandle, SharedRenderInfo } from "../server/page-cache/shared-render";
import type { PageRendering } from "../server/http/page-rendering";
import { cartOwnerOf } from "./cart/cart-owner.server";
import { ownPageOwner } from "../core/cart/own-page-owner";
import { loopGridSettings } from "./builder/widgets/loop-grid/settings";
import { renderLoopGrid } from "./builder/widgets/loop-grid/grid.server";
import { builderHtmlWithChrome } from "./storefront/header/template-header-places.server";
import { stylesheetsFirst } from "../core/frame/stylesheets-first";

export const streamTimeout = 5_000;

/** What the server needs from rendering, handed over through the build (server/http/page-rendering.ts). */
export const rendering: PageRendering = {
  createPrerenderedPartsStore: () => createPrerenderedPartsStore(),
  cartOwnerOf,
  loopGrid: { settings: loopGridSettings, render: renderLoopGrid },
};

/** The header's menus and other parts kept as HTML between requests (app/prerendered-parts.server.ts). */
const ownParts = createPrerenderedPartsStore();

/**
 * Renders the whole document before answering (no streaming): the first HTML already holds the store,
 * menus and content areas, and every script carries the request's CSP nonce. The document is answered
 * as one buffer (no stream per request), and the parts it rendered afresh are kept for the next ones.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;

  // The server hands its store over, so the signed-in pages' cache fills the header from the same parts.
  const parts = (loadContext.prerendered ?? ownParts).forRequest();
  let failed = false;
  // A header template's places already hold the header's parts, as the page shows them.
  const builderHtml = builderHtmlWithChrome(request, routerContext, loadContext, parts);

  return new Promise<Response>((resolve, reject) => {
    const status = responseStatusCode;
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <BuilderHtmlProvider value={builderHtml}>
          <PrerenderedPartsProvider value={parts}>
            <PlainPageAssetsProvider value={plainPageAssets()}>
              <ServerRouter context={renderContextOf(routerContext)} url={request.url} nonce={nonce} />
            </PlainPageAssetsProvider>
          </PrerenderedPartsProvider>
        </BuilderHtmlProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timer);
              const html = withStylesheetsFirst(Buffer.concat(chunks));
              const complete = status === 200 && !failed && !loadContext.render.partial;
              if (parts.missed() && complete) parts.capture(html.toString("utf8"), secretsOf(routerContext, nonce, loadContext));
              if (complete && loadContext.render.viewer)
                loadContext.render.shared = sharedRenderOf(request, routerContext, loadContext) ?? undefined;
              else if (complete) loadContext.render.own = ownRenderOf(request, routerContext, loadContext) ?? undefined;
              resolve(
                new Response(new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.length), {
                  headers: responseHeaders,
                  status,
                }),
              );
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (loadContext.render.partial) responseHeaders.set("Cache-Control", "no-store");
          // Preview as (decision 0030): kept by no browser or proxy either.
          else if (previewOf(request, loadContext)) responseHeaders.set("Cache-Control", "private, no-store");
          else if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-cache");
          // The store, session and dismissed banners come from cookies; the app banner from the browser.
          responseHeaders.append("Vary", "Cookie, User-Agent");
          // The router's own 405 (a form posted to a page without an action): say what the page takes.
          if (status === 405) responseHeaders.set("Allow", "GET, HEAD");
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          // A widget that throws is left to its boundary; the rest of the page is still sent.
          loadContext.services.logger.error({ err: error, url: request.url }, "part of the page failed to render");
        },
      },
    );
  });
}

const HEAD_END = Buffer.from("</head>");

/** The document with its head's stylesheets asked for before its modules (core/frame/stylesheets-first.ts); only the head is read. */
function withStylesheetsFirst(html: Buffer): Buffer {
  const end = html.indexOf(HEAD_END);
  if (end === -1) return html;
  const head = html.subarray(0, end + HEAD_END.length).toString("utf8");
  const ordered = stylesheetsFirst(head);
  return ordered === head ? html : Buffer.concat([Buffer.from(ordered), html.subarray(end + HEAD_END.length)]);
}

/**
 * What must never be kept in a part shared between visitors: this answer's CSP nonce and the visitor's
 * API nonce; in a shared render, the stand-in name too (that header row belongs to no one).
 */
function secretsOf(routerContext: EntryContext, cspNonce: string, loadContext: AppLoadContext): string[] {
  const root = routerContext.staticHandlerContext.loaderData?.root as { apiNonce?: unknown } | undefined;
  return [cspNonce, typeof root?.apiNonce === "string" ? root.apiNonce : "", loadContext.render.viewer?.name ?? ""].filter(Boolean);
}

/**
 * After a shared render (server/page-cache/shared-pages.ts): whether this page may be shared between
 * visitors, i.e. every route it matched opts in through its `handle` (their loaders read nothing of
 * the visitor besides the stand-ins), and what its header's top row is rendered from. Null: not shared.
 */
function sharedRenderOf(request: Request, routerContext: EntryContext, loadContext: AppLoadContext): SharedRenderInfo | null {
  const ctx = routerContext.staticHandlerContext;
  if (ctx.actionData || ctx.errors || previewOf(request, loadContext)) return null;
  const url = new URL(request.url);
  for (const match of ctx.matches) {
    if (match.route.id === "root") continue;
    const opt = (routerContext.routeModules[match.route.id]?.handle as SharedRenderHandle | undefined)?.sharedRender;
    if (!(opt === true || (typeof opt === "function" && opt(url)))) return null;
  }
  const root = ctx.loaderData?.root as LayoutData | undefined;
  if (!root) return null;
  return {
    siteName: root.site.name,
    store: root.store,
    products: [...(loadContext.render.shownProducts ?? [])].sort((a, b) => a - b),
    lists: loadContext.render.showsLists === true,
  };
}

/**
 * After the render of a signed-in shopper's page (server/page-cache/own-pages.ts, decision 0078) or of
 * a visitor's with a cart cookie and no session (decision 0099): whether the page may be kept for
 * them, i.e. every route it matched opts in through its `handle` (their loaders read nothing but the
 * owner's own data, the content and the slots), and what it holds made for this answer alone. Null:
 * not kept.
 */
function ownRenderOf(request: Request, routerContext: EntryContext, loadContext: AppLoadContext): OwnRenderInfo | null {
  const ctx = routerContext.staticHandlerContext;
  if (!ownPageOwner(loadContext.auth, request.headers.get("cookie"), cartOwnerOf)) return null;
  if (ctx.actionData || ctx.errors || previewOf(request, loadContext)) return null;
  for (const match of ctx.matches) {
    if (match.route.id === "root") continue;
    if ((routerContext.routeModules[match.route.id]?.handle as OwnRenderHandle | undefined)?.ownRender !== true) return null;
  }
  return { fresh: loadContext.render.fresh ?? [], slots: loadContext.render.showsSlots === true };
}

/**
 * The `.data` answers of client-side navigation hold the loaders' data: for a signed-in visitor their
 * account and API nonce, so neither the browser nor anything between may keep them (`private,
 * no-store`). An anonymous visitor's depend on their cookies and browser like the page itself, so
 * they get the page's `private, no-cache`. The whole-page cache keeps HTML only, never these.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  if (context.auth.session || context.render.partial) response.headers.set("Cache-Control", "private, no-store");
  else if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-cache");
  response.headers.append("Vary", "Cookie, User-Agent");
  return response;
};

/**
 * Errors from loaders, actions and the router, in the server's log (in place of React Router's
 * console.error of every one). The router's own 4xx answers (no route matches, a method or a form
 * post the route does not take) are answers, not faults: they are not logged, so a crawler or a probe
 * cannot fill the log. A request the visitor abandoned is not logged either.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const logger = (context as Partial<AppLoadContext> | undefined)?.services?.logger;
  if (logger) logger.error({ err: error, method: request.method, url: request.url }, "page request failed");
  else console.error(error);
};
