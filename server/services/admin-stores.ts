/**
 * Stores as the administrator manages them: a page of the list with search, one store, create, edit
 * (every field, related catering and wine stores included), CSV export and import. Every write is
 * audited in its transaction and bumps the content version (the stores cache, menus and pages key on it).
 */
import { asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { contentItems, orders, storeGroups, stores } from "../db/schema";
import { recordChange, type Actor } from "./audit";
import type { ContentVersion } from "./content-version";
import { ApiError, notFound } from "../http/errors";
import type { AdminStore, RowError, StoreFields } from "../../core/schemas/admin-stores";
import { readStoreCsv, storesToCsv, type StoreCsvRow } from "../../core/stores/store-csv";
import { STORE_IMPORT_LIMITS } from "../../core/limits/limits";
import { likePattern, pageWindow, type PageRequest } from "./admin-lists";

import { RELATED, toAdminStore, toColumns, type StoreInsert, type StoreRow } from "./admin-store-rows";

export { toAdminStore };

export function createAdminStoreService(db: Db, version: ContentVersion) {
  const byIds = async (ids: number[]) => (ids.length ? db.select().from(stores).where(inArray(stores.id, ids)) : []);

  /**
   * What a set of changes would break, per row: a slug another store keeps, a store group that does
   * not exist, a related store that neither exists nor comes in the same changes.
   */
  async function crossCheck(changes: StoreCsvRow[]): Promise<RowError[]> {
    const errors: RowError[] = [];
    const ids = new Set(changes.map((c) => c.id));
    const [all, groups] = await Promise.all([
      db.select({ id: stores.id, slug: stores.slug }).from(stores),
      db.select({ id: storeGroups.id }).from(storeGroups),
    ]);
    const groupIds = new Set(groups.map((g) => g.id));
    const existing = new Set(all.map((s) => s.id));
    const slugOwner = new Map(all.map((s) => [s.slug, s.id]));
    const renamed = new Set(changes.filter((c) => c.fields.slug !== undefined).map((c) => c.id));
    for (const c of changes) {
      if (!existing.has(c.id) && (c.fields.name === undefined || c.fields.slug === undefined))
        errors.push({
          row: c.row,
          column: "",
          reason: "a new store needs a name and a slug",
        });
      const owner = c.fields.slug ? slugOwner.get(c.fields.slug) : undefined;
      if (owner !== undefined && owner !== c.id && !renamed.has(owner))
        errors.push({
          row: c.row,
          column: "slug",
          reason: `is the slug of store ${owner}`,
        });
      const unknownGroups = (c.fields.store_group_ids ?? []).filter((g) => !groupIds.has(g));
      if (unknownGroups.length)
        errors.push({
          row: c.row,
          column: "store_group_ids",
          reason: `names no store group: ${unknownGroups.join(", ")}`,
        });
      for (const r of RELATED) {
        const target = c.fields[r];
        if (target === undefined || target === null) continue;
        if (target === c.id) errors.push({ row: c.row, column: r, reason: "is the store itself" });
        else if (!existing.has(target) && !ids.has(target))
          errors.push({
            row: c.row,
            column: r,
            reason: `names no store: ${target}`,
          });
      }
    }
    return errors;
  }

  const invalidRows = (errors: RowError[], message: string) =>
    new ApiError(400, "invalid_rows", message, {
      rows: errors.slice(0, STORE_IMPORT_LIMITS.maxErrors),
      rows_total: errors.length,
    });
  /** A single store's problems as the error a form shows: the first bad field. */
  const fieldError = (errors: RowError[]) =>
    new ApiError(
      400,
      errors[0]!.column === "slug" && /slug of store/.test(errors[0]!.reason) ? "slug_taken" : "invalid_param",
      `Invalid parameter: ${errors[0]!.column || "body"} (${errors[0]!.reason}).`,
      {
        params: Object.fromEntries(errors.map((e) => [e.column || "body", e.reason])),
      },
    );

  type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

  /** Writes the changes (created or updated) in the transaction; answers each store before (none: created) and after. */
  async function apply(tx: Tx, changes: StoreCsvRow[], previous: Map<number, StoreRow>) {
    const written: { before: StoreRow | undefined; after: StoreRow }[] = [];
    for (const c of changes) {
      const before = previous.get(c.id);
      const columns = toColumns(c.fields, before);
      const [row] = before
        ? await tx
            .update(stores)
            .set(columns)
            .where(sql`${stores.id} = ${c.id}`)
            .returning()
        : await tx
            .insert(stores)
            .values({
              ...columns,
              id: c.id,
              name: c.fields.name!,
              slug: c.fields.slug!,
            } as StoreInsert)
            .returning();
      written.push({ before, after: row! });
    }
    return written;
  }

  /** One store created or edited on its own screen: written with its audit entry (before and after). */
  async function applyOne(tx: Tx, actor: Actor, change: StoreCsvRow, previous: Map<number, StoreRow>) {
    for (const { before, after } of await apply(tx, [change], previous))
      await recordChange(tx, actor, {
        action: before ? "store.update" : "store.create",
        targetType: "store",
        targetId: after.id,
        before: before ? toAdminStore(before) : null,
        after: toAdminStore(after),
      });
  }

  const service = {
    async list(req: PageRequest): Promise<{ items: AdminStore[]; total: number }> {
      const pattern = likePattern(req.q);
      const where: SQL | undefined = pattern
        ? or(
            ilike(stores.name, pattern),
            ilike(stores.slug, pattern),
            ilike(stores.city, pattern),
            ilike(stores.state, pattern),
            ilike(stores.postalCode, pattern),
            ilike(stores.storeNumber, pattern),
            sql`${stores.id}::text = ${req.q!.trim()}`,
          )
        : undefined;
      const { limit, offset } = pageWindow(req);
      const [rows, [total]] = await Promise.all([
        db.select().from(stores).where(where).orderBy(asc(stores.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(stores).where(where),
      ]);
      return { items: rows.map(toAdminStore), total: total?.n ?? 0 };
    },
    async get(id: number): Promise<AdminStore> {
      const [row] = await byIds([id]);
      if (!row) throw notFound(`No store with id ${id}.`);
      return toAdminStore(row);
    },
    async create(input: Partial<StoreFields> & { id: number }, actor: Actor): Promise<AdminStore> {
      const { id, ...fields } = input;
      if ((await byIds([id])).length) throw new ApiError(409, "store_exists", `A store with id ${id} already exists.`);
      const errors = await crossCheck([{ row: 0, id, fields }]);
      if (errors.length) throw fieldError(errors);
      await db.transaction((tx) => applyOne(tx, actor, { row: 0, id, fields }, new Map()));
      await version.bump();
      return service.get(id);
    },
    /**
     * Deletes a store with no orders (its catalog rows and menus go with it; content items stop naming
     * it); one with orders is refused (409 store_has_orders): make it not selectable instead. So is one
     * that another store names as its catering, wine or main store (409 store_is_related): the link
     * would point nowhere.
     */
    async remove(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(stores).where(eq(stores.id, id));
        if (!before) throw notFound(`No store with id ${id}.`);
        const [placed] = await tx.select({ n: count() }).from(orders).where(eq(orders.storeId, id));
        const n = placed?.n ?? 0;
        if (n > 0)
          throw new ApiError(
            409,
            "store_has_orders",
            `Store ${id} (${before.name}) has ${n} order${n === 1 ? "" : "s"} and cannot be deleted: untick “Selectable” to hide it from shoppers instead. Nothing was deleted.`,
            { orders: n },
          );
        const naming = await storesNaming(tx, id);
        if (naming.length)
          throw new ApiError(
            409,
            "store_is_related",
            `Store ${id} (${before.name}) is a related store of ${naming.map((s) => `${s.id} (${s.name})`).join(", ")}: change their related stores first. Nothing was deleted.`,
            { related_by: naming.map((s) => s.id) },
          );
        await tx
          .update(contentItems)
          .set({ storeIds: sql`array_remove(${contentItems.storeIds}, ${id})` })
          .where(sql`${contentItems.storeIds} @> array[${id}]::int[]`);
        await tx.delete(stores).where(eq(stores.id, id));
        await recordChange(tx, actor, {
          action: "store.delete",
          targetType: "store",
          targetId: id,
          before: toAdminStore(before),
          after: null,
        });
      });
      await version.bump();
    },
    async update(id: number, fields: Partial<StoreFields>, actor: Actor): Promise<AdminStore> {
      const [before] = await byIds([id]);
      if (!before) throw notFound(`No store with id ${id}.`);
      const errors = await crossCheck([{ row: 0, id, fields }]);
      if (errors.length) throw fieldError(errors);
      await db.transaction((tx) => applyOne(tx, actor, { row: 0, id, fields }, new Map([[id, before]])));
      await version.bump();
      return service.get(id);
    },
    async exportCsv(): Promise<string> {
      const rows = await db.select().from(stores).orderBy(asc(stores.id));
      return storesToCsv(rows.map(toAdminStore));
    },
    /** Reads and checks a whole file; throws the per-row report (413 or 400) when any row is bad. Writes nothing. */
    async planImport(csv: string): Promise<StoreCsvRow[]> {
      const read = readStoreCsv(csv);
      if (!read.ok) {
        if (read.status === 413)
          throw new ApiError(413, "too_many_rows", read.message, {
            max_rows: STORE_IMPORT_LIMITS.maxRows,
          });
        const more = read.rows ? await crossCheck(read.rows) : [];
        throw invalidRows(
          [...read.errors, ...more].sort((a, b) => a.row - b.row),
          read.message,
        );
      }
      const errors = await crossCheck(read.rows);
      if (errors.length)
        throw invalidRows(
          errors.sort((a, b) => a.row - b.row),
          "Some rows are not valid: nothing was imported.",
        );
      return read.rows;
    },
    /**
     * Writes a checked file in one transaction (all rows or none), a batch at a time, telling
     * `progress` after each batch; bumps the content version once at the end.
     */
    async runImport(
      rows: StoreCsvRow[],
      actor: Actor,
      progress: (done: number, total: number) => Promise<void> | void,
    ): Promise<ImportCounts> {
      const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
      await db.transaction(async (tx) => {
        const ids = rows.map((r) => r.id);
        const previous = new Map<number, StoreRow>();
        for (let i = 0; i < ids.length; i += 1000)
          for (const r of await tx
            .select()
            .from(stores)
            .where(inArray(stores.id, ids.slice(i, i + 1000))))
            previous.set(r.id, r);
        // Every slug that changes moves to a placeholder first, so stores may swap slugs in one file.
        const moving = rows
          .filter((r) => r.fields.slug !== undefined && previous.has(r.id) && previous.get(r.id)!.slug !== r.fields.slug)
          .map((r) => r.id);
        for (let i = 0; i < moving.length; i += 1000)
          await tx
            .update(stores)
            .set({ slug: sql`'~moving-' || ${stores.id}` })
            .where(inArray(stores.id, moving.slice(i, i + 1000)));
        // About 20 steps whatever the size (a small file's bar moves too), never more than `batch` rows a step.
        const step = Math.min(STORE_IMPORT_LIMITS.batch, Math.max(1, Math.ceil(rows.length / 20)));
        for (let i = 0; i < rows.length; i += step) {
          for (const { before, after } of await apply(tx, rows.slice(i, i + step), previous)) {
            if (!before) counts.created++;
            else if (JSON.stringify(toAdminStore(before)) === JSON.stringify(toAdminStore(after))) counts.unchanged++;
            else counts.updated++;
          }
          await progress(Math.min(i + step, rows.length), rows.length);
        }
        // One entry for the whole file: what it did, in counts (an entry per row buried every other change).
        await recordChange(tx, actor, {
          action: "store.import",
          targetType: "store",
          targetId: "import",
          before: null,
          after: { rows: rows.length, ...counts },
        });
      });
      await version.bump();
      return counts;
    },
  };
  return service;
}

/** What an import did: stores created, stores whose fields changed, stores written as they were. */
export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export type AdminStoreService = ReturnType<typeof createAdminStoreService>;

/** The other stores whose catering, wine or main-store link names `id`. */
async function storesNaming(tx: Pick<Db, "select">, id: number): Promise<{ id: number; name: string }[]> {
  const links = RELATED.map((key) => sql`(${stores.otherAttributes} ->> ${key}) = ${String(id)}`);
  return tx
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(sql`${stores.id} <> ${id} and (${sql.join(links, sql` or `)})`)
    .orderBy(asc(stores.id));
}
