import { count } from "drizzle-orm";
import type { Logger } from "pino";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { stores, users } from "./db/schema";
import { seedDemo } from "./db/seed/demo";
import { createAuthService } from "./services/auth";

/** Any constant (not the migration lock's): held while seeding so instances starting together seed once. */
const BOOTSTRAP_LOCK = 727_002;

/** First start of an empty database: the demo data (AISLE_SEED=demo), and the configured administrator. */
export async function bootstrapData(
  database: Database,
  config: Pick<Config, "AISLE_SEED" | "AISLE_ADMIN_EMAIL" | "AISLE_ADMIN_PASSWORD">,
  log: Logger,
) {
  if (!database.pool) return bootstrapUnlocked(database, config, log);
  // Several instances may start at once on one PostgreSQL database: the first seeds while the others
  // wait on the lock, then find the data there.
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [BOOTSTRAP_LOCK]);
    await bootstrapUnlocked(database, config, log);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [BOOTSTRAP_LOCK]).catch(() => {});
    client.release();
  }
}

async function bootstrapUnlocked(
  database: Database,
  config: Pick<Config, "AISLE_SEED" | "AISLE_ADMIN_EMAIL" | "AISLE_ADMIN_PASSWORD">,
  log: Logger,
) {
  const { db } = database;
  const [storeCount] = await db.select({ n: count() }).from(stores);
  const [userCount] = await db.select({ n: count() }).from(users);
  if (config.AISLE_SEED === "demo" && (storeCount?.n ?? 0) === 0 && (userCount?.n ?? 0) === 0) {
    log.info("empty database: seeding the demo data");
    await seedDemo(db);
  }
  if (config.AISLE_ADMIN_EMAIL && config.AISLE_ADMIN_PASSWORD) {
    await createAuthService(db).ensureUser({
      email: config.AISLE_ADMIN_EMAIL,
      password: config.AISLE_ADMIN_PASSWORD,
      name: "Administrator",
      roles: ["administrator", "editor"],
    });
  }
}
