import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { MEDIA_LIMITS } from "#core/limits/limits";
import { mediaUrl } from "#core/media/media-urls";
import { displayFileName, sizeText } from "#core/web/uploads";
import type { Db } from "../db/client";
import { documents, media, mediaFiles } from "../db/schema";
import { ApiError, invalidParam, notFound } from "../http/errors";
import { recordChange, SYSTEM_ACTOR, type Actor } from "./audit";
import { likePattern } from "./admin-lists";
import { ImageRefusal, prepareImage, refusalError } from "./media-images";

/** The limits an operator may change (AISLE_MEDIA_MAX_*; docs/media.md). */
export interface MediaOptions {
  maxFileBytes: number;
  maxFiles: number;
  maxItems: number;
}

export const DEFAULT_MEDIA_OPTIONS: MediaOptions = {
  maxFileBytes: MEDIA_LIMITS.fileBytes,
  maxFiles: MEDIA_LIMITS.filesPerUpload,
  maxItems: MEDIA_LIMITS.items,
};

/** An item as the API answers it. */
export interface MediaItem {
  id: number;
  url: string;
  srcset_widths: number[];
  media_type: string;
  width: number;
  height: number;
  bytes: number;
  file_name: string;
  title: string;
  alt: string;
  source_url: string;
  uploaded_by: string;
  created_at: string;
}

type MediaRow = typeof media.$inferSelect;

export const presentMedia = (row: MediaRow): MediaItem => ({
  id: row.id,
  url: mediaUrl(row.hash, row.fileName),
  srcset_widths: row.widths,
  media_type: row.mediaType,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  file_name: row.originalName,
  title: row.title,
  alt: row.alt,
  source_url: row.sourceUrl,
  uploaded_by: row.uploadedByEmail,
  created_at: row.createdAt.toISOString(),
});

/** A file to add: its bytes and the name it came with (shown only; never used to store it). */
export interface MediaInput {
  name: string;
  bytes: Uint8Array;
  alt?: string;
  title?: string;
  sourceUrl?: string;
}

/** Text as stored: control characters as spaces, trimmed, at most `max` characters. */
const storableText = (text: string, max: number) => {
  const chars = Array.from(text, (ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? " " : ch));
  return Array.from(chars.join("").trim()).slice(0, max).join("");
};

/** A file's title when none is given: its name without the extension, separators as spaces. */
const titleFromName = (name: string) =>
  storableText(
    name
      .replace(/\.[a-z0-9]{1,5}$/i, "")
      .replace(/[-_]+/g, " ")
      .trim(),
    MEDIA_LIMITS.title,
  );

