import { setFlagsFromString } from "node:v8";

/**
 * The server's embedded database (PGlite, a WebAssembly build of Postgres) compiled by V8's optimising
 * compiler alone (`--no-liftoff`, decision 0125). By default V8 first compiles every function it calls
 * with its baseline compiler, then again, optimised, once it is hot, and keeps both: the baseline code
 * of Postgres was a 64 MiB region of the process after warm-up, and a query ran about twice as slow
 * until its functions were hot. Compiling optimised code from the start takes about two seconds more at
 * start (on background threads), for no baseline code at all and full speed from the first request.
 *
 * V8 reads the flag when it compiles a module, so it is set before the database opens. Only the
 * server's start sets it: the tests that open many short-lived in-memory databases keep the default.
 */
export function compileWebAssemblyOptimised(): void {
  setFlagsFromString("--no-liftoff");
}
