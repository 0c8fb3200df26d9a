import { z } from "zod";

/**
 * A kit's `manifest.json` as Elementor writes it (docs/kits.md): version 3.0, and the 1.0/2.0 forms,
 * read into one shape. PHP writes an empty array as `[]` where a map is meant, so every map here also
 * takes `[]`. Fields the format adds later are ignored, never refused.
 */

/** The site-settings flags of manifest 3.0, in Elementor's order. */
export const SITE_SETTINGS_FLAGS = [
  "theme",
  "globalColors",
  "globalFonts",
  "themeStyleSettings",
  "generalSettings",
  "experiments",
  "customCode",
  "customIcons",
  "customFonts",
] as const;
export type SiteSettingsFlag = (typeof SITE_SETTINGS_FLAGS)[number];

const str = z.string().max(2000);
/** A map keyed by id or name, or PHP's `[]` for an empty one. */
const phpMap = <T extends z.ZodType>(value: T) =>
  z.union([
    z.record(z.string().max(200), value),
    z
      .array(z.never())
      .max(0)
      .transform(() => ({}) as Record<string, z.infer<T>>),
  ]);
/** The old ids Elementor writes: numbers in the file, strings as keys. */
const oldId = z.union([z.string().max(40), z.number().int()]).transform(String);

const condition = z.looseObject({
  type: str.optional(),
  name: str.optional(),
  sub_name: str.optional(),
  sub_id: z.union([str, z.number()]).optional(),
});

export const manifestTemplate = z.looseObject({
  title: str.default(""),
  doc_type: z.string().max(100),
  thumbnail: z.union([str, z.literal(false), z.null()]).optional(),
  location: str.optional(),
  conditions: z.array(condition).max(500).default([]),
});

export const manifestContentItem = z.looseObject({
  title: str.default(""),
  excerpt: z.string().max(20_000).optional(),
  doc_type: z.string().max(100).optional(),
  thumbnail: z.union([str, z.literal(false), z.null()]).optional(),
  url: str.optional(),
  terms: z.array(z.unknown()).max(1000).default([]),
  show_on_front: z.boolean().optional(),
});

const wpContentItem = z.looseObject({ id: z.number().int().optional(), title: str.default("") });

const plugin = z.looseObject({
  name: str,
  plugin: str,
  pluginUri: str.optional(),
  version: str.optional(),
});

/** Taxonomies by post type: 3.0 writes `{ name, label }`, older kits the bare name. */
const taxonomy = z.union([
  z.looseObject({ name: z.string().max(200), label: str.optional() }),
  z
    .string()
    .max(200)
    .transform((name) => ({ name })),
]);

/** 3.0: an object of flags; 1.0/2.0: the list of the parts the kit holds. */
const siteSettings = z
  .union([
    z.record(z.string().max(100), z.boolean()),
    z
      .array(z.string().max(100))
      .max(100)
      .transform((names) => Object.fromEntries(names.map((n) => [n, true]))),
  ])
  .transform((flags) => Object.fromEntries(SITE_SETTINGS_FLAGS.map((f) => [f, flags[f] === true])) as Record<SiteSettingsFlag, boolean>);

export const kitManifest = z.looseObject({
  name: z.string().min(1, "is required").max(200),
  title: str.default(""),
  description: z.string().max(20_000).default(""),
  author: str.default(""),
  version: z.union([str, z.number().transform(String)]).default("1.0"),
  elementor_version: str.default(""),
  created: str.default(""),
  thumbnail: z.union([str, z.literal(false), z.null()]).optional(),
  site: str.default(""),
  theme: z
    .union([z.looseObject({ name: str.optional(), slug: str.optional(), version: str.optional() }), z.null(), z.literal(false)])
    .optional(),
  experiments: z.union([z.array(str).max(500), z.record(z.string().max(200), z.unknown())]).default([]),
  "site-settings": siteSettings.default(
    Object.fromEntries(SITE_SETTINGS_FLAGS.map((f) => [f, false])) as Record<SiteSettingsFlag, boolean>,
  ),
  plugins: z.array(plugin).max(500).default([]),
  templates: phpMap(manifestTemplate).default({}),
  content: phpMap(phpMap(manifestContentItem)).default({}),
  "wp-content": phpMap(phpMap(wpContentItem)).default({}),
  taxonomies: phpMap(z.array(taxonomy).max(500)).default({}),
});
export type KitManifest = z.infer<typeof kitManifest>;
export { oldId };
