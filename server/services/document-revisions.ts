import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { documentRevisions, documents } from "../db/schema";
import type { DocumentType, ElementNode, PageDocument, Settings } from "../../core/documents/document-types";
import { upgradeDocument } from "../../core/documents/document-migrations";
import type { DocumentBody } from "../../core/schemas/documents";
import { notFound } from "../http/errors";
import { DOCUMENT_REVISIONS_KEPT } from "../../core/limits/limits";
import type { Actor } from "./audit";
import type { Tx } from "./rate-limit";
import type { DocumentService, DocumentSnapshot } from "./documents";

/**
 * Keeps the version an update is about to replace, and prunes the document's oldest versions past
 * DOCUMENT_REVISIONS_KEPT, in the update's transaction (a save never leaves more than that many).
 */
export async function keepRevision(
  tx: Db | Tx,
  documentId: number,
  previous: DocumentSnapshot,
  actor: Actor,
  kept = DOCUMENT_REVISIONS_KEPT,
): Promise<void> {
  await tx.insert(documentRevisions).values({ documentId, replacedById: actor.id, replacedByEmail: actor.email, snapshot: previous });
  const older = await tx
    .select({ id: documentRevisions.id })
    .from(documentRevisions)
    .where(eq(documentRevisions.documentId, documentId))
    .orderBy(desc(documentRevisions.id))
    .offset(kept);
  if (older.length)
    await tx.delete(documentRevisions).where(
      inArray(
        documentRevisions.id,
        older.map((r) => r.id),
      ),
    );
}

type RevisionRow = typeof documentRevisions.$inferSelect;

const summary = (r: RevisionRow) => {
  const s = r.snapshot as DocumentSnapshot;
  return {
    id: r.id,
    replaced_at: r.replacedAt.toISOString(),
    replaced_by: { id: r.replacedById, email: r.replacedByEmail },
    title: s.title,
    slug: s.slug,
    status: s.status,
  };
};

/** A kept version as a body the documents service takes, upgraded to the current document format first. */
function restorable(documentId: number, s: DocumentSnapshot): Partial<DocumentBody> {
  const upgraded = upgradeDocument({
    id: documentId,
    type: s.type as DocumentType,
    title: s.title,
    slug: s.slug,
    formatVersion: s.format_version,
    updatedAt: new Date(0).toISOString(),
    settings: s.settings as Settings,
    elements: s.elements as ElementNode[],
  } satisfies PageDocument);
  return {
    type: upgraded.type,
    title: upgraded.title,
    slug: upgraded.slug,
    status: s.status,
    settings: upgraded.settings,
    elements: upgraded.elements,
  } as Partial<DocumentBody>;
}

export function createDocumentRevisionService(db: Db, documentService: DocumentService) {
  const documentExists = async (id: number) => {
    const rows = await db.select({ id: documents.id }).from(documents).where(eq(documents.id, id));
    if (!rows[0]) throw notFound(`No document with id ${id}.`);
  };
  const revision = async (documentId: number, revisionId: number) => {
    await documentExists(documentId);
    const rows = await db
      .select()
      .from(documentRevisions)
      .where(and(eq(documentRevisions.documentId, documentId), eq(documentRevisions.id, revisionId)));
    if (!rows[0]) throw notFound(`Document ${documentId} has no revision ${revisionId}.`);
    return rows[0];
  };

  return {
    /** The kept versions of a document, newest first. */
    async list(documentId: number) {
      await documentExists(documentId);
      const rows = await db
        .select()
        .from(documentRevisions)
        .where(eq(documentRevisions.documentId, documentId))
        .orderBy(desc(documentRevisions.id));
      return rows.map(summary);
    },
    /** A kept version and the document as it is now, side by side, to compare. */
    async compare(documentId: number, revisionId: number) {
      const r = await revision(documentId, revisionId);
      return { revision: { ...summary(r), document: r.snapshot as DocumentSnapshot }, current: await documentService.snapshot(documentId) };
    },
    /**
     * An autosave of unsaved editor work: kept as a revision marked `autosave` (and as a draft, so
     * restoring it never publishes it); the document itself is not changed. Each account keeps one
     * autosave per document, the newest, so autosaves never push the saved versions out.
     */
    async autosave(documentId: number, draft: { settings: Settings; elements: ElementNode[] }, actor: Actor) {
      const current = await documentService.snapshot(documentId);
      const storable = documentService.storableDraft(draft);
      const snapshot = { ...current, ...storable, status: "draft", autosave: true };
      return db.transaction(async (tx) => {
        await tx
          .delete(documentRevisions)
          .where(
            and(
              eq(documentRevisions.documentId, documentId),
              eq(documentRevisions.replacedByEmail, actor.email),
              sql`${documentRevisions.snapshot}->>'autosave' = 'true'`,
            ),
          );
        const [made] = await tx
          .insert(documentRevisions)
          .values({ documentId, replacedById: actor.id, replacedByEmail: actor.email, snapshot })
          .returning({ id: documentRevisions.id, at: documentRevisions.replacedAt });
        return { id: made!.id, at: made!.at.toISOString() };
      });
    },
    /** Puts a kept version back; the version it replaces is kept in turn, and the audit log records a restore. */
    async restore(documentId: number, revisionId: number, actor: Actor) {
      const r = await revision(documentId, revisionId);
      return documentService.update(documentId, restorable(documentId, r.snapshot as DocumentSnapshot), actor, "document.restore");
    },
  };
}

export type DocumentRevisionService = ReturnType<typeof createDocumentRevisionService>;
