import { and, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import { EVENT_FIELD_NAMES, type EventEntry, type EventFilters, type EventInput } from "#core/schemas/events";
import { csvLine } from "#core/csv/csv";
import { likePattern } from "./admin-lists";
import type { Db } from "../db/client";
import { events } from "../db/schema";
import type { Actor } from "./audit";

const DAY_MS = 86_400_000;
/** Pruning runs on a write at most this often (one DELETE by the `at` index), so writes stay cheap. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const CSV_BATCH = 500;

/**
 * The events manager (docs/events.md): the one place the kit and template events are recorded, listed
 * and exported. Events older than `keepDays` are deleted on a write, at most once an hour.
 */
export function createEventService(db: Db, opts: { keepDays: number; now?: () => Date }) {
  const now = opts.now ?? (() => new Date());
  let lastPrune = 0;

  async function prune(): Promise<number> {
    lastPrune = now().getTime();
    const cutoff = new Date(lastPrune - opts.keepDays * DAY_MS);
    const removed = await db.delete(events).where(lt(events.at, cutoff)).returning({ id: events.id });
    return removed.length;
  }

  return {
    keepDays: opts.keepDays,
    /** Stores one event (its input already validated) for the account that caused it. */
    async record(actor: Actor, input: EventInput): Promise<EventEntry> {
      if (now().getTime() - lastPrune >= PRUNE_EVERY_MS) await prune();
      const [row] = await db
        .insert(events)
        .values({ name: input.name, actorId: actor.id, actorEmail: actor.email, fields: input.fields, at: now() })
        .returning();
      return toEntry(row!);
    },
    /** Deletes the events older than the keeping period; how many went. */
    prune,
    /** Newest first, a page at a time, narrowed by every filter given. */
    async list(page: number, perPage: number, filters: EventFilters = {}): Promise<{ events: EventEntry[]; total: number }> {
      const where = whereOf(filters);
      const rows = await db
        .select()
        .from(events)
        .where(where)
        .orderBy(desc(events.at), desc(events.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(events).where(where);
      return { events: rows.map(toEntry), total: total?.n ?? 0 };
    },
    /** The filtered events as CSV lines (header first), read in batches so memory stays flat. */
    async *csv(filters: EventFilters = {}): AsyncGenerator<string> {
      yield csvLine(["at", "name", "actor", ...EVENT_FIELD_NAMES]);
      const where = whereOf(filters);
      for (let offset = 0; ; offset += CSV_BATCH) {
        const rows = await db.select().from(events).where(where).orderBy(desc(events.at), desc(events.id)).limit(CSV_BATCH).offset(offset);
        for (const r of rows) {
          const fields = r.fields as Record<string, string | boolean | undefined>;
          yield csvLine([r.at.toISOString(), r.name, r.actorEmail, ...EVENT_FIELD_NAMES.map((f) => fields[f])]);
        }
        if (rows.length < CSV_BATCH) return;
      }
    },
  };
}

function toEntry(r: typeof events.$inferSelect): EventEntry {
  return { id: r.id, at: r.at.toISOString(), name: r.name, actor: { id: r.actorId, email: r.actorEmail }, fields: r.fields };
}

function whereOf(f: EventFilters): SQL | undefined {
  const pattern = f.actor ? likePattern(f.actor) : null;
  return and(
    f.name ? eq(events.name, f.name) : undefined,
    pattern ? ilike(events.actorEmail, pattern) : undefined,
    f.from ? gte(events.at, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(events.at, new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

export type EventService = ReturnType<typeof createEventService>;
