import { z } from "zod";
import { JSON_LIMITS, type JsonLimits } from "../limits/limits";
import { MAX_FILTER_TERMS } from "../posts/post-query";
import { FILTER_TAXONOMY, FILTER_TERM, FILTER_WIDGET_ID } from "../loop-filter/url-codec";
import { localPath, RETURN_PATH_MAX_LENGTH } from "../web/return-path";

/**
 * What a refresh-loop body may be before its schema reads it: a grid's filters and settings are
 * small and shallow, so anything deeper, wider or longer is refused (400) without being looked at.
 */
export const REFRESH_LOOP_LIMITS: Readonly<JsonLimits> = {
  ...JSON_LIMITS,
  maxDepth: 8,
  maxKeys: 100,
  maxItems: 100,
  maxStringBytes: 4096,
  maxBytes: 64 * 1024,
};

const filterEntry = z
  .object({
    terms: z
      .array(z.string().max(100).regex(FILTER_TERM, "must be term slugs"))
      .max(MAX_FILTER_TERMS, `must hold at most ${MAX_FILTER_TERMS} terms`),
    logicalJoin: z.enum(["AND", "OR"], { error: "must be AND or OR" }),
  })
  .strict();

/** POST /api/builder/v1/refresh-loop (docs/requirements.md#calls). */
export const refreshLoopBody = z
  .object({
    post_id: z
      .number({ error: "must be a document id" })
      .int("must be a document id")
      .min(1, "must be a document id")
      .max(2_147_483_647, "must be a document id"),
    widget_id: z.string({ error: "must be a widget id" }).max(8, "must be a widget id").regex(FILTER_WIDGET_ID, "must be a widget id"),
    widget_filters: z
      .object({
        taxonomy: z.record(z.string().max(32).regex(FILTER_TAXONOMY, "must be a taxonomy"), filterEntry).optional(),
      })
      .strict(),
    pagination_base_url: z
      .string()
      .max(RETURN_PATH_MAX_LENGTH, `must be at most ${RETURN_PATH_MAX_LENGTH} characters`)
      .refine((v) => localPath(v) !== null, "must be a path on this site"),
    widget_model: z
      .record(z.string().max(256), z.unknown())
      .optional()
      .describe(
        `Edit mode: the grid's settings as the editor holds them; at most ${REFRESH_LOOP_LIMITS.maxDepth} levels deep (the body counted from itself), ${REFRESH_LOOP_LIMITS.maxKeys} keys per object, ${REFRESH_LOOP_LIMITS.maxItems} items per array, ${REFRESH_LOOP_LIMITS.maxStringBytes / 1024} KiB per string.`,
      ),
    is_edit_mode: z.literal(true, { error: "must be true when sent" }).optional(),
  })
  .strict();

export type RefreshLoopBody = z.infer<typeof refreshLoopBody>;

export const refreshLoopResponse = z.object({ data: z.string().describe("The loop grid's markup (its widget container)") });
