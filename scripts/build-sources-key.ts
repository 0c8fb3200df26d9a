/**
 * Prints the key of the sources a build made now is made from (scripts/lib/build-sources-key.ts), for
 * the build itself (vite.config.ts), which writes it beside its output.
 *
 *   node --import tsx scripts/build-sources-key.ts
 */
import { buildSourcesKey } from "./lib/build-sources-key";

process.stdout.write(buildSourcesKey());
