import { KIT_MAX_BYTES } from "../core/schemas/kits";
import { z } from "zod";
import { FIELD_LIMITS, MEDIA_LIMITS } from "../core/limits/limits";

/** Environment, parsed once at start. Every variable is documented in `.env.example` and the README. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** The administrator's account is stored like any other: the same limits as sign-up's. */
  AISLE_ADMIN_EMAIL: z
    .string()
    .max(FIELD_LIMITS.email, `must be at most ${FIELD_LIMITS.email} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  AISLE_ADMIN_PASSWORD: z
    .string()
    .max(FIELD_LIMITS.password, `must be at most ${FIELD_LIMITS.password} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  AISLE_SEED: z.enum(["demo", "none"]).default("demo"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Where `npm run build` writes the production bundle (several builds side by side): read by the build and the tools that start a build's server; a running bundle finds its files beside itself. */
  AISLE_BUILD_DIR: z.string().min(1).default("build"),
  /** Worker processes (node:cluster) with DATABASE_URL; default one per core. PGlite always runs one process. */
  WEB_CONCURRENCY: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(64).optional()),
  /** The whole-page cache for anonymous pages and API answers (decision 0005); "off" renders every request. */
  AISLE_PAGE_CACHE: z
    .enum(["on", "off", ""])
    .default("on")
    .transform((v) => v !== "off"),
  /** The media library's limits (docs/media.md); defaults in core/limits/limits.ts MEDIA_LIMITS. */
  AISLE_MEDIA_MAX_FILE_BYTES: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(MEDIA_LIMITS.fileBytes),
  ),
  AISLE_MEDIA_MAX_FILES: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(1).max(100).default(MEDIA_LIMITS.filesPerUpload),
  ),
  AISLE_MEDIA_MAX_ITEMS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(1).max(1_000_000).default(MEDIA_LIMITS.items),
  ),
  /** The largest kit zip an upload takes (the kit upload's own body limit; docs/kits.md). */
  AISLE_KIT_MAX_BYTES: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number()
      .int()
      .min(1024 * 1024)
      .max(1024 * 1024 * 1024)
      .default(KIT_MAX_BYTES),
  ),
  /** Tests only, never in production: the import may fetch images from loopback addresses (a local test server). */
  AISLE_IMPORT_FETCH_ALLOW_LOOPBACK: z
    .enum(["1", "0", ""])
    .default("")
    .transform((v) => v === "1"),
  TRUST_PROXY: z
    .enum(["true", "false", ""])
    .default("false")
    .transform((v) => v === "true"),
  /**
   * With TRUST_PROXY: how many proxies of ours stand in front of the server. The client is the entry
   * the outermost of them appended to X-Forwarded-For: the Nth from the right (entries further left
   * are whatever the client wrote).
   */
  TRUST_PROXY_HOPS: z.preprocess((v) => (v === "" || v === undefined ? "1" : v), z.coerce.number().int().min(1).max(10)),
  /** How many days the events manager keeps events (docs/events.md); older ones are pruned. */
  AISLE_EVENTS_KEEP_DAYS: z.preprocess((v) => (v === "" || v === undefined ? "90" : v), z.coerce.number().int().min(1).max(3650)),
  /** When set, `/metrics` also answers requests from elsewhere than loopback that carry `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(16, "must be at least 16 characters").optional()),
});

export type Config = z.infer<typeof schema>;

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
