import { createHmac, timingSafeEqual } from "node:crypto";
import { nonceMessage, nonceTick, ticksToAccept } from "../../core/web/nonce";

export const REST_ACTION = "rest";

/** Nonces (docs/design/rest-contract.md): HMAC of (session, action, 12-hour tick), good for this tick and the last. */
export function createNonceService(secret: string, now: () => number = Date.now) {
  const sign = (sessionId: string, action: string, tick: number) =>
    createHmac("sha256", secret)
      .update(nonceMessage(sessionId, action, tick))
      .digest("base64url")
      .slice(0, 22);
  // Every visitor without a session has the same REST nonce in a tick, and most requests are theirs:
  // it is signed once per tick.
  let visitors: { tick: number; nonce: string } | null = null;
  return {
    create(sessionId: string, action = REST_ACTION): string {
      const tick = nonceTick(now());
      if (sessionId !== "" || action !== REST_ACTION) return sign(sessionId, action, tick);
      if (visitors?.tick !== tick) visitors = { tick, nonce: sign("", REST_ACTION, tick) };
      return visitors.nonce;
    },
    verify(nonce: string, sessionId: string, action = REST_ACTION): boolean {
      const given = Buffer.from(nonce);
      return ticksToAccept(now()).some((tick) => {
        const expected = Buffer.from(sign(sessionId, action, tick));
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
    },
  };
}

export type NonceService = ReturnType<typeof createNonceService>;
