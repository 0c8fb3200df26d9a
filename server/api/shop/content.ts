import { contentQuery, homepageQuery, htmlResponse, sliderQuery, urlResponse, type ContentKind } from "#core/schemas/content";
import { parseQuery } from "../../http/validate";
import { route, type Router } from "../../http/routes";

const BASE = "/api/shop/v1/content";

/** GET content areas: { html } for the slot, "" when nothing matches; the home page answers { url }. */
export function mountContentRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: `${BASE}/homepage`,
      tag: "content",
      summary: "The page whose content replaces the home body",
      query: homepageQuery,
      responses: { 200: { description: "The page address", schema: urlResponse } },
    },
    async (c) => {
      const q = parseQuery(c, homepageQuery);
      const s = c.get("services");
      const audience = await s.audience.resolve({ storeId: q.store_id ?? null, user: c.get("auth").user });
      return c.json({ url: await s.content.homepageUrl(audience) });
    },
  );

  const htmlKinds: Exclude<ContentKind, "homepage" | "slider">[] = ["site-banner", "cta", "personalized-content"];
  for (const kind of htmlKinds) {
    route(
      r,
      {
        method: "get",
        path: `${BASE}/${kind}`,
        tag: "content",
        summary: `The ${kind} html for a store or store groups and user groups`,
        query: contentQuery,
        responses: { 200: { description: "Markup", schema: htmlResponse } },
      },
      async (c) => {
        const q = parseQuery(c, contentQuery);
        const s = c.get("services");
        const audience = await s.audience.resolve({
          storeId: q.store_id ?? null,
          storeGroupIds: q.store_group_ids,
          userGroupIds: q.user_group_ids ?? null,
          user: c.get("auth").user,
        });
        return c.json({ html: await s.content.html(kind, q.slug, audience) });
      },
    );
  }

  route(
    r,
    {
      method: "get",
      path: `${BASE}/slider`,
      tag: "content",
      summary: "The slider html",
      query: sliderQuery,
      responses: { 200: { description: "Markup", schema: htmlResponse } },
    },
    async (c) => {
      const q = parseQuery(c, sliderQuery);
      const s = c.get("services");
      const audience = await s.audience.resolve({
        storeId: q.store_id ?? null,
        storeGroupIds: q.store_group_ids,
        userGroupIds: q.user_group_ids ?? null,
        user: c.get("auth").user,
      });
      return c.json({ html: await s.content.sliderHtml(q.slug, audience, q.webp ?? true) });
    },
  );
}
