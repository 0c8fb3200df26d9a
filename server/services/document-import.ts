import { SYSTEM_ACTOR, type Actor } from "./audit";
import { eq, like, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { documents } from "../db/schema";
import { RESERVED_SLUGS, type DocumentBody } from "../../core/schemas/documents";
import { uniqueSlug, type NormalisedExport } from "../../core/elementor-import";
import type { ImportNotes } from "../../core/elementor-import/notes";
import { HTML_SETTING_KEYS, type DocumentService } from "./documents";
import { sanitizingChanges } from "./sanitize";
import { htmlSettingValues } from "../../core/builder/html-settings";
import { inlineSanitizingChanges } from "../../core/text/inline-html";
import { ApiError, isApiError } from "../http/errors";
import type { MediaService } from "./media";
import { importRemoteImages, type ImageFetchOptions } from "./media-import";

/** How many times a slug is chosen again when another write takes it between the check and the insert. */
const SLUG_ATTEMPTS = 5;

/**
 * Notes every HTML setting that sanitizing on save will change, at any depth (repeater items too): the
 * rich ones by name anywhere, a widget's inline ones by its type (core/builder/html-settings.ts).
 */
function noteCleanedHtml(value: unknown, notes: ImportNotes): void {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const el = value as { elType?: unknown; widgetType?: unknown; settings?: unknown };
    if (
      el.elType === "widget" &&
      typeof el.widgetType === "string" &&
      el.settings &&
      typeof el.settings === "object" &&
      !Array.isArray(el.settings)
    ) {
      for (const found of htmlSettingValues(el.widgetType, el.settings as Record<string, unknown>)) {
        if (found.kind === "inline" && inlineSanitizingChanges(found.value))
          notes.note("html-cleaned", found.path.replace(/\[\d+\]/, "[]"));
      }
    }
  }
  if (Array.isArray(value)) {
    for (const item of value) noteCleanedHtml(item, notes);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (HTML_SETTING_KEYS.has(key) && typeof item === "string") {
        if (sanitizingChanges(item)) notes.note("html-cleaned", key);
      } else noteCleanedHtml(item, notes);
    }
  }
}

export function createDocumentImportService(
  db: Db,
  documentService: DocumentService,
  media?: { service: MediaService; fetch: ImageFetchOptions },
) {
  /** The slugs a page named `base` must not take: used ones like it, and the site's own routes. */
  const unavailableLike = async (base: string) => {
    const rows = await db
      .select({ slug: documents.slug })
      .from(documents)
      .where(or(eq(documents.slug, base), like(documents.slug, `${base}-%`)));
    return new Set([...rows.map((r) => r.slug), ...RESERVED_SLUGS]);
  };

  return {
    /**
     * Stores a normalised export as a document at `slug` (else the one its title suggests), made
     * unique: a taken or reserved slug gets -2, -3... `validate` checks the document as the
     * documents API checks any body. Answers the new document's id, url and the warnings.
     */
    async create(
      imported: NormalisedExport,
      opts: { slug?: string; status: "publish" | "draft" },
      validate: (body: unknown) => DocumentBody,
      actor: Actor = SYSTEM_ACTOR,
    ): Promise<{ id: number; url: string; warnings: string[] }> {
      const { document, notes } = imported;
      noteCleanedHtml(document.settings, notes);
      for (const el of document.elements) noteCleanedHtml(el, notes);
      // Images at other hosts into the media library (docs/media.md); the page points at the copies.
      if (media) await importRemoteImages(document, media.service, media.fetch, actor, (message) => notes.say(message));
      const base = opts.slug ?? imported.slug;
      const unavailable = await unavailableLike(base);
      for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
        const slug = uniqueSlug(base, (s) => unavailable.has(s));
        const body = validate({ ...document, slug, status: opts.status });
        try {
          const created = await documentService.create(body, actor);
          if (slug !== base) {
            const why = RESERVED_SLUGS.includes(base) ? "belongs to a page of the site itself" : "is taken";
            notes.say(`The slug "${base}" ${why}: the page is at /${slug}.`);
          }
          return { ...created, warnings: notes.messages() };
        } catch (err) {
          if (!isApiError(err) || err.code !== "slug_taken") throw err;
          unavailable.add(slug);
        }
      }
      throw new ApiError(409, "slug_taken", `No free slug like "${base}" could be found; please try again.`);
    },
  };
}

export type DocumentImportService = ReturnType<typeof createDocumentImportService>;
