import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog, documents } from "../db/schema";
import {
  CURRENT_FORMAT_VERSION,
  type ElementNode,
  type PageDocument,
  type DocumentType,
  type Settings,
} from "../../core/documents/document-types";
import { upgradeDocument } from "../../core/documents/document-migrations";
import { documentSizeViolation, documentViolation, type DocumentBody, type DocumentViolation } from "../../core/schemas/documents";
import type { ContentVersion } from "./content-version";
import { contentCache } from "../cache";
import { sanitizeHtml } from "./sanitize";
import { sanitizeWidgetHtml } from "../../core/builder/html-settings";
import { ApiError, limitError, notFound } from "../http/errors";
import { containsPattern, isSearchableTerm, searchTerm } from "../../core/text/search-term";
import { keepRevision } from "./document-revisions";
import { holdDocument, putInBin, type BinEntry } from "./bin";
import { recordChange, SYSTEM_ACTOR, type Actor } from "./audit";
import type { Tx } from "./rate-limit";
import type { DocumentListItem, DocumentsQuery } from "../../core/schemas/documents-list";

/**
 * Setting names sanitized as rich HTML wherever they appear (any element, any widget type, known or
 * not); each widget type's own HTML-capable settings are in core/builder/html-settings.ts.
 */
export const HTML_SETTING_KEYS = new Set([
  "editor",
  "html",
  "tab_content",
  "item_description",
  "description_text",
  "alert_description",
  "field_html",
]);

function sanitizeSettings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sanitizeSettings);
  if (value && typeof value === "object") {
    const out: Settings = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = HTML_SETTING_KEYS.has(k) && typeof v === "string" ? sanitizeHtml(v) : sanitizeSettings(v);
    }
    return out;
  }
  return value;
}

export function sanitizeElements(elements: ElementNode[]): ElementNode[] {
  return elements.map((el) => ({
    id: el.id,
    elType: el.elType,
    ...(el.widgetType ? { widgetType: el.widgetType } : {}),
    settings: widgetHtml(el, sanitizeSettings(el.settings) as Settings),
    elements: sanitizeElements(el.elements),
  }));
}

/** A widget's HTML-capable settings by its type's allow-list (inline or rich). */
function widgetHtml(el: ElementNode, settings: Settings): Settings {
  return el.elType === "widget" && typeof el.widgetType === "string" && settings && typeof settings === "object" && !Array.isArray(settings)
    ? sanitizeWidgetHtml(el.widgetType, settings, "storage")
    : settings;
}

type DocumentRow = typeof documents.$inferSelect;

export function toPageDocument(row: DocumentRow): PageDocument {
  return upgradeDocument({
    id: row.id,
    type: row.type as DocumentType,
    title: row.title,
    slug: row.slug,
    formatVersion: row.formatVersion,
    updatedAt: row.updatedAt.toISOString(),
    settings: row.settings,
    elements: row.elements,
  });
}

export const documentUrl = (slug: string) => `/${slug}`;

/** What a document holds, as the audit log and the revisions keep it. */
export function documentSnapshot(row: DocumentRow) {
  return {
    type: row.type,
    title: row.title,
    slug: row.slug,
    status: row.status,
    format_version: row.formatVersion,
    settings: row.settings,
    elements: row.elements,
  };
}
export type DocumentSnapshot = ReturnType<typeof documentSnapshot>;

const refuse = (found: DocumentViolation | null) => {
  if (found) throw limitError(found.violation, found.root);
};

/**
 * Settings and elements as they will be stored: the limits are checked on what was given (so sanitizing,
 * which recurses, only sees a bounded tree), then the size again on the sanitized result.
 */
function storable(doc: { settings?: Settings; elements?: ElementNode[] }, current: { settings: Settings; elements: ElementNode[] }) {
  refuse(documentViolation(doc));
  const settings = doc.settings ? (sanitizeSettings(doc.settings) as Settings) : undefined;
  const elements = doc.elements ? sanitizeElements(doc.elements) : undefined;
  refuse(documentSizeViolation(settings ?? current.settings, elements ?? current.elements));
  return { settings, elements };
}

