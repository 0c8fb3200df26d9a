import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { accountDisablements, loginAttempts, sessions, users } from "../db/schema";
import type { PublicUser } from "../../core/schemas/auth";
import { ApiError, tooManyAttempts } from "../http/errors";
import { hashPassword, verifyPassword } from "./password";
import { addressKey, createRateLimiter, minutesText, type RateLimit, type RateLimiter } from "./rate-limit";
import { loginBody, registerBody } from "../../core/schemas/auth";
import { parseWith } from "../http/validate";
import type { SessionCache } from "./session-cache";

import { SESSION_TTL_MS } from "#core/account/session-rules";

export { hasRole, SESSION_COOKIE, SESSION_TTL_MS } from "#core/account/session-rules";
/** Five failed logins per address-and-email in 15 minutes, then 429 until the window passes. */
export const LOGIN_LIMIT = { attempts: 5, windowMs: 15 * 60 * 1000 } as const;
/**
 * Twenty failed logins per client address in 15 minutes, whatever the emails, then 429 until the
 * window passes: one address cannot try a few passwords on each of many accounts.
 */
export const LOGIN_ADDRESS_LIMIT = { attempts: 20, windowMs: 15 * 60 * 1000 } as const;
/**
 * Ten sign-ups per client address in 15 minutes, whatever their outcome (each one costs a 32 MiB
 * scrypt hash), then 429 until the oldest of them leaves the window.
 */
export const REGISTER_LIMIT: RateLimit = { max: 10, windowMs: 15 * 60 * 1000 };

/** Five password changes (right or wrong current password) per account in 15 minutes, then 429. */
export const PASSWORD_CHANGE_LIMIT: RateLimit = { max: 5, windowMs: 15 * 60 * 1000 };

type UserRow = typeof users.$inferSelect;

export interface SessionInfo {
  sessionId: string;
  user: PublicUser;
}

