import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { contentItems, documents, storeGroups, stores, userGroups } from "../db/schema";
import {
  contentItemRuleErrors,
  type ContentItemBody,
  type ContentItemFields,
  type ContentItemPatch,
  type ContentItemResponse,
  type ContentItemsQuery,
} from "../../core/schemas/content-items";
import type { ContentKind } from "../../core/schemas/content";
import type { ContentVersion } from "./content-version";
import { sanitizeHtml } from "./sanitize";
import { recordChange, SYSTEM_ACTOR, type Actor } from "./audit";
import { ApiError, notFound } from "../http/errors";
import type { Tx } from "./rate-limit";
import { putInBin, type BinEntry } from "./bin";

type Row = typeof contentItems.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const date = (v: string | null) => (v === null ? null : new Date(v));

/** An item as the admin API answers it, and as the audit log keeps it. */
export function presentContentItem(r: Row): ContentItemResponse {
  return {
    id: r.id,
    kind: r.kind as ContentKind,
    slug: r.slug,
    title: r.title,
    status: r.status,
    store_ids: r.storeIds,
    store_group_ids: r.storeGroupIds,
    user_group_ids: r.userGroupIds,
    starts_at: iso(r.startsAt),
    ends_at: iso(r.endsAt),
    display_starts_at: iso(r.displayStartsAt),
    display_ends_at: iso(r.displayEndsAt),
    priority: r.priority,
    html: r.html,
    document_id: r.documentId,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

function fieldsOf(item: ContentItemResponse): ContentItemFields {
  const { id: _id, created_at: _c, updated_at: _u, ...f } = item;
  return f;
}

/** The columns for the stored fields: html sanitized, dates parsed. */
function columns(v: ContentItemFields) {
  return {
    kind: v.kind,
    slug: v.slug,
    title: v.title,
    status: v.status,
    storeIds: [...new Set(v.store_ids)],
    storeGroupIds: [...new Set(v.store_group_ids)],
    userGroupIds: [...new Set(v.user_group_ids)],
    startsAt: date(v.starts_at),
    endsAt: date(v.ends_at),
    displayStartsAt: date(v.display_starts_at),
    displayEndsAt: date(v.display_ends_at),
    priority: v.priority,
    html: v.kind === "homepage" ? "" : sanitizeHtml(v.html),
    documentId: v.document_id,
  };
}

function ruleError(errors: Record<string, string>): ApiError {
  const names = Object.keys(errors);
  return new ApiError(400, "invalid_param", `Invalid parameter(s): ${names.join(", ")}.`, { params: errors });
}

/** Words in a title or slot, as a LIKE pattern (wildcards in the words are literal). */
const pattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The admin of targeted content: every change is checked whole (the schema's rules, then
 * that each target and document exists), written with its audit entry in one transaction, and bumps
 * the content version so pages and the content endpoints show it at once.
 */
export function createContentItemService(db: Db, version: ContentVersion, clock: () => Date = () => new Date()) {
  const row = async (id: number, q: Db | Tx = db) => {
    const rows = await q.select().from(contentItems).where(eq(contentItems.id, id));
    if (!rows[0]) throw notFound(`No content item with id ${id}.`);
    return rows[0];
  };

  /** 400 naming the first target list (or the document) that names something that does not exist. */
  const checkReferences = async (v: ContentItemFields, q: Db | Tx) => {
    const missing = async (param: string, ids: number[], table: typeof stores | typeof storeGroups | typeof userGroups) => {
      if (ids.length === 0) return;
      const found = new Set((await q.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id));
      const unknown = ids.filter((id) => !found.has(id));
      if (unknown.length) throw ruleError({ [param]: `names unknown ids: ${unknown.join(", ")}` });
    };
    await missing("store_ids", v.store_ids, stores);
    await missing("store_group_ids", v.store_group_ids, storeGroups);
    await missing("user_group_ids", v.user_group_ids, userGroups);
    if (v.document_id !== null) {
      const [doc] = await q.select({ id: documents.id }).from(documents).where(eq(documents.id, v.document_id));
      if (!doc) throw ruleError({ document_id: `names no document (${v.document_id})` });
    }
  };

  const audit = (tx: Tx, actor: Actor, action: string, id: number, before: Row | null, after: Row | null) =>
    recordChange(tx, actor, {
      action,
      targetType: "content_item",
      targetId: id,
      before: before && presentContentItem(before),
      after: after && presentContentItem(after),
    });

  /** Later than the last change, even within one millisecond: the newest wins among equals. */
  const touched = sql`greatest(now(), ${contentItems.updatedAt} + interval '1 millisecond')`;

  const service = {
    async list(q: ContentItemsQuery, page: number, perPage: number): Promise<{ items: ContentItemResponse[]; total: number }> {
      const conditions: SQL[] = [];
      if (q.kind) conditions.push(eq(contentItems.kind, q.kind));
      if (q.slug) conditions.push(eq(contentItems.slug, q.slug));
      if (q.status) conditions.push(eq(contentItems.status, q.status));
      const words = q.q?.trim();
      if (words) conditions.push(or(ilike(contentItems.title, pattern(words)), ilike(contentItems.slug, pattern(words)))!);
      const where = conditions.length ? and(...conditions) : undefined;
      const rows = await db
        .select()
        .from(contentItems)
        .where(where)
        .orderBy(desc(contentItems.updatedAt), desc(contentItems.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(contentItems).where(where);
      return { items: rows.map(presentContentItem), total: total?.n ?? 0 };
    },
    /** What targets and documents can be chosen from, by name (the admin's forms and the preview panel). */
    async choices() {
      const [storeRows, storeGroupRows, userGroupRows, documentRows] = await Promise.all([
        db.select({ id: stores.id, name: stores.name, storeGroupIds: stores.storeGroupIds }).from(stores).orderBy(stores.name, stores.id),
        db.select().from(storeGroups).orderBy(storeGroups.id),
        db.select().from(userGroups).orderBy(userGroups.id),
        db
          .select({ id: documents.id, title: documents.title, slug: documents.slug, status: documents.status })
          .from(documents)
          .where(eq(documents.type, "page"))
          .orderBy(documents.title, documents.id),
      ]);
      return { stores: storeRows, storeGroups: storeGroupRows, userGroups: userGroupRows, documents: documentRows };
    },
    async get(id: number): Promise<ContentItemResponse> {
      return presentContentItem(await row(id));
    },
    async create(body: ContentItemBody, actor: Actor = SYSTEM_ACTOR): Promise<ContentItemResponse> {
      const created = await db.transaction(async (tx) => {
        await checkReferences(body, tx);
        const [inserted] = await tx.insert(contentItems).values(columns(body)).returning();
        await audit(tx, actor, "content_item.create", inserted!.id, null, inserted!);
        return inserted!;
      });
      await version.bump();
      return presentContentItem(created);
    },
    /** Any subset of the fields; the item as changed must pass the rules whole. */
    async update(
      id: number,
      patch: ContentItemPatch,
      actor: Actor = SYSTEM_ACTOR,
      action = "content_item.update",
    ): Promise<ContentItemResponse> {
      const updated = await db.transaction(async (tx) => {
        const before = await row(id, tx);
        const merged: ContentItemFields = { ...fieldsOf(presentContentItem(before)), ...patch };
        const errors = contentItemRuleErrors(merged);
        if (Object.keys(errors).length) throw ruleError(errors);
        await checkReferences(merged, tx);
        const [after] = await tx
          .update(contentItems)
          .set({ ...columns(merged), updatedAt: touched })
          .where(eq(contentItems.id, id))
          .returning();
        await audit(tx, actor, action, id, before, after!);
        return after!;
      });
      await version.bump();
      return presentContentItem(updated);
    },
    /**
     * Publishes now: status publish, and a start (and display start) still in the future moves to
     * now, so visitors see the item at once when it targets them.
     */
    async publish(id: number, actor: Actor = SYSTEM_ACTOR): Promise<ContentItemResponse> {
      const current = presentContentItem(await row(id));
      const now = clock();
      const sooner = (v: string | null) => (v !== null && Date.parse(v) > now.getTime() ? now.toISOString() : v);
      return service.update(
        id,
        { status: "publish", starts_at: sooner(current.starts_at), display_starts_at: sooner(current.display_starts_at) },
        actor,
        "content_item.publish",
      );
    },
    /** Deletes an item into the bin (decision 0034): visitors stop seeing it at once; Undo brings it back. */
    async remove(id: number, actor: Actor = SYSTEM_ACTOR): Promise<BinEntry> {
      const entry = await db.transaction(async (tx) => {
        const before = await row(id, tx);
        const binned = await putInBin(
          tx,
          "content_item",
          id,
          before.title || `${before.kind} ${before.slug}`,
          { row: before },
          actor,
          clock(),
        );
        await tx.delete(contentItems).where(eq(contentItems.id, id));
        await audit(tx, actor, "content_item.delete", id, before, null);
        return binned;
      });
      await version.bump();
      return entry;
    },
  };
  return service;
}

export type ContentItemService = ReturnType<typeof createContentItemService>;
