import { z } from "zod";
import { booleanParam, idListParam, idParam, nonceParam, slugParam } from "./params";

/** The audience of a content call: a store, or store groups; plus user groups the session must hold. */
const audienceParams = {
  store_id: idParam.optional(),
  store_group_ids: idListParam.optional(),
  user_group_ids: idListParam.optional(),
  nonce: nonceParam,
};

export const contentQuery = z.object({ slug: slugParam, ...audienceParams });
export type ContentQuery = z.infer<typeof contentQuery>;

export const sliderQuery = contentQuery.extend({
  slider_id: z
    .string()
    .max(64, "is too long")
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1-64 letters, digits, - or _")
    .optional(),
  webp: booleanParam.optional(),
});
export type SliderQuery = z.infer<typeof sliderQuery>;

export const homepageQuery = z.object({ store_id: idParam.optional(), nonce: nonceParam });

export const htmlResponse = z.object({ html: z.string() });
export const urlResponse = z.object({ url: z.string() });

export const CONTENT_KINDS = ["homepage", "site-banner", "slider", "cta", "personalized-content"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
