/**
 * In the browser, zod must not try `new Function` (its JIT for object schemas): under our strict CSP
 * (no 'unsafe-eval') the probe is blocked and reported as a violation (Lighthouse "best practices"),
 * even though zod catches it. This is `z.config({ jitless: true })` without importing zod into every
 * page: zod keeps its configuration on `globalThis.__zod_globalConfig` and adopts an object already
 * there (zod-jitless.test.ts checks that it still does). Imported first by root.tsx, so it runs before
 * any route module defines a schema. The server keeps the JIT.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

if (typeof document !== "undefined") {
  const g = globalThis as ZodGlobal;
  g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
}

export {};
