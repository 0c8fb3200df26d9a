import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./nonce-context";
import { BuilderHtmlProvider } from "./builder/builder-html-context";
import { previewOf } from "./storefront/preview.server";
import { PrerenderedPartsProvider } from "./storefront/hydration/prerendered";
import { createPrerenderedPartsStore } from "./prerendered-parts.server";
import { renderContextOf } from "./render-routes.server";

export const streamTimeout = 5_000;

/** The header's menus and other parts kept as HTML between requests (app/prerendered-parts.server.ts). */
const prerendered = createPrerenderedPartsStore();

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

  const parts = prerendered.forRequest();
  let failed = false;

  return new Promise<Response>((resolve, reject) => {
    const status = responseStatusCode;
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <BuilderHtmlProvider value={loadContext.builder.html}>
          <PrerenderedPartsProvider value={parts}>
            <ServerRouter context={renderContextOf(routerContext)} url={request.url} nonce={nonce} />
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
              const html = Buffer.concat(chunks);
              if (parts.missed() && status === 200 && !failed && !loadContext.render.partial) parts.capture(html.toString("utf8"), secretsOf(routerContext, nonce));
              resolve(new Response(new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.length), { headers: responseHeaders, status }));
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

/** What must never be kept in a part shared between visitors: this answer's CSP nonce and the visitor's API nonce. */
function secretsOf(routerContext: EntryContext, cspNonce: string): string[] {
  const root = routerContext.staticHandlerContext.loaderData?.root as { apiNonce?: unknown } | undefined;
  return [cspNonce, typeof root?.apiNonce === "string" ? root.apiNonce : ""].filter(Boolean);
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
