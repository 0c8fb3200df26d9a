import { z } from "zod";
import { MENU_LIMITS } from "../limits/limits";
import { safeUrl } from "../text/safe-url";
import { isStorableText } from "../text/storable-text";
import { countNodes } from "../menus/tree-ops";
import type { NavNodeInput } from "../menus/navigation";

export const MENU_NAMES = ["shop", "recipe", "account"] as const;
export const menuName = z.enum(MENU_NAMES, { error: "must be shop, recipe or account" });

const title = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(MENU_LIMITS.titleMaxLength, `is longer than ${MENU_LIMITS.titleMaxLength} characters`)
  .refine(isStorableText, "holds characters that cannot be stored");

/** A link of the site (a path, a fragment) or an http(s), mailto or tel address; `{storeId}` is filled in per store. */
const url = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(MENU_LIMITS.urlMaxLength, `is longer than ${MENU_LIMITS.urlMaxLength} characters`)
  .refine((u) => safeUrl(u) === u, "must be a path of the site or an http(s), mailto or tel address");

const id = z
  .number({ error: "must be a positive integer" })
  .int("must be a positive integer")
  .positive("must be a positive integer")
  .max(2_147_483_647, "is too large");

/** An entry whose children may go `levelsLeft - 1` more levels down (no recursion: the depth limit is the schema's shape). */
function level(levelsLeft: number): z.ZodType<NavNodeInput> {
  const children =
    levelsLeft > 1
      ? z.array(level(levelsLeft - 1)).max(MENU_LIMITS.maxItems, `holds more than ${MENU_LIMITS.maxItems} entries`)
      : z.array(z.unknown()).max(0, `goes deeper than ${MENU_LIMITS.maxDepth} levels`);
  return z.strictObject({ id, title, url, children: children.default([]) }) as unknown as z.ZodType<NavNodeInput>;
}

function ids(tree: NavNodeInput[]): number[] {
  return tree.flatMap((n) => [n.id, ...ids(n.children)]);
}

export const menuTree = z
  .array(level(MENU_LIMITS.maxDepth))
  .max(MENU_LIMITS.maxItems, `holds more than ${MENU_LIMITS.maxItems} entries`)
  .superRefine((tree, ctx) => {
    if (countNodes(tree) > MENU_LIMITS.maxItems)
      ctx.addIssue({ code: "custom", message: `holds more than ${MENU_LIMITS.maxItems} entries` });
    const all = ids(tree);
    const dup = all.find((v, i) => all.indexOf(v) !== i);
    if (dup !== undefined) ctx.addIssue({ code: "custom", message: `names id ${dup} more than once` });
  });

export const menuBody = z.strictObject({ tree: menuTree });
export type MenuBody = z.infer<typeof menuBody>;

const storedNode: z.ZodType<NavNodeInput> = z.lazy(() =>
  z.object({ id: z.number().int(), title: z.string(), url: z.string(), children: z.array(storedNode) }),
);

export const menuResponse = z.object({
  store_group_id: z.number().int(),
  menu: menuName,
  /** `group` once saved for the group; before that, `store` (the tree its first store shows, to start from) or `empty`. */
  source: z.enum(["group", "store", "empty"]),
  tree: z.array(storedNode),
  updated_at: z.string().nullable(),
  /** Stores of the group that show another group's tree for this menu (a store in several groups shows its lowest group's). */
  stores_shown_elsewhere: z.array(z.object({ store_id: z.number().int(), store_group_id: z.number().int() })),
  /** Stores of the group this menu never reaches: catering and wine stores keep their own shop menu. */
  stores_not_covered: z.array(z.number().int()),
});
export type MenuResponse = z.infer<typeof menuResponse>;
