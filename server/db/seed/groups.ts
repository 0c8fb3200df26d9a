import type { storeGroups, userGroups } from "../schema";

type StoreGroupRow = typeof storeGroups.$inferInsert;
type UserGroupRow = typeof userGroups.$inferInsert;

/** Store group ids: one per region of the chain. */
export const STORE_GROUP = {
  ohioValley: 1,
  lakeshore: 2,
  keystone: 3,
  hoosierHeartland: 4,
} as const;

/** Store groups with the slug used for their home page and circulars. */
export const DEMO_STORE_GROUPS: ReadonlyArray<StoreGroupRow & { id: number; slug: string }> = [
  { id: STORE_GROUP.ohioValley, name: "Ohio Valley", slug: "ohio-valley" },
  { id: STORE_GROUP.lakeshore, name: "Lakeshore", slug: "lakeshore" },
  { id: STORE_GROUP.keystone, name: "Keystone", slug: "keystone" },
  { id: STORE_GROUP.hoosierHeartland, name: "Hoosier Heartland", slug: "hoosier-heartland" },
];

/** User group (segment) ids. 22728263 is the unknown user group anonymous visitors get (docs/requirements.md#roles). */
export const USER_GROUP = {
  loyalty: 101,
  families: 102,
  wineClub: 103,
  anonymous: 22728263,
} as const;

export const DEMO_USER_GROUPS: ReadonlyArray<UserGroupRow> = [
  { id: USER_GROUP.loyalty, name: "Loyalty members" },
  { id: USER_GROUP.families, name: "Families" },
  { id: USER_GROUP.wineClub, name: "Wine club" },
  { id: USER_GROUP.anonymous, name: "Unknown (anonymous visitors)" },
];

/** Store segments (store_segment_ids): a small classification of the store's trade area. */
export const STORE_SEGMENT = {
  urban: 11,
  suburban: 12,
  rural: 13,
  campus: 14,
} as const;
