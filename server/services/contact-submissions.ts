import { and, asc, count, desc, eq, gt, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { contactSubmissions, contactUploads, stores } from "../db/schema";
import { containsPattern, isSearchableTerm, searchTerm } from "../../core/text/search-term";
import { csvLine } from "../../core/csv/csv";
import { notFound } from "../http/errors";
import { recordChange, type Actor } from "./audit";
import type { UploadFiles } from "./upload-files";
import type { UploadDebugLog } from "./upload-debug-log";

export interface SubmissionFile {
  id: number;
  name: string;
  media_type: string;
  bytes: number;
}

export interface Submission {
  id: number;
  created_at: string;
  store: { id: number; name: string } | null;
  user_id: number | null;
  name: string;
  email: string;
  message: string;
  status: string;
  files: SubmissionFile[];
}

export const SUBMISSIONS_CSV_HEADER = ["id", "received", "store_id", "store", "name", "email", "message", "status", "files"] as const;

/** Rows read per query while exporting: the export streams, whatever the number of submissions. */
const EXPORT_BATCH = 500;

/**
 * The forms admin's view of contact-form submissions: listed newest first with a search over name,
 * email and message, read one at a time with their files, exported to CSV (streamed in batches),
 * deleted with their files (audited). The files are served back from here only.
 */
export function createSubmissionService(db: Db, files: UploadFiles, log: UploadDebugLog) {
  const where = (q: string | undefined): SQL | undefined => {
    const term = searchTerm(q ?? "");
    if (!isSearchableTerm(term)) return undefined;
    const pattern = containsPattern(term);
    return or(
      ilike(contactSubmissions.name, pattern),
      ilike(contactSubmissions.email, pattern),
      ilike(contactSubmissions.message, pattern),
    );
  };

  async function rowsWithFiles(filter: SQL | undefined, order: SQL[], limit: number, offset = 0): Promise<Submission[]> {
    const rows = await db
      .select({ s: contactSubmissions, storeName: stores.name })
      .from(contactSubmissions)
      .leftJoin(stores, eq(stores.id, contactSubmissions.storeId))
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const ids = rows.map((r) => r.s.id);
    const uploads = ids.length
      ? await db.select().from(contactUploads).where(inArray(contactUploads.submissionId, ids)).orderBy(asc(contactUploads.id))
      : [];
    return rows.map(({ s, storeName }) => ({
      id: s.id,
      created_at: s.createdAt.toISOString(),
      store: s.storeId !== null ? { id: s.storeId, name: storeName ?? "" } : null,
      user_id: s.userId,
      name: s.name,
      email: s.email,
      message: s.message,
      status: s.status,
      files: uploads
        .filter((u) => u.submissionId === s.id)
        .map((u) => ({
          id: u.id,
          name: u.originalName,
          media_type: u.mediaType,
          bytes: u.sizeBytes,
        })),
    }));
  }

  return {
    async list(opts: { page: number; perPage: number; q?: string }): Promise<{ items: Submission[]; total: number }> {
      const filter = where(opts.q);
      const items = await rowsWithFiles(
        filter,
        [desc(contactSubmissions.createdAt), desc(contactSubmissions.id)],
        opts.perPage,
        (opts.page - 1) * opts.perPage,
      );
      const [total] = await db.select({ n: count() }).from(contactSubmissions).where(filter);
      return { items, total: total?.n ?? 0 };
    },

    async get(id: number): Promise<Submission> {
      const [found] = await rowsWithFiles(eq(contactSubmissions.id, id), [], 1);
      if (!found) throw notFound("No such submission.");
      return found;
    },

    /** The submission, its files' rows and an audit entry go in one transaction; the files follow. */
    async remove(id: number, actor: Actor): Promise<void> {
      const before = await this.get(id);
      const stored = await db.transaction(async (tx) => {
        const names = await tx
          .select({ storedName: contactUploads.storedName })
          .from(contactUploads)
          .where(eq(contactUploads.submissionId, id));
        const gone = await tx.delete(contactSubmissions).where(eq(contactSubmissions.id, id)).returning({ id: contactSubmissions.id });
        if (gone.length === 0) throw notFound("No such submission.");
        await recordChange(tx, actor, {
          action: "contact_submission.delete",
          targetType: "contact_submission",
          targetId: id,
          before,
          after: null,
        });
        return names.map((n) => n.storedName);
      });
      for (const name of stored) {
        try {
          await files.remove(name);
          await log.write("info", "removed", `${name} removed with submission ${id}`, { submission_id: id, stored_name: name });
        } catch (err) {
          await log.write("error", "removed", `${name} could not be removed: ${err instanceof Error ? err.message : String(err)}`, {
            submission_id: id,
            stored_name: name,
          });
        }
      }
    },

    /** One stored file, for the forms admin to download. */
    async file(uploadId: number, actor: Actor): Promise<{ name: string; mediaType: string; bytes: Uint8Array }> {
      const [row] = await db.select().from(contactUploads).where(eq(contactUploads.id, uploadId));
      if (!row) throw notFound("No such file.");
      const bytes = await files.read(row.storedName);
      await log.write("info", "served", `${row.storedName} served to ${actor.email}`, {
        submission_id: row.submissionId,
        stored_name: row.storedName,
      });
      return { name: row.originalName, mediaType: row.mediaType, bytes };
    },

    /** The CSV export, a line at a time (header first), oldest submission first. */
    async *csv(q?: string): AsyncGenerator<string> {
      yield csvLine(SUBMISSIONS_CSV_HEADER);
      const filter = where(q);
      let after = 0;
      for (;;) {
        const batch = await rowsWithFiles(and(filter, gt(contactSubmissions.id, after)), [asc(contactSubmissions.id)], EXPORT_BATCH);
        for (const s of batch) {
          yield csvLine([
            s.id,
            s.created_at,
            s.store?.id,
            s.store?.name,
            s.name,
            s.email,
            s.message,
            s.status,
            s.files.map((f) => f.name).join("; "),
          ]);
        }
        if (batch.length < EXPORT_BATCH) return;
        after = batch[batch.length - 1]!.id;
      }
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
