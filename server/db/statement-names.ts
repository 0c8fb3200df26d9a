import pg from "pg";

/**
 * Names for the statements the server sends again and again (decision 0117). node-postgres sends a
 * statement without a name as an unnamed one, which PostgreSQL parses, analyses and plans at every
 * call; a named statement is parsed once per connection, and its plan is kept once PostgreSQL finds
 * its generic plan as good as the ones made for each call's values. A text is named once it has been
 * seen `after` times (a hot query's shape, not a one-off list of ids), and at most `max` texts are
 * named in the process: each connection keeps the statements it prepared until it closes, so the
 * names never change and their number stays bounded on both sides.
 */
export class StatementNames {
  private readonly named = new Map<string, string>();
  private readonly sightings = new Map<string, number>();

  constructor(
    private readonly max = 256,
    private readonly after = 5,
    /** Longer texts (a search of many terms at once) are never named. */
    private readonly maxLength = 16_384,
    /** Texts counted but not yet named; the count starts again once this many are held. */
    private readonly maxSightings = 2_048,
  ) {}

  /** The statement's name, or undefined while it is not (yet, or ever) one to name. */
  nameFor(text: string): string | undefined {
    const name = this.named.get(text);
    if (name !== undefined || this.named.size >= this.max || text.length > this.maxLength) return name;
    const seen = (this.sightings.get(text) ?? 0) + 1;
    if (seen < this.after) {
      if (this.sightings.size >= this.maxSightings) this.sightings.clear();
      this.sightings.set(text, seen);
      return undefined;
    }
    this.sightings.delete(text);
    const next = `aisle_${this.named.size + 1}`;
    this.named.set(text, next);
    return next;
  }

  /** How many texts have a name. */
  get size(): number {
    return this.named.size;
  }
}

/** What node-postgres's query() is given: a text or a config object first, then values and a callback. */
type Query = (config: unknown, ...rest: unknown[]) => unknown;

/**
 * A node-postgres client whose queries given as a config object with a text (as Drizzle sends them)
 * and no name of their own are sent as the named statement `names` gives them, once it gives one.
 */
export function namedStatementsClient(names: StatementNames): typeof pg.Client {
  class NamedStatementsClient extends pg.Client {}
  const query = pg.Client.prototype.query as Query;
  const named: Query = function (this: pg.Client, config, ...rest) {
    if (config !== null && typeof config === "object" && !("submit" in config)) {
      const { text, name } = config as { text?: unknown; name?: unknown };
      const given = typeof text === "string" && !name ? names.nameFor(text) : undefined;
      if (given !== undefined) return query.call(this, { ...config, name: given }, ...rest);
    }
    return query.call(this, config, ...rest);
  };
  Object.defineProperty(NamedStatementsClient.prototype, "query", { value: named, writable: true, configurable: true });
  return NamedStatementsClient;
}
