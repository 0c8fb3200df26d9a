import type { Audience } from "../../core/content/targeting";
import type { ContentService } from "./content";
import type { StoreService } from "./stores";
import type { PreviewAreas } from "../../core/schemas/content-items";

/**
 * Preview as (decision 0030): who to look as and when. Unlike a visitor's, the user groups are taken
 * as chosen (an editor previews groups the staff account does not hold) and drafts compete.
 */
export interface PreviewAs {
  storeId: number | null;
  userGroupIds: number[];
  at: Date;
}

/** The audience of a preview: the chosen store and its groups (null when the store does not exist), and the chosen user groups. */
export async function previewAudience(stores: StoreService, p: PreviewAs): Promise<Audience | null> {
  if (p.storeId === null) return { storeId: null, storeGroupIds: [], userGroupIds: [...new Set(p.userGroupIds)] };
  const store = await stores.get(p.storeId);
  if (!store) return null;
  return { storeId: store.id, storeGroupIds: store.store_group_ids, userGroupIds: [...new Set(p.userGroupIds)] };
}

/** Which item wins each content area for the preview's audience and date, and why (the panel and the admin API). */
export async function previewAreas(content: ContentService, audience: Audience, at: Date): Promise<PreviewAreas> {
  const areas = await content.explainAreas(audience, { at });
  return {
    audience: {
      store_id: audience.storeId,
      store_group_ids: audience.storeGroupIds,
      user_group_ids: audience.userGroupIds,
      at: at.toISOString(),
    },
    areas: areas.map((a) => ({
      kind: a.kind,
      slug: a.slug,
      winner_id: a.winner?.id ?? null,
      summary: a.summary,
      items: a.items.map((e) => ({ id: e.item.id, title: e.item.title, status: e.item.status, outcome: e.outcome, reason: e.reason })),
    })),
  };
}