export function createDocumentService(db: Db, version: ContentVersion) {
  const cache = contentCache<PageDocument | null>("documents", version, { maxBytes: 8 * 1024 * 1024 });

  const row = async (id: number, q: Db | Tx = db) => {
    const rows = await q.select().from(documents).where(eq(documents.id, id));
    if (!rows[0]) throw notFound(`No document with id ${id}.`);
    return rows[0];
  };
  const slugTaken = async (slug: string, exceptId?: number, q: Db | Tx = db) => {
    const rows = await q.select({ id: documents.id }).from(documents).where(eq(documents.slug, slug));
    return rows.some((r) => r.id !== exceptId);
  };
  const conflict = (slug: string) => new ApiError(409, "slug_taken", `The slug "${slug}" is already used by another document.`);
  /** Refuses a save that started from an older version than the stored one, saying who saved the newer one and when. */
  const refuseStale = async (tx: Tx, stored: DocumentRow, baseVersion: string | undefined) => {
    const version = stored.updatedAt.toISOString();
    if (baseVersion === undefined || baseVersion === version) return;
    const [last] = await tx
      .select({ email: auditLog.actorEmail, at: auditLog.at })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "document"), eq(auditLog.targetId, String(stored.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const savedBy = last?.email ?? "someone";
    throw new ApiError(409, "edit_conflict", `${savedBy} saved this document at ${version} after you opened it: nothing was saved.`, {
      version,
      saved_by: savedBy,
      saved_at: version,
    });
  };

  return {
    /**
     * An unsaved element tree as a save would store it (the limits checked, stored HTML settings
     * sanitized), for the editor's live preview: nothing is written. Throws the save's limit errors.
     */
    storableElements(elements: ElementNode[]): ElementNode[] {
      return storable({ elements }, { settings: {}, elements: [] }).elements ?? [];
    },
    /** Unsaved settings and elements as a save would store them (an autosave): nothing is written. */
    storableDraft(draft: { settings: Settings; elements: ElementNode[] }): { settings: Settings; elements: ElementNode[] } {
      const made = storable(draft, draft);
      return { settings: made.settings ?? {}, elements: made.elements ?? [] };
    },
    /** A published page for visitors, by slug; null when there is none. */
    published(slug: string): Promise<PageDocument | null> {
      return cache.load(slug, async () => {
        const rows = await db.select().from(documents).where(eq(documents.slug, slug));
        const r = rows[0];
        return r && r.status === "publish" ? toPageDocument(r) : null;
      });
    },
    /**
     * A published document by id, or null (a loop grid's item template, the document a loop refresh
     * names). Cached like pages by slug, under a key no slug can take.
     */
    publishedById(id: number): Promise<PageDocument | null> {
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return Promise.resolve(null);
      return cache.load(`#${id}`, async () => {
        const rows = await db.select().from(documents).where(eq(documents.id, id));
        const r = rows[0];
        return r && r.status === "publish" ? toPageDocument(r) : null;
      });
    },
    /** Published pages whose title or slug contains the term (site search; the term is cut to SEARCH_TERM_MAX_LENGTH). */
    async search(term: string, limit = 20): Promise<{ title: string; url: string }[]> {
      const t = searchTerm(term);
      if (!isSearchableTerm(t)) return [];
      const pattern = containsPattern(t);
      const rows = await db
        .select({ title: documents.title, slug: documents.slug })
        .from(documents)
        .where(
          and(
            eq(documents.status, "publish"),
            eq(documents.type, "page"),
            or(ilike(documents.title, pattern), ilike(documents.slug, pattern)),
          ),
        )
        .orderBy(documents.title)
        .limit(limit);
      return rows.map((r) => ({ title: r.title, url: documentUrl(r.slug) }));
    },
    /** The admin's list: filtered by type and status, searched in title and slug, newest change first. */
    async list(q: DocumentsQuery, page: number, perPage: number): Promise<{ documents: DocumentListItem[]; total: number }> {
      const conditions: SQL[] = [];
      if (q.type) conditions.push(eq(documents.type, q.type));
      if (q.status) conditions.push(eq(documents.status, q.status));
      const words = q.q?.trim();
      if (words) {
        const pattern = `%${words.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
        conditions.push(or(ilike(documents.title, pattern), ilike(documents.slug, pattern))!);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const rows = await db
        .select({
          id: documents.id,
          type: documents.type,
          title: documents.title,
          slug: documents.slug,
          status: documents.status,
          updatedAt: documents.updatedAt,
        })
        .from(documents)
        .where(where)
        .orderBy(desc(documents.updatedAt), desc(documents.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(documents).where(where);
      return {
        documents: rows.map((r) => ({
          id: r.id,
          type: r.type,
          title: r.title,
          slug: r.slug,
          url: documentUrl(r.slug),
          status: r.status,
          updated_at: r.updatedAt.toISOString(),
        })),
        total: total?.n ?? 0,
      };
    },
    /** The document as the audit log and the revisions keep it. */
    async snapshot(id: number): Promise<DocumentSnapshot> {
      return documentSnapshot(await row(id));
    },
    async get(id: number) {
      const r = await row(id);
      return { ...toPageDocument(r), status: r.status };
    },
    async create(body: DocumentBody, actor: Actor = SYSTEM_ACTOR): Promise<{ id: number; url: string }> {
      const { settings, elements } = storable(body, { settings: {}, elements: [] });
      if (await slugTaken(body.slug)) throw conflict(body.slug);
      const created = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(documents)
          .values({
            type: body.type,
            title: body.title,
            slug: body.slug,
            status: body.status,
            formatVersion: CURRENT_FORMAT_VERSION,
            settings: settings ?? {},
            elements: elements ?? [],
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw conflict(body.slug);
        await recordChange(tx, actor, {
          action: "document.create",
          targetType: "document",
          targetId: inserted.id,
          before: null,
          after: documentSnapshot(inserted),
        });
        return inserted;
      });
      await version.bump();
      return { id: created.id, url: documentUrl(body.slug) };
    },
    /**
     * Changes the given fields. The audit log records the document before and after; `action` names the
     * change there (`document.update`, or `document.restore` when a revision is put back). With
     * `baseVersion` (the `updatedAt` the change started from), a document saved since is refused with
     * 409 `edit_conflict` naming who saved it and when, and nothing changes.
     */
    async update(id: number, patch: Partial<DocumentBody>, actor: Actor = SYSTEM_ACTOR, action = "document.update", baseVersion?: string) {
      const { settings, elements } = storable(patch, await row(id));
      if (patch.slug && (await slugTaken(patch.slug, id))) throw conflict(patch.slug);
      const r = await db.transaction(async (tx) => {
        const locked = await tx.select().from(documents).where(eq(documents.id, id)).for("update");
        if (!locked[0]) throw notFound(`No document with id ${id}.`);
        const before = locked[0];
        await refuseStale(tx, before, baseVersion);
        if (patch.slug && (await slugTaken(patch.slug, id, tx))) throw conflict(patch.slug);
        await tx
          .update(documents)
          .set({
            ...(patch.type ? { type: patch.type } : {}),
            ...(patch.title ? { title: patch.title } : {}),
            ...(patch.slug ? { slug: patch.slug } : {}),
            ...(patch.status ? { status: patch.status } : {}),
            ...(settings ? { settings } : {}),
            ...(elements ? { elements, formatVersion: CURRENT_FORMAT_VERSION } : {}),
            // Always later than the last save, even within one millisecond: rendered HTML is cached by it.
            updatedAt: sql`greatest(now(), ${documents.updatedAt} + interval '1 millisecond')`,
          })
          .where(eq(documents.id, id));
        const after = await row(id, tx);
        await keepRevision(tx, id, documentSnapshot(before), actor);
        await recordChange(tx, actor, {
          action,
          targetType: "document",
          targetId: id,
          before: documentSnapshot(before),
          after: documentSnapshot(after),
        });
        return after;
      });
      await version.bump();
      return { ...toPageDocument(r), status: r.status };
    },
    /**
     * Deletes a document into the bin (decision 0034): visitors stop seeing it at once, and Undo brings it
     * back with its revisions and the content items that named it until the undo window passes.
     */
    async remove(id: number, actor: Actor = SYSTEM_ACTOR): Promise<BinEntry> {
      const entry = await db.transaction(async (tx) => {
        const before = await row(id, tx);
        const binned = await putInBin(tx, "document", id, before.title, await holdDocument(tx, before), actor);
        await tx.delete(documents).where(eq(documents.id, id));
        await recordChange(tx, actor, {
          action: "document.delete",
          targetType: "document",
          targetId: id,
          before: documentSnapshot(before),
          after: null,
        });
        return binned;
      });
      await version.bump();
      return entry;
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
