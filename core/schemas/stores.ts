import { z } from "zod";
import { booleanParam, idParam } from "./params";
import { SEARCH_TERM_MAX_LENGTH } from "../text/search-term";

const coordinate = (name: string, max: number) =>
  z
    .string()
    .max(17, `must be a decimal ${name}`)
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, `must be a decimal ${name}`)
    .transform(Number)
    .refine((n) => Math.abs(n) <= max, `must be between -${max} and ${max}`);

export const storesQuery = z
  .object({
    q: z.string().max(SEARCH_TERM_MAX_LENGTH, "is too long").optional(),
    lat: coordinate("latitude", 90).optional(),
    lng: coordinate("longitude", 180).optional(),
    selectable: booleanParam.optional(),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), { message: "lat and lng go together", path: ["lat"] });
export type StoresQuery = z.infer<typeof storesQuery>;

export const setStoreBody = z.object({ store_id: z.union([z.number().int().positive().max(2_147_483_647), idParam]) });

export const navigationQuery = z.object({
  store_id: idParam,
  path: z.string().max(500, "is too long").regex(/^\//, "must start with /").optional(),
});

export const otherAttributes = z.looseObject({
  related_catering_store_id: z.number().int().optional(),
  related_wine_store_id: z.number().int().optional(),
  related_shopping_id: z.number().int().optional(),
});

export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  hours: z.string(),
  phone: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  store_number: z.string(),
  is_selectable: z.boolean(),
  store_group_ids: z.array(z.number().int()),
  store_segment_ids: z.array(z.number().int()),
  other_attributes: otherAttributes,
  distance_km: z.number().nullable().optional(),
});

export const storeMapSchema = z.object({
  shopStoreId: z.number().int().nullable(),
  cateringStoreId: z.number().int().nullable(),
  wineStoreId: z.number().int().nullable(),
});

export const storesResponse = z.object({ items: z.array(storeSchema) });
export const currentStoreResponse = z.object({ store: storeSchema.nullable(), store_map: storeMapSchema });

interface NavNodeShape {
  id: number;
  title: string;
  url: string;
  selected: boolean;
  children: NavNodeShape[];
}
export const navNodeSchema: z.ZodType<NavNodeShape> = z.lazy(() =>
  z.object({ id: z.number().int(), title: z.string(), url: z.string(), selected: z.boolean(), children: z.array(navNodeSchema) }),
);
export const navigationResponse = z.object({
  shop: z.array(navNodeSchema),
  recipe: z.array(navNodeSchema),
  account: z.array(navNodeSchema),
});
