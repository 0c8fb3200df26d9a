import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { text } from "node:stream/consumers";
import type { ReactNode } from "react";
import { deferredPart, loadPartsShownIn } from "./deferred-part";

function Greeting({ name }: { name: string }) {
  return <aside className="greeting">Hello {name}</aside>;
}

/** A page holding only the elements that match `shown`, as `document` answers querySelector. */
const pageShowing = (...shown: string[]) => ({ querySelector: (selector: string) => (shown.includes(selector) ? ({} as Element) : null) });

/** The server's HTML for `node`, every part of it loaded (as entry.server answers). */
const serverHtml = async (node: ReactNode) => text((await prerenderToNodeStream(node)).prelude);

describe("deferredPart", () => {
  it("renders on the server the component's own HTML (no boundary added), its code loaded on first use", async () => {
    const Deferred = deferredPart(".greeting", () => Promise.resolve(Greeting));
    expect(await serverHtml(<Deferred name="Ada" />)).toBe(await serverHtml(<Greeting name="Ada" />));
  });

  it("renders at once (no waiting) once its code is there", async () => {
    const Deferred = deferredPart(".greeting-loaded", () => Promise.resolve(Greeting));
    await loadPartsShownIn(pageShowing(".greeting-loaded"));
    expect(renderToStaticMarkup(<Deferred name="Grace" />)).toBe(renderToStaticMarkup(<Greeting name="Grace" />));
  });

  it("loads before hydration the code of the parts the page shows, and only theirs, once", async () => {
    const loads: string[] = [];
    const part = (selector: string) => deferredPart(selector, () => (loads.push(selector), Promise.resolve(Greeting)));
    part(".shown");
    part(".not-shown");
    await loadPartsShownIn(pageShowing(".shown"));
    await loadPartsShownIn(pageShowing(".shown"));
    expect(loads).toEqual([".shown"]);
  });

  it("rejects when a shown part's code fails to load, so the page is left as the server sent it", async () => {
    const failure = new Error("Failed to fetch dynamically imported module");
    deferredPart(".broken", () => Promise.reject(failure));
    await expect(loadPartsShownIn(pageShowing(".broken"))).rejects.toBe(failure);
  });
});
