import { gzipSync } from "node:zlib";
import { chromium, type Response } from "playwright-core";
import { CHROMIUM_ARGS } from "../../scripts/lib/chromium";

export interface PageWeight {
  name: string;
  path: string;
  status: number;
  /** Bytes on the wire (gzip) of every script the page loaded, modulepreloads and lazy chunks included. */
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  cssFiles: number;
  /** The HTML document itself, gzip. */
  htmlGzip: number;
  /** Of jsGzip, the page-builder behaviour chunks (`/assets/behaviour-*.js`): the widget code on top of the shell. */
  behaviourJsGzip: number;
  /** Files the server sent uncompressed: their size is gzip -6 of the body, computed here. */
  gzippedHere: number;
}

async function gzipBytes(res: Response): Promise<{ bytes: number; here: boolean }> {
  const encoding = (await res.headerValue("content-encoding")) ?? "";
  if (encoding.includes("gzip")) {
    const sizes = await res.request().sizes();
    return { bytes: sizes.responseBodySize, here: false };
  }
  const body = await res.body().catch(() => Buffer.alloc(0));
  return { bytes: gzipSync(body, { level: 6 }).length, here: true };
}

/**
 * Loads each page in Chromium with the selected store's cookie, waits for the network to settle
 * (bounded), and sums the gzip bytes of the scripts and stylesheets it fetched.
 */
export async function measurePageWeights(
  base: string,
  pages: { name: string; path: string }[],
  opts: { executablePath: string; cookies: { name: string; value: string }[]; onPage?: (name: string) => void },
): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: opts.executablePath, args: [...CHROMIUM_ARGS], timeout: 30_000 });
  const results: PageWeight[] = [];
  try {
    for (const p of pages) {
      opts.onPage?.(p.name);
      const context = await browser.newContext({ extraHTTPHeaders: { "Accept-Encoding": "gzip" } });
      const host = new URL(base).hostname;
      await context.addCookies(opts.cookies.map((c) => ({ ...c, domain: host, path: "/" })));
      const page = await context.newPage();
      const seen: Promise<{ type: "js" | "css" | "html"; bytes: number; here: boolean; behaviour: boolean }>[] = [];
      page.on("response", (res) => {
        const type = res.request().resourceType();
        const kind = type === "script" ? "js" : type === "stylesheet" ? "css" : type === "document" ? "html" : null;
        if (!kind || res.status() !== 200) return;
        const behaviour = /\/assets\/behaviour-[^/]+\.js$/.test(new URL(res.url()).pathname);
        seen.push(gzipBytes(res).then((g) => ({ type: kind, behaviour, ...g })));
      });
      const response = await page.goto(base + p.path, { waitUntil: "load", timeout: 30_000 });
      await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
      const files = await Promise.all(seen);
      const sum = (t: string) => files.filter((f) => f.type === t).reduce((a, f) => a + f.bytes, 0);
      results.push({
        name: p.name,
        path: p.path,
        status: response?.status() ?? 0,
        jsGzip: sum("js"),
        cssGzip: sum("css"),
        htmlGzip: sum("html"),
        behaviourJsGzip: files.filter((f) => f.behaviour).reduce((a, f) => a + f.bytes, 0),
        jsFiles: files.filter((f) => f.type === "js").length,
        cssFiles: files.filter((f) => f.type === "css").length,
        gzippedHere: files.filter((f) => f.here).length,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
