import { and, asc, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { binnedItems, contentItems, documentRevisions, documents } from "../db/schema";
import { BIN_UNDO_WINDOW_MS } from "../../core/limits/limits";
import { ApiError, notFound } from "../http/errors";
import { recordChange, SYSTEM_ACTOR, type Actor } from "./audit";
import type { ContentVersion } from "./content-version";
import type { Tx } from "./rate-limit";

export type BinKind = "document" | "content_item";

/** A bin entry as the admin API and screens show it. */
export interface BinEntry {
  id: number;
  kind: BinKind;
  target_id: number;
  title: string;
  binned_at: string;
  binned_by: string;
  expires_at: string;
}

type BinRow = typeof binnedItems.$inferSelect;
type DocumentRow = typeof documents.$inferSelect;
type RevisionRow = typeof documentRevisions.$inferSelect;
type ContentItemRow = typeof contentItems.$inferSelect;

/** What a binned document holds: itself, its kept versions and the content items that named it. */
export interface HeldDocument {
  row: DocumentRow;
  revisions: RevisionRow[];
  contentItemIds: number[];
}

const present = (r: BinRow): BinEntry => ({
  id: r.id,
  kind: r.kind,
  target_id: r.targetId,
  title: r.title,
  binned_at: r.binnedAt.toISOString(),
  binned_by: r.binnedByEmail,
  expires_at: r.expiresAt.toISOString(),
});

/** A row as JSON kept it, with its times (the columns named …At) as dates again. */
function revive<T>(value: unknown): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = /At$/.test(k) && typeof v === "string" ? new Date(v) : v;
  return out as T;
}

const targetType = (kind: BinKind) => kind;

/**
 * Puts a deleted row in the bin, in the transaction that deletes it; the audit entry of the delete is
 * the caller's. The row is JSON there: its dates come back as dates on undo.
 */
export async function putInBin(
  tx: Db | Tx,
  kind: BinKind,
  targetId: number,
  title: string,
  held: object,
  actor: Actor,
  now = new Date(),
): Promise<BinEntry> {
  const [row] = await tx
    .insert(binnedItems)
    .values({
      kind,
      targetId,
      title,
      held: JSON.parse(JSON.stringify(held)) as Record<string, unknown>,
      binnedAt: now,
      binnedByEmail: actor.email,
      expiresAt: new Date(now.getTime() + BIN_UNDO_WINDOW_MS),
    })
    .returning();
  return present(row!);
}

/** Everything a document leaves behind when it is deleted, to be put back by undo. */
export async function holdDocument(tx: Db | Tx, row: DocumentRow): Promise<HeldDocument> {
  const revisions = await tx
    .select()
    .from(documentRevisions)
    .where(eq(documentRevisions.documentId, row.id))
    .orderBy(asc(documentRevisions.id));
  const naming = await tx.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.documentId, row.id));
  return { row, revisions, contentItemIds: naming.map((r) => r.id) };
}

/**
 * The bin (decision 0034): deleted documents and content items wait BIN_UNDO_WINDOW_MS for Undo. Undo
 * puts the row back with its id, dates, revisions and links; "Empty now" and the end of the window
 * drop it for good. Each step is audited; the content version is bumped when a row comes back.
 */
export function createBinService(db: Db, version: ContentVersion, clock: () => Date = () => new Date()) {
  const live = async (id: number, tx: Db | Tx) => {
    const [row] = await tx
      .select()
      .from(binnedItems)
      .where(and(eq(binnedItems.id, id), gt(binnedItems.expiresAt, clock())));
    if (!row) throw notFound(`Nothing in the bin with id ${id}: it was brought back, emptied, or its undo window has passed.`);
    return row;
  };

  const restoreDocument = async (tx: Tx, held: HeldDocument) => {
    const row = revive<DocumentRow>(held.row);
    const [taken] = await tx.select({ id: documents.id, title: documents.title }).from(documents).where(eq(documents.slug, row.slug));
    if (taken)
      throw new ApiError(
        409,
        "slug_taken",
        `The slug "${row.slug}" is now used by “${taken.title}” (#${taken.id}); change that document's slug, then undo again.`,
      );
    await tx.insert(documents).values(row);
    if (held.revisions.length) await tx.insert(documentRevisions).values(held.revisions.map((r) => revive<RevisionRow>(r)));
    if (held.contentItemIds.length)
      await tx
        .update(contentItems)
        .set({ documentId: row.id })
        .where(and(inArray(contentItems.id, held.contentItemIds), isNull(contentItems.documentId)));
    return row;
  };

  const service = {
    /** Drops what has waited past its window (audited as the site's own change). Returns how many. */
    async purgeExpired(): Promise<number> {
      return db.transaction(async (tx) => {
        const gone = await tx.delete(binnedItems).where(lte(binnedItems.expiresAt, clock())).returning();
        for (const r of gone)
          await recordChange(tx, SYSTEM_ACTOR, {
            action: `${r.kind}.purge`,
            targetType: targetType(r.kind),
            targetId: r.targetId,
            before: { bin_id: r.id, title: r.title, reason: "undo window passed" },
            after: null,
          });
        return gone.length;
      });
    },
    /** What can still be brought back, newest first. */
    async list(kind?: BinKind): Promise<BinEntry[]> {
      await service.purgeExpired();
      const rows = await db
        .select()
        .from(binnedItems)
        .where(kind ? eq(binnedItems.kind, kind) : undefined)
        .orderBy(asc(binnedItems.expiresAt));
      return rows.reverse().map(present);
    },
    async get(id: number): Promise<BinEntry> {
      return present(await live(id, db));
    },
    /** Brings a deleted item back exactly as it was; 404 once it is gone, 409 when its slug was taken since. */
    async undo(id: number, actor: Actor): Promise<BinEntry> {
      const entry = await db.transaction(async (tx) => {
        const r = await live(id, tx);
        if (r.kind === "document") {
          const row = await restoreDocument(tx, r.held as unknown as HeldDocument);
          await recordChange(tx, actor, {
            action: "document.undelete",
            targetType: "document",
            targetId: r.targetId,
            before: null,
            after: { title: row.title, slug: row.slug, status: row.status },
          });
        } else {
          const row = revive<ContentItemRow>((r.held as { row: unknown }).row);
          await tx.insert(contentItems).values(row);
          await recordChange(tx, actor, {
            action: "content_item.undelete",
            targetType: "content_item",
            targetId: r.targetId,
            before: null,
            after: { title: row.title, kind: row.kind, slug: row.slug, status: row.status },
          });
        }
        await tx.delete(binnedItems).where(eq(binnedItems.id, id));
        return present(r);
      });
      await version.bump();
      return entry;
    },
    /** Drops a deleted item for good before its window ends. */
    async empty(id: number, actor: Actor): Promise<BinEntry> {
      return db.transaction(async (tx) => {
        const r = await live(id, tx);
        await tx.delete(binnedItems).where(eq(binnedItems.id, id));
        await recordChange(tx, actor, {
          action: `${r.kind}.purge`,
          targetType: targetType(r.kind),
          targetId: r.targetId,
          before: { bin_id: r.id, title: r.title, reason: "emptied" },
          after: null,
        });
        return present(r);
      });
    },
  };
  return service;
}

export type BinService = ReturnType<typeof createBinService>;
