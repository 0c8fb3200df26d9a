/**
 * Popup documents through the real services and database: which popups a page carries (display
 * conditions decided on the server), kept in step with saves, and rendered for the page with their
 * settings for the browser (conditions left out) and the viewer's roles.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { startTestServer, type TestServer } from "../test/harness";
import { popupViews } from "../../app/builder/popups/popup-views.server";
import type { DocumentBody } from "../../core/schemas/documents";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const RUN = Date.now().toString(36);
let n = 0;
async function create(
  type: "page" | "popup",
  title: string,
  settings: Record<string, unknown> = {},
  status: DocumentBody["status"] = "publish",
) {
  n += 1;
  const heading = {
    id: `h${RUN.slice(-4)}${n.toString(36).padStart(2, "0")}`,
    elType: "widget" as const,
    widgetType: "heading",
    settings: { title: `${title} text` },
    elements: [],
  };
  const { id } = await t.services.documents.create({ type, title, slug: `${type}-${RUN}-${n}`, status, settings, elements: [heading] });
  return id;
}

const onPage = async (id: number) => (await t.services.popups.forPage({ kind: "singular", postType: "page", id })).map((p) => p.title);

function loadContext(user: { roles: string[] } | null = null) {
  const builder = { dataRequest: false, html: new Map<string, string>() };
  const context = {
    services: t.services,
    auth: { session: null, user, token: undefined },
    cspNonce: "",
    https: false,
    clientAddress: "127.0.0.1",
    render: { partial: false },
    builder,
  } as unknown as AppLoadContext;
  return { context, builder };
}

describe("popups chosen per page by their display conditions", () => {
  it("include every page, include one page, exclude one page, no include, drafts, and conditions that cannot be read", async () => {
    const home = await create("page", "Popup host A");
    const other = await create("page", "Popup host B");
    const everywhere = `Everywhere ${RUN}`;
    const onlyA = `Only A ${RUN}`;
    const notA = `All but A ${RUN}`;
    const nowhere = `Nowhere ${RUN}`;
    const draft = `Draft ${RUN}`;
    const broken = `Broken ${RUN}`;
    await create("popup", everywhere, { conditions: ["include/general"] });
    await create("popup", onlyA, { conditions: [`include/singular/page/${home}`] });
    await create("popup", notA, {
      conditions: ["include/general", { type: "exclude", name: "singular", sub_name: "page", sub_id: String(home) }],
    });
    await create("popup", nowhere, { conditions: [`exclude/singular/page/${other}`] });
    await create("popup", draft, { conditions: ["include/general"] }, "draft");
    await create("popup", broken, { conditions: "include/general" });
    const mine = (titles: string[]) => titles.filter((title) => title.endsWith(RUN));
    expect(mine(await onPage(home))).toEqual([everywhere, onlyA]);
    expect(mine(await onPage(other))).toEqual([everywhere, notA]);
  });

  it("follow a save at once: a popup moved to another page, then deleted", async () => {
    const a = await create("page", "Move host A");
    const b = await create("page", "Move host B");
    const title = `Moving ${RUN}`;
    const popup = await create("popup", title, { conditions: [`include/singular/page/${a}`] });
    expect(await onPage(a)).toContain(title);
    await t.services.documents.update(popup, { settings: { conditions: [`include/singular/page/${b}`] } });
    expect(await onPage(a)).not.toContain(title);
    expect(await onPage(b)).toContain(title);
    await t.services.documents.remove(popup);
    expect(await onPage(b)).not.toContain(title);
  });

  it("render each popup for the page: its HTML, its settings for the browser without its conditions, the viewer's roles", async () => {
    const host = await create("page", "Render host");
    const popup = await create("popup", `Rendered ${RUN}`, {
      conditions: [`include/singular/page/${host}`],
      triggers: { page_load: "yes" },
      classes: "promo bad<class promo",
    });
    const page = { kind: "singular" as const, postType: "page", id: host };
    const { context, builder } = loadContext({ roles: ["shopper"] });
    const views = await popupViews(page, new Request("http://aisle.test/x"), context, false);
    const view = views.find((v) => v.settings.id === popup)!;
    expect(view.title).toBe(`Rendered ${RUN}`);
    expect(builder.html.get(view.view.key)).toContain(`Rendered ${RUN} text`);
    expect(view.settings).toMatchObject({ id: popup, triggers: { page_load: "yes" }, viewer: { roles: ["shopper"] } });
    expect(view.settings).not.toHaveProperty("conditions");
    expect(view.classes).toEqual(["promo"]);
    const anonymous = await popupViews(page, new Request("http://aisle.test/x"), loadContext().context, false);
    expect(anonymous.find((v) => v.settings.id === popup)!.settings.viewer).toBeNull();
  });
});
