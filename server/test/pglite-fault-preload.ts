/**
 * Loaded into a server process by a test (`NODE_OPTIONS=--import <this file>`), never by the server
 * itself: on SIGUSR2, the server's embedded database is made to fail fatally for real, by running
 * pglite-fault.ts's statement straight on its PGlite instance, behind the server's back. The server
 * notices on its next query, as it would any other death of the instance.
 *
 * To reach the instance, `query` is wrapped to remember which instances answered queries; it changes
 * nothing else about them.
 *
 * In the server, the query that kills an instance is its own: the handle (server/db/embedded.ts) sees
 * the error and fences the instance before anything enters it again. Here the statement runs behind
 * the handle, so the instance is fenced the same way at the moment it dies: every later entry into its
 * WebAssembly code throws the error it died of. Without that, the server's next query would enter the
 * dead Postgres, which can wait forever on a lock the trap left held (a trap in the middle of a commit
 * does), spinning the process's only thread so that it answers nothing at all.
 */
import { PGlite } from "@electric-sql/pglite";
import { FATAL_STATEMENT } from "./pglite-fault";

type Entry = (...args: unknown[]) => unknown;

const instances = new Set<PGlite>();
const query = PGlite.prototype.query;
PGlite.prototype.query = function (this: PGlite, ...args: Parameters<typeof query>) {
  instances.add(this);
  return query.apply(this, args);
} as typeof query;

/** Runs the fatal statement on `pg`; from the moment it fails, the instance's entry point throws that failure. */
function kill(pg: PGlite): void {
  const mod = pg.Module as unknown as { _interactive_one: Entry };
  const enter = mod._interactive_one;
  mod._interactive_one = function (this: unknown, ...args: unknown[]) {
    try {
      return enter.apply(this, args);
    } catch (err) {
      mod._interactive_one = () => {
        throw err;
      };
      throw err;
    }
  };
  void query.call(pg, FATAL_STATEMENT).catch(() => {});
}

process.on("SIGUSR2", () => {
  for (const pg of instances) {
    instances.delete(pg);
    if (!pg.closed) kill(pg);
  }
});
