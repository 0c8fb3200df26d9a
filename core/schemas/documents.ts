import { z } from "zod";
import { DOCUMENT_TYPES, type ElementNode } from "../documents/document-types";
import {
  FIELD_LIMITS,
  JSON_LIMITS,
  jsonBytes,
  jsonViolation,
  MAX_DOCUMENT_BYTES,
  MAX_ELEMENT_DEPTH,
  MAX_ELEMENTS,
  type JsonViolation,
} from "../limits/limits";

const KIB = 1024;
/** The limits on a settings object, as the OpenAPI document describes them (core/limits/limits.ts). */
const SETTINGS_LIMITS_TEXT =
  `at most ${JSON_LIMITS.maxDepth} levels deep, ${JSON_LIMITS.maxKeys} keys per object, ${JSON_LIMITS.maxItems} items per array, ` +
  `${JSON_LIMITS.maxStringBytes / KIB} KiB per string, ${JSON_LIMITS.maxKeyBytes} bytes per key`;

const settingsSchema = (what: string) =>
  z.record(z.string().max(FIELD_LIMITS.settingsKey), z.unknown()).describe(`${what}: any JSON object, ${SETTINGS_LIMITS_TEXT}.`);

export const elementSchema: z.ZodType<ElementNode> = z.lazy(() =>
  z.object({
    id: z
      .string()
      .max(8)
      .regex(/^[a-z0-9]{7,8}$/, "must be 7-8 lowercase letters or digits"),
    elType: z.enum(["container", "section", "column", "widget"]),
    widgetType: z
      .string()
      .max(FIELD_LIMITS.widgetType)
      .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, "must be a widget type name")
      .optional(),
    settings: settingsSchema("The element's settings").default({}),
    elements: z.array(elementSchema).default([]),
  }),
) as z.ZodType<ElementNode>;

/** Slugs a page may not take: they belong to the site's own routes. */
export const RESERVED_SLUGS = [
  "api",
  "admin",
  "shop",
  "catering",
  "wine",
  "store",
  "stores",
  "my-store",
  "my-account",
  "drink-calculator",
  "contact",
  "recipes",
  "articles",
  "assets",
  "healthz",
  "readyz",
  "metrics",
  "login",
  "logout",
  "register",
  "favicon.ico",
];

/** A slug's form: 1-100 lowercase letters, digits and hyphens, not starting or ending with one. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

export const documentSlug = z
  .string({ error: "is required" })
  .max(FIELD_LIMITS.slug, "is too long")
  .regex(SLUG_PATTERN, "must be lowercase letters, digits and single hyphens")
  .refine((s) => !RESERVED_SLUGS.includes(s), "is reserved for a site route");

const documentFields = {
  type: z.enum(DOCUMENT_TYPES),
  title: z.string().trim().min(1, "is required").max(FIELD_LIMITS.title, "is too long"),
  slug: documentSlug,
  settings: settingsSchema("The document's page or popup settings"),
  elements: z
    .array(elementSchema)
    .describe(
      `The element tree: at most ${MAX_ELEMENTS} elements, ${MAX_ELEMENT_DEPTH} levels deep; settings and elements together at most ${MAX_DOCUMENT_BYTES / KIB / KIB} MiB as JSON.`,
    ),
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
/** The version a save started from: the document's `version` as read (a time); a newer stored one refuses the save. */
export const documentVersion = z.string().max(40).describe("The version the change started from, as GET answered it.");

export const documentPatch = z.object(documentFields).partial().extend({ version: documentVersion.optional() });

/**
 * How many elements a tree holds and how many levels of them: a level counts when it holds an element,
 * so a leaf's empty `elements: []` adds none. Walks with an explicit stack and stops as soon as a limit
 * is passed, so hostile input stays cheap; run it before the schema, whose element parser recurses.
 */
export function measureTree(value: unknown): { count: number; depth: number } {
  let count = 0;
  let depth = 0;
  const stack: { list: unknown; level: number }[] = [{ list: value, level: 1 }];
  while (stack.length) {
    const { list, level } = stack.pop()!;
    if (!Array.isArray(list)) continue;
    for (const el of list) {
      count++;
      depth = Math.max(depth, level);
      if (count > MAX_ELEMENTS || depth > MAX_ELEMENT_DEPTH) return { count, depth };
      if (el && typeof el === "object" && "elements" in el) stack.push({ list: (el as { elements: unknown }).elements, level: level + 1 });
    }
  }
  return { count, depth };
}

/** The element tree's own limits, as a violation at `elements`, or null. */
export function treeViolation(elements: unknown): JsonViolation | null {
  const { count, depth } = measureTree(elements);
  if (count > MAX_ELEMENTS) return { kind: "items", path: [], reason: `has more than ${MAX_ELEMENTS} elements` };
  if (depth > MAX_ELEMENT_DEPTH) return { kind: "depth", path: [], reason: `is nested more than ${MAX_ELEMENT_DEPTH} element levels deep` };
  return null;
}

/** A limit a document breaks, and where: `root` names the value the violation's path starts from. */
export interface DocumentViolation {
  root: string;
  violation: JsonViolation;
}

/** Settings and elements together, as stored, past MAX_DOCUMENT_BYTES. */
export function documentSizeViolation(settings: unknown, elements: unknown): DocumentViolation | null {
  // The two columns as one object would serialize: `{"settings":S,"elements":E}`.
  const bytes = jsonBytes(settings ?? {}) + jsonBytes(elements ?? []) + 25;
  if (bytes <= MAX_DOCUMENT_BYTES) return null;
  return {
    root: "document",
    violation: { kind: "size", path: [], reason: `is larger than ${MAX_DOCUMENT_BYTES / KIB / KIB} MiB as JSON` },
  };
}

/**
 * The first limit a document's content breaks (core/limits/limits.ts): the element tree's size and levels,
 * then the document's settings and each element's settings against JSON_LIMITS (depth counted from
 * each settings object), then the size of settings and elements together. Never recurses.
 */
export function documentViolation(doc: { settings?: unknown; elements?: unknown }): DocumentViolation | null {
  const tree = treeViolation(doc.elements);
  if (tree) return { root: "elements", violation: tree };
  if (doc.settings !== undefined) {
    const v = jsonViolation(doc.settings, JSON_LIMITS);
    if (v) return { root: "settings", violation: v };
  }
  // Elements in document order: each one's settings, then its children, then its next sibling.
  const stack: { el: unknown; at: string }[] = [];
  const pushAll = (list: unknown, at: string) => {
    if (Array.isArray(list)) for (let i = list.length - 1; i >= 0; i--) stack.push({ el: list[i], at: `${at}.${i}` });
  };
  pushAll(doc.elements, "elements");
  while (stack.length) {
    const { el, at } = stack.pop()!;
    if (!el || typeof el !== "object") continue;
    const { settings, elements } = el as { settings?: unknown; elements?: unknown };
    const v = settings === undefined ? null : jsonViolation(settings, JSON_LIMITS);
    if (v) return { root: `${at}.settings`, violation: v };
    pushAll(elements, `${at}.elements`);
  }
  return doc.settings !== undefined || doc.elements !== undefined ? documentSizeViolation(doc.settings, doc.elements) : null;
}

export const documentResponse = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  status: z.string(),
  format_version: z.number().int(),
  /** Send it back with a change (`version` or If-Match): a newer stored version refuses the change with 409 edit_conflict. */
  version: z.string(),
  settings: z.record(z.string(), z.unknown()),
  elements: z.array(elementSchema),
});
export const createdDocumentResponse = z.object({ id: z.number().int(), url: z.string() });
