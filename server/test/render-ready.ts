import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";

/**
 * A React tree as HTML once everything in it is ready, as the page handler sends it (it waits for
 * every part, `onAllReady`): parts whose code is loaded on demand (app/storefront/hydration/
 * deferred-part.tsx) are rendered, not left suspended as `renderToString` would leave them.
 */
export async function renderReady(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
