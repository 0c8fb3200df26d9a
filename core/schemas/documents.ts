import { z } from "zod";
import { DOCUMENT_TYPES, type ElementNode } from "../document-types";

export const MAX_ELEMENT_DEPTH = 24;
export const MAX_ELEMENTS = 2000;

export const elementSchema: z.ZodType<ElementNode> = z.lazy(() =>
  z.object({
    id: z.string().regex(/^[a-z0-9]{7,8}$/, "must be 7-8 lowercase letters or digits"),
    elType: z.enum(["container", "section", "column", "widget"]),
    widgetType: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, "must be a widget type name")
      .optional(),
    settings: z.record(z.string().max(200), z.unknown()).default({}),
    elements: z.array(elementSchema).default([]),
  }),
) as z.ZodType<ElementNode>;

/** Slugs a page may not take: they belong to the site's own routes. */
export const RESERVED_SLUGS = [
  "api", "admin", "shop", "catering", "wine", "store", "stores", "my-store", "my-account", "drink-calculator",
  "contact", "recipes", "assets", "healthz", "readyz", "metrics", "login", "logout", "register", "favicon.ico",
];

/** A slug's form: 1-100 lowercase letters, digits and hyphens, not starting or ending with one. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

export const documentSlug = z
  .string({ error: "is required" })
  .regex(SLUG_PATTERN, "must be lowercase letters, digits and single hyphens")
  .refine((s) => !RESERVED_SLUGS.includes(s), "is reserved for a site route");

const documentFields = {
  type: z.enum(DOCUMENT_TYPES),
  title: z.string().trim().min(1, "is required").max(200, "is too long"),
  slug: documentSlug,
  settings: z.record(z.string().max(200), z.unknown()),
  elements: z.array(elementSchema),
  status: z.enum(["publish", "draft"]),
};

export const documentBody = z.object({
  ...documentFields,
  settings: documentFields.settings.default({}),
  elements: documentFields.elements.default([]),
  status: documentFields.status.default("publish"),
});
export type DocumentBody = z.infer<typeof documentBody>;

/** An update names only what changes; nothing is defaulted. */
export const documentPatch = z.object(documentFields).partial();

/** Depth and size of an element tree, checked before schema parsing so hostile input stays cheap. */
export function measureTree(value: unknown, depth = 0, acc = { count: 0, depth: 0 }): { count: number; depth: number } {
  if (!Array.isArray(value)) return acc;
  acc.depth = Math.max(acc.depth, depth + 1);
  for (const el of value) {
    acc.count++;
    if (acc.count > MAX_ELEMENTS || acc.depth > MAX_ELEMENT_DEPTH) return acc;
    if (el && typeof el === "object" && "elements" in el) measureTree((el as { elements: unknown }).elements, depth + 1, acc);
  }
  return acc;
}

export const documentResponse = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  status: z.string(),
  format_version: z.number().int(),
  settings: z.record(z.string(), z.unknown()),
  elements: z.array(elementSchema),
});
export const createdDocumentResponse = z.object({ id: z.number().int(), url: z.string() });
