import type { Db } from "../db/client";
import { ATTACHMENTS_PARAM } from "#core/web/upload-input";
import { contactSubmissions, contactUploads } from "../db/schema";
import { contactBody, type ContactBody } from "../../core/schemas/contact";
import type { StoreService } from "./stores";
import { minutesText, type RateLimit, type RateLimiter } from "./rate-limit";
import { ApiError, invalidParam, isApiError } from "../http/errors";
import { parseWith } from "../http/validate";
import { checkUploads, displayFileName, sniffUploadType, uploadRefusalText } from "../../core/web/uploads";
import type { UploadFiles } from "./upload-files";
import type { DebugLogLevel, DebugLogStep, UploadDebugLog } from "./upload-debug-log";

/** Ten messages per client address in 10 minutes, then 429 until the oldest of them is 10 minutes old. */
export const CONTACT_LIMIT: RateLimit = { max: 10, windowMs: 10 * 60 * 1000 };

/** A file sent with a message, as read from the form: the sender's name for it and its bytes. */
export interface UploadInput {
  name: string;
  bytes: Uint8Array;
}

/** Where a message's files go and where each step is logged. */
export interface ContactUploads {
  files: UploadFiles;
  log: UploadDebugLog;
}

/** The parameter the form's file field and the API's multipart part are named by. */
export { ATTACHMENTS_PARAM };

/** Said when storing failed: nothing of the message was kept. */
export const UPLOAD_FAILED_MESSAGE =
  "Your message and its files could not be stored, so nothing was kept. Please send them again in a moment.";

/** 400 (count, type) or 413 (size) naming the file field; nothing is stored. */
function refusalError(refusal: NonNullable<ReturnType<typeof checkUploads>>): ApiError {
  const reason = uploadRefusalText(refusal);
  if (refusal.kind === "size")
    return new ApiError(413, "payload_too_large", `Too large: ${ATTACHMENTS_PARAM} (${reason}).`, {
      params: { [ATTACHMENTS_PARAM]: reason },
    });
  return invalidParam(ATTACHMENTS_PARAM, reason);
}

/**
 * Contact-form submissions: checked against the stores and the per-address limit, then stored with
 * status "received" before anything else happens, so a message is never lost when the mail side is
 * down (there is none yet). Files sent with it are checked by their content, written under generated
 * names, and recorded in the message's transaction: if any part fails, the message, its rows and the
 * files already written all go, and the sender is told nothing was kept.
 */
export function createContactService(db: Db, stores: StoreService, limiter: RateLimiter, uploads?: ContactUploads) {
  /** A checked message stored with its files, under the per-address limit (one path for every form). */
  const record = async (
    input: { storeId: number | null; name: string; email: string; message: string },
    from: { userId: number | null; clientAddress: string },
    files: readonly UploadInput[],
  ): Promise<{ id: number; status: "received"; files: number }> => {
    const steps: Array<[DebugLogLevel, DebugLogStep, string, Record<string, unknown>]> = [];
    const flushLog = async () => {
      for (const [level, step, message, context] of steps.splice(0)) await uploads?.log.write(level, step, message, context);
    };
    if (files.length > 0) {
      if (!uploads) throw invalidParam(ATTACHMENTS_PARAM, "This form takes no files.");
      steps.push([
        "info",
        "received",
        `${files.length} file(s) received with a message`,
        {
          files: files.map((f) => ({
            name: displayFileName(f.name),
            bytes: f.bytes.length,
          })),
        },
      ]);
      const refusal = checkUploads(
        files.map((f) => ({
          name: f.name,
          size: f.bytes.length,
          bytes: f.bytes,
        })),
      );
      if (refusal) {
        steps.push(["warn", "refused", uploadRefusalText(refusal), { reason: refusal.kind }]);
        await flushLog();
        throw refusalError(refusal);
      }
    }
    const typed = files.map((f) => ({
      ...f,
      name: displayFileName(f.name),
      type: sniffUploadType(f.bytes)!,
    }));
    for (const f of typed)
      steps.push(["info", "checked", `${f.name} is ${f.type.mediaType} by its content`, { name: f.name, media_type: f.type.mediaType }]);
    const written: string[] = [];
    let row: { id: number } | undefined;
    try {
      // The message, its files' rows and its place in the limit are written together: a refused
      // message stores nothing, and a file that cannot be written takes the message with it.
      row = await db.transaction(async (tx) => {
        await limiter.take(
          tx,
          "contact",
          from.clientAddress,
          CONTACT_LIMIT,
          (s) => `You have sent several messages in a short time. Please try again in ${minutesText(s)}.`,
        );
        const [inserted] = await tx
          .insert(contactSubmissions)
          .values({
            storeId: input.storeId,
            userId: from.userId,
            name: input.name,
            email: input.email,
            message: input.message,
            status: "received",
          })
          .returning({ id: contactSubmissions.id });
        if (!inserted) throw new Error("contact submission was not stored");
        for (const f of typed) {
          const storedName = await uploads!.files.write(f.bytes, f.type);
          written.push(storedName);
          steps.push([
            "info",
            "stored",
            `${f.name} written as ${storedName}`,
            {
              submission_id: inserted.id,
              stored_name: storedName,
              bytes: f.bytes.length,
            },
          ]);
          await tx.insert(contactUploads).values({
            submissionId: inserted.id,
            storedName,
            originalName: f.name,
            mediaType: f.type.mediaType,
            sizeBytes: f.bytes.length,
          });
        }
        return inserted;
      });
    } catch (err) {
      for (const name of written) await uploads?.files.remove(name).catch(() => {});
      if (typed.length > 0) {
        const removed = written.length > 0 ? ` (${written.length} written file(s) removed)` : "";
        steps.push([
          isApiError(err) ? "warn" : "error",
          "failed",
          `The message and its files were not stored${removed}: ${err instanceof Error ? err.message : String(err)}`,
          { removed: written },
        ]);
      }
      await flushLog();
      if (isApiError(err) || typed.length === 0) throw err;
      throw new ApiError(500, "upload_failed", UPLOAD_FAILED_MESSAGE);
    }
    if (typed.length > 0)
      steps.push([
        "info",
        "recorded",
        `Message ${row.id} recorded with ${typed.length} file(s)`,
        { submission_id: row.id, files: written },
      ]);
    await flushLog();
    // Housekeeping: a failure here must not turn a stored message into an error.
    await limiter.prune().catch(() => {});
    return { id: row.id, status: "received", files: typed.length };
  };
  return {
    async submit(
      body: ContactBody,
      from: { userId: number | null; clientAddress: string },
      files: readonly UploadInput[] = [],
    ): Promise<{ id: number; status: "received"; files: number }> {
      // Every caller has checked the form already; whatever reaches the table is checked here once more.
      const input = parseWith(contactBody, body);
      if (!(await stores.get(input.store_id))) throw invalidParam("store_id", "Choose a store from the list.");
      return record({ storeId: input.store_id, name: input.name, email: input.email, message: input.message }, from, files);
    },
    /**
     * A page-builder form's submission (docs/decisions/0070-builder-form-submissions.md), already
     * checked against the form's fields: stored as a message of the visitor's store (none when no
     * store is chosen), its fields as lines of text, with the same limit and file rules as the contact form.
     */
    async submitForm(
      input: { storeId: number | null; name: string; email: string; message: string },
      from: { userId: number | null; clientAddress: string },
      files: readonly UploadInput[] = [],
    ): Promise<{ id: number; status: "received"; files: number }> {
      const storeId = input.storeId !== null && (await stores.get(input.storeId)) ? input.storeId : null;
      return record({ ...input, storeId }, from, files);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