export function toPublicUser(row: UserRow): PublicUser {
  return { id: row.id, email: row.email, name: row.name, roles: row.roles, segment_ids: row.segmentIds, store_id: row.storeId };
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Keeps a verify call as slow as a real one when the email is unknown, so timing tells nothing. */
let dummyHash: Promise<string> | null = null;

/** `sessions`: the instance's session cache (server/services/session-cache.ts); without it every lookup reads the database. */
export function createAuthService(db: Db, opts: { limiter?: RateLimiter; now?: () => Date; sessions?: SessionCache } = {}) {
  const now = opts.now ?? (() => new Date());
  const cache = opts.sessions;
  /** Ends a session in the database, then in every instance's cache. */
  const endSession = async (sessionId: string) => {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    await cache?.forgetSession(sessionId);
  };
  const limiter = opts.limiter ?? createRateLimiter(db, now);
  const createSession = async (userId: number): Promise<{ token: string; sessionId: string }> => {
    const token = randomBytes(32).toString("base64url");
    const sessionId = hashToken(token);
    await db.insert(sessions).values({ id: sessionId, userId, expiresAt: new Date(now().getTime() + SESSION_TTL_MS) });
    return { token, sessionId };
  };
  /** A new session for the user, replacing the one the browser held, if any (rotation). */
  const startSession = async (userId: number, previousToken: string | undefined) => {
    if (previousToken) await endSession(hashToken(previousToken));
    return createSession(userId);
  };

  /** Checks the password; a new session replaces any the browser held (rotation at login). */
  const login = async (emailInput: string, passwordInput: string, clientAddress: string, previousToken?: string) => {
    // Checked here too: the email and the address are stored (the attempt's key) before anything else.
    const { email, password } = parseWith(loginBody, { email: emailInput, password: passwordInput });
    const clientKey = addressKey(clientAddress);
    const key = `${clientKey}|${email}`;
    const at = now();
    const windowMs = Math.max(LOGIN_LIMIT.windowMs, LOGIN_ADDRESS_LIMIT.windowMs);
    const within = (ms: number) => new Date(at.getTime() - ms);
    // The attempt is recorded before the password is checked, and counted with the ones before it:
    // a burst of concurrent guesses cannot all pass the check before any of them is recorded.
    const [attempt] = await db.insert(loginAttempts).values({ key, address: clientKey, at }).returning({ id: loginAttempts.id });
    const [earlier] = await db
      .select({
        forEmail:
          sql<number>`count(*) filter (where ${and(eq(loginAttempts.key, key), gt(loginAttempts.at, within(LOGIN_LIMIT.windowMs)))})`.mapWith(
            Number,
          ),
        forAddress: sql<number>`count(*) filter (where ${gt(loginAttempts.at, within(LOGIN_ADDRESS_LIMIT.windowMs))})`.mapWith(Number),
      })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.address, clientKey), gt(loginAttempts.at, within(windowMs)), lte(loginAttempts.id, attempt!.id)));
    // Every refused attempt is recorded too, so the wait is a whole window from the last one.
    if ((earlier?.forEmail ?? 0) > LOGIN_LIMIT.attempts) {
      throw tooManyAttempts(
        `Too many failed logins. Please wait ${LOGIN_LIMIT.windowMs / 60_000} minutes and try again.`,
        LOGIN_LIMIT.windowMs / 1000,
      );
    }
    if ((earlier?.forAddress ?? 0) > LOGIN_ADDRESS_LIMIT.attempts) {
      throw tooManyAttempts(
        `Too many failed logins from your network. Please wait ${LOGIN_ADDRESS_LIMIT.windowMs / 60_000} minutes and try again.`,
        LOGIN_ADDRESS_LIMIT.windowMs / 1000,
      );
    }
    const rows = await db.select().from(users).where(eq(users.email, email));
    const user = rows[0];
    dummyHash ??= hashPassword("not a real password");
    const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
    if (!user || !ok) {
      await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now().getTime() - 24 * 60 * 60 * 1000)));
      throw new ApiError(401, "invalid_credentials", "The email or password is incorrect.");
    }
    await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
    const [disabled] = await db
      .select({ at: accountDisablements.disabledAt })
      .from(accountDisablements)
      .where(eq(accountDisablements.userId, user.id));
    if (disabled) throw new ApiError(403, "account_disabled", "This account has been disabled. Please contact the store.");
    return { ...(await startSession(user.id, previousToken)), user: toPublicUser(user) };
  };

  return {
    /**
     * The session a token names, or null. `fresh` reads the database even when the session cache
     * holds it: for calls where a session ended moments ago on another instance must already count.
     */
    async sessionFromToken(token: string | undefined, opts: { fresh?: boolean } = {}): Promise<SessionInfo | null> {
      if (!token || token.length > 100) return null;
      const id = hashToken(token);
      const load = async () => {
        const rows = await db
          .select({ user: users, expiresAt: sessions.expiresAt })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .leftJoin(accountDisablements, eq(accountDisablements.userId, users.id))
          .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now()), isNull(accountDisablements.userId)));
        const row = rows[0];
        return row ? { session: { sessionId: id, user: toPublicUser(row.user) }, expiresAt: row.expiresAt } : null;
      };
      if (cache && !opts.fresh) return cache.lookup(id, load);
      return (await load())?.session ?? null;
    },

    login,

    /**
     * Creates a shopper account and signs it in (`created: true`). For an email that already has an
     * account this is a sign-in with it, under the login limits (decision 0008): the right password
     * signs the owner in (`created: false`), a wrong one is the same 401 as a wrong login. Either way
     * one scrypt runs, so the time taken does not tell the two apart either.
     */
    async register(body: { email: string; password: string; name: string }, clientAddress: string, previousToken?: string) {
      const input = parseWith(registerBody, body);
      const clientKey = addressKey(clientAddress);
      // Counted whatever comes of it, and committed before the hash: the limit bounds the hashing.
      await db.transaction((tx) =>
        limiter.take(
          tx,
          "register",
          clientKey,
          REGISTER_LIMIT,
          (s) => `Too many sign-ups from your network. Please try again in ${minutesText(s)}.`,
        ),
      );
      await limiter.prune().catch(() => {});
      const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (!existing.length) {
        const passwordHash = await hashPassword(input.password);
        const [user] = await db
          .insert(users)
          .values({ email: input.email, name: input.name, passwordHash, roles: ["shopper"] })
          .onConflictDoNothing()
          .returning();
        // Taken meanwhile by a concurrent sign-up: then it is an existing account like any other.
        if (user) return { ...(await startSession(user.id, previousToken)), user: toPublicUser(user), created: true };
      }
      return { ...(await login(input.email, input.password, clientAddress, previousToken)), created: false };
    },

    async logout(sessionId: string): Promise<void> {
      await endSession(sessionId);
    },

    /**
     * Changes the password after checking the current one (a wrong one is a 400 with nothing changed).
     * At most PASSWORD_CHANGE_LIMIT tries. Every other session of the account ends at once: in the database, in the same transaction as the
     * new hash, then in every instance's session cache. The session it is changed from stays.
     */
    async changePassword(userId: number, keepSessionId: string, current: string, next: string): Promise<void> {
      // Counted whatever comes of it (each try costs a scrypt), so a session cannot guess the password.
      await db.transaction((tx) =>
        limiter.take(
          tx,
          "password-change",
          `user:${userId}`,
          PASSWORD_CHANGE_LIMIT,
          (s) => `Too many password changes. Please try again in ${minutesText(s)}.`,
        ),
      );
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!row || !(await verifyPassword(current, row.hash))) {
        throw new ApiError(400, "invalid_password", "The current password is incorrect.", { params: { current: "is incorrect" } });
      }
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
      });
      await cache?.forgetUser(userId);
    },

    /** Creates or updates an account with the given roles (the configured administrator, the demo accounts). */
    async ensureUser(input: { email: string; password: string; name: string; roles: string[] }): Promise<void> {
      const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email.toLowerCase()));
      if (existing.length) return;
      await db
        .insert(users)
        .values({
          email: input.email.toLowerCase(),
          name: input.name,
          roles: input.roles,
          passwordHash: await hashPassword(input.password),
        })
        .onConflictDoNothing();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
