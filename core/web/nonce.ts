/**
 * The pure part of the nonce (docs/design/rest-contract.md): an HMAC of (session, action, 12-hour tick), valid
 * for the current and the previous tick. The HMAC itself is computed on the server.
 */

/** One tick: 12 hours. */
export const NONCE_TICK_MS = 12 * 60 * 60 * 1000;

/** The tick `nowMs` falls in: floor(now / tick). */
export function nonceTick(nowMs: number): number {
  return Math.floor(nowMs / NONCE_TICK_MS);
}

/** The message the HMAC signs: a JSON array, so no choice of session or action can collide with another. */
export function nonceMessage(sessionId: string, action: string, tick: number): string {
  return JSON.stringify([sessionId, action, tick]);
}

/** The ticks a nonce may have been made in: the current, then the previous one. */
export function ticksToAccept(nowMs: number): [number, number] {
  const tick = nonceTick(nowMs);
  return [tick, tick - 1];
}
