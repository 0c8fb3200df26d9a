/**
 * Talking to a running server over HTTP as the API tests and browser tests do: JSON requests with a
 * session cookie and nonce, logging in, and the demo accounts. No test runner in here, so Playwright
 * specs and vitest suites can both use it.
 */
import { DEMO_ACCOUNTS, type DemoRole } from "../db/seed/demo-accounts";

/** The Cookie header a browser would send back for these Set-Cookie headers (deleted cookies left out). */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!.trim())
    .filter((pair) => !/^[^=]+=$/.test(pair))
    .join("; ");
}

export interface JsonFetchInit {
  method?: string;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  cookie?: string;
  nonce?: string;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface JsonResult<T = any> {
  status: number;
  headers: Headers;
  /** The parsed JSON body (null when the body is empty or not JSON). */
  body: T;
  text: string;
  res: Response;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function jsonFetch<T = any>(base: string, path: string, init: JsonFetchInit = {}): Promise<JsonResult<T>> {
  const headers: Record<string, string> = { accept: "application/json", ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.nonce) headers["x-aisle-nonce"] = init.nonce;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await fetch(base + path, { method: init.method ?? (body === undefined ? "GET" : "POST"), headers, body, redirect: "manual" });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text, res };
}

export interface LoggedIn {
  /** Cookie header value carrying the session. */
  cookie: string;
  nonce: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  user: any;
}

/** Log in through the API; throws unless it answers 200. */
export async function login(base: string, email: string, password: string, previous?: LoggedIn): Promise<LoggedIn> {
  const r = await jsonFetch(base, "/api/auth/v1/login", { body: { email, password }, cookie: previous?.cookie, nonce: previous?.nonce });
  if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${r.text}`);
  const cookie = cookieFrom(r.res);
  if (!cookie) throw new Error(`login ${email}: no Set-Cookie`);
  return { cookie, nonce: r.body.nonce, user: r.body.user };
}

/** Log in as one of the demo accounts. */
export const loginAs = (base: string, who: keyof typeof DEMO): Promise<LoggedIn> => login(base, DEMO[who].email, DEMO[who].password);

/** The four demo roles signed in at once: what a role check test needs. */
export async function loginRoles(base: string): Promise<Record<"editor" | "admin" | "shopper" | "forms", LoggedIn>> {
  const [editor, admin, shopper, forms] = await Promise.all([
    loginAs(base, "editor"),
    loginAs(base, "admin"),
    loginAs(base, "shopper"),
    loginAs(base, "forms"),
  ]);
  return { editor, admin, shopper, forms };
}

/** The demo accounts the seed creates, by role. */
export const DEMO = {
  shopper: account("shopper"),
  editor: account("editor"),
  admin: account("administrator"),
  forms: account("forms_admin"),
} as const;

function account(role: DemoRole): { email: string; password: string } {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role);
  if (!a) throw new Error(`no demo account with role ${role}`);
  return { email: a.email, password: a.password };
}
