import { audienceUserGroups, type Audience } from "../../core/content/targeting";
import type { PublicUser } from "../../core/schemas/auth";
import type { StoreService } from "./stores";
import type { SettingsService } from "./settings";
import { notFound } from "../http/errors";

export interface AudienceInput {
  storeId?: number | null;
  storeGroupIds?: number[];
  /** User group ids the caller asked for; only those the visitor holds are kept. */
  userGroupIds?: number[] | null;
  user: PublicUser | null;
}

/** Who a content call is for: the store (and its groups) or the given store groups, and trusted user groups. */
export function createAudienceService(stores: StoreService, settings: SettingsService) {
  return {
    async resolve(input: AudienceInput): Promise<Audience> {
      const { groupTargeting } = await settings.get();
      let storeGroupIds = input.storeGroupIds ?? [];
      const storeId = input.storeId ?? null;
      if (storeId !== null) {
        const store = await stores.get(storeId);
        if (!store) throw notFound(`No store with id ${storeId}.`);
        storeGroupIds = store.store_group_ids;
      }
      const userGroupIds = audienceUserGroups({
        loggedIn: input.user !== null,
        sessionGroups: input.user?.segment_ids ?? [],
        requested: input.userGroupIds ?? null,
        groupTargeting,
      });
      return { storeId, storeGroupIds, userGroupIds };
    },
  };
}
