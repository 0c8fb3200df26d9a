/**
 * Loaded into a server process by a test (`NODE_OPTIONS=--import <this file>`), never by the server
 * itself: on SIGUSR2, the server's embedded database is made to fail fatally for real, by running
 * pglite-fault.ts's statement straight on its PGlite instance, behind the server's back. The server
 * notices on its next query, as it would any other death of the instance.
 *
 * To reach the instance, `query` is wrapped to remember which instances answered queries; it changes
 * nothing else about them.
 */
import { PGlite } from "@electric-sql/pglite";
import { FATAL_STATEMENT } from "./pglite-fault";

const instances = new Set<PGlite>();
const query = PGlite.prototype.query;
PGlite.prototype.query = function (this: PGlite, ...args: Parameters<typeof query>) {
  instances.add(this);
  return query.apply(this, args);
} as typeof query;

process.on("SIGUSR2", () => {
  for (const pg of instances) {
    instances.delete(pg);
    if (!pg.closed) void query.call(pg, FATAL_STATEMENT).catch(() => {});
  }
});