export function createMediaService(db: Db, options: MediaOptions = DEFAULT_MEDIA_OPTIONS) {
  const byId = async (id: number) => (await db.select().from(media).where(eq(media.id, id)).limit(1))[0] ?? null;

  /** Adds one prepared file, or answers the item that already holds the same bytes. */
  async function addOne(input: MediaInput, actor: Actor): Promise<{ item: MediaItem; created: boolean }> {
    const name = displayFileName(input.name);
    if (input.bytes.length > options.maxFileBytes)
      throw new ApiError(413, "payload_too_large", `${name} is larger than ${sizeText(options.maxFileBytes)}. Upload a smaller image.`, {
        params: { file: `at most ${options.maxFileBytes} bytes` },
        file: name,
      });
    let prepared;
    try {
      prepared = await prepareImage(input.bytes);
    } catch (err) {
      if (err instanceof ImageRefusal) throw refusalError(name, err);
      throw err;
    }
    return db.transaction(async (tx) => {
      const existing = (await tx.select().from(media).where(eq(media.hash, prepared.hash)).limit(1))[0];
      if (existing) return { item: presentMedia(existing), created: false };
      const [held] = await tx.select({ n: count() }).from(media);
      if (Number(held?.n ?? 0) >= options.maxItems)
        throw new ApiError(
          409,
          "media_library_full",
          `The media library holds its limit of ${options.maxItems} images. Delete some before adding more.`,
          { max_items: options.maxItems },
        );
      const [row] = await tx
        .insert(media)
        .values({
          hash: prepared.hash,
          mediaType: prepared.type.mediaType,
          fileName: prepared.files[0]!.name,
          width: prepared.width,
          height: prepared.height,
          bytes: prepared.bytes,
          originalName: name,
          title: input.title !== undefined ? storableText(input.title, MEDIA_LIMITS.title) : titleFromName(name),
          alt: storableText(input.alt ?? "", MEDIA_LIMITS.alt),
          widths: prepared.widths,
          sourceUrl: input.sourceUrl ?? "",
          uploadedById: actor.id,
          uploadedByEmail: actor.email,
        })
        .onConflictDoNothing({ target: media.hash })
        .returning();
      if (!row) {
        // Another instance stored the same bytes between the look-up and the insert.
        const other = (await tx.select().from(media).where(eq(media.hash, prepared.hash)).limit(1))[0]!;
        return { item: presentMedia(other), created: false };
      }
      await tx.insert(mediaFiles).values(prepared.files.map((f) => ({ mediaId: row.id, ...f })));
      const item = presentMedia(row);
      await recordChange(tx, actor, { action: "media.upload", targetType: "media", targetId: row.id, before: null, after: item });
      return { item, created: true };
    });
  }

  return {
    options,

    /** Items newest first, searched in title, alt text and file name. */
    async list(q: { search?: string; page: number; perPage: number }): Promise<{ items: MediaItem[]; total: number }> {
      const pattern = likePattern(q.search);
      const where: SQL | undefined = pattern
        ? or(ilike(media.title, pattern), ilike(media.alt, pattern), ilike(media.originalName, pattern))
        : undefined;
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(media)
          .where(where)
          .orderBy(desc(media.createdAt), desc(media.id))
          .limit(q.perPage)
          .offset((q.page - 1) * q.perPage),
        db.select({ n: count() }).from(media).where(where),
      ]);
      return { items: rows.map(presentMedia), total: Number(counted[0]?.n ?? 0) };
    },

    async get(id: number): Promise<MediaItem> {
      const row = await byId(id);
      if (!row) throw notFound("No media item has this id.");
      return presentMedia(row);
    },

    /**
     * Adds the files of one upload in order: at most `maxFiles`; each within `maxFileBytes`, of an
     * accepted type by its content, and readable. A refused file stops the upload there (400 or 413
     * naming it); the files before it stay added. The same bytes again answer the item they are.
     */
    async upload(files: readonly MediaInput[], actor: Actor): Promise<{ items: MediaItem[]; created: number }> {
      if (files.length === 0) throw invalidParam("file", "choose at least one image");
      if (files.length > options.maxFiles) throw invalidParam("file", `at most ${options.maxFiles} images in one upload`);
      const items: MediaItem[] = [];
      let created = 0;
      for (const file of files) {
        const added = await addOne(file, actor);
        items.push(added.item);
        if (added.created) created++;
      }
      return { items, created };
    },

    /** One file fetched by an import (server/services/media-import.ts): added, or the item it already is. */
    addImported: (input: MediaInput, actor: Actor = SYSTEM_ACTOR) => addOne(input, actor),

    async update(id: number, patch: { alt?: string; title?: string }, actor: Actor): Promise<MediaItem> {
      return db.transaction(async (tx) => {
        const before = (await tx.select().from(media).where(eq(media.id, id)).limit(1))[0];
        if (!before) throw notFound("No media item has this id.");
        const values: Partial<MediaRow> = {};
        if (patch.alt !== undefined) values.alt = storableText(patch.alt, MEDIA_LIMITS.alt);
        if (patch.title !== undefined) values.title = storableText(patch.title, MEDIA_LIMITS.title);
        if (Object.keys(values).length === 0) return presentMedia(before);
        const [row] = await tx.update(media).set(values).where(eq(media.id, id)).returning();
        const item = presentMedia(row!);
        await recordChange(tx, actor, {
          action: "media.update",
          targetType: "media",
          targetId: id,
          before: presentMedia(before),
          after: item,
        });
        return item;
      });
    },

    /** The documents whose elements or settings point at an item's files. */
    async usedBy(id: number): Promise<Array<{ id: number; title: string }>> {
      const row = await byId(id);
      if (!row) throw notFound("No media item has this id.");
      const pattern = `%/media/${row.hash}/%`;
      return db
        .select({ id: documents.id, title: documents.title })
        .from(documents)
        .where(or(sql`${documents.elements}::text like ${pattern}`, sql`${documents.settings}::text like ${pattern}`))
        .orderBy(documents.id)
        .limit(20);
    },

    /**
     * Deletes an item and its files; refused (409 media_in_use, naming the documents) while a document
     * shows it, so no published page loses an image (decision 0067).
     */
    async remove(id: number, actor: Actor): Promise<void> {
      const users = await this.usedBy(id);
      if (users.length > 0)
        throw new ApiError(
          409,
          "media_in_use",
          `This image is used by ${users.map((d) => `"${d.title}"`).join(", ")}. Remove it from there first.`,
          { documents: users },
        );
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(media).where(eq(media.id, id)).returning();
        if (!row) throw notFound("No media item has this id.");
        await recordChange(tx, actor, {
          action: "media.delete",
          targetType: "media",
          targetId: id,
          before: presentMedia(row),
          after: null,
        });
      });
    },

    /** A file to serve: the bytes stored under /media/<hash>/<name>, or null. */
    async file(hash: string, name: string): Promise<{ contentType: string; data: Buffer } | null> {
      const rows = await db
        .select({ contentType: mediaFiles.contentType, data: mediaFiles.data })
        .from(mediaFiles)
        .innerJoin(media, eq(media.id, mediaFiles.mediaId))
        .where(and(eq(media.hash, hash), eq(mediaFiles.name, name)))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
