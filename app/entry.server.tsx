import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./nonce-context";
import { BuilderHtmlProvider } from "./builder/builder-html-context";
import { previewOf } from "./storefront/preview.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (no streaming): the first HTML already holds the store,
 * menus and content areas, and every script carries the request's CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    const status = responseStatusCode;
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <BuilderHtmlProvider value={loadContext.builder.html}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </BuilderHtmlProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timer);
              callback();
            },
          });
          // Nobody reads the body of a HEAD answer: the server cancels it, which closes this stream.
          body.once("close", () => clearTimeout(timer));
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
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          // A widget that throws is left to its boundary; the rest of the page is still sent.
          loadContext.services.logger.error({ err: error, url: request.url }, "part of the page failed to render");
        },
      },
    );
  });
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
