import type { PublicUser } from "../../core/schemas/auth";
import type { Services } from "../services/container";
import type { SessionInfo } from "../services/auth";

/** What a request knows about its visitor. */
export interface AuthState {
  /** The session the cookie names, when valid. */
  session: SessionInfo | null;
  /** The user the request acts as: on the API, a session without a valid nonce acts as anonymous. */
  user: PublicUser | null;
  /** The raw cookie token, for rotation at login. */
  token: string | undefined;
  /**
   * Why the session could not be read, when the database was unavailable: the request goes on as
   * anonymous (pages and public content still answer), but what needs the user answers 503, not 401.
   */
  unavailable?: unknown;
}

export interface AppEnv {
  Variables: {
    services: Services;
    cspNonce: string;
    auth: AuthState;
    requestId: string;
    /** The visitor reached us over https (directly, or per X-Forwarded-Proto when TRUST_PROXY is on). */
    https: boolean;
    /** Whether X-Forwarded-* headers from a proxy are believed (TRUST_PROXY). */
    trustProxy: boolean;
    /** With TRUST_PROXY, how many proxies append to X-Forwarded-For (TRUST_PROXY_HOPS). */
    proxyHops: number;
  };
}
