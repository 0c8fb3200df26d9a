import { FORM_VALUE_MAX } from "./form-fields";

/**
 * What a form refused, carried to the page a submission without scripts comes back to (decision
 * 0070): each field's error and the values given, so the form shows them again beside their fields.
 * It travels in a short-lived cookie of the visitor's own browser, tied by a random token to the
 * address the page comes back at; it is never cached (the address is unique) and never holds files.
 */
export interface FormFlash {
  token: string;
  widgetId: string;
  errors: Record<string, string>;
  values: Record<string, string[]>;
}

export const FORM_FLASH_COOKIE = "aisle-form-flash";
/** The address parameter tying the page to its flash. */
export const FORM_FLASH_PARAM = "aisle-form-flash";
/** Seconds the flash lives: long enough for the redirect, short enough not to linger. */
export const FORM_FLASH_SECONDS = 120;
/** The most a cookie's value should hold; values are left out past it (the errors still show). */
const MAX_BYTES = 3500;

const toBase64Url = (text: string) => Buffer.from(text, "utf8").toString("base64url");

/** The cookie's value; values left out when they would not fit. */
export function encodeFormFlash(flash: FormFlash): string {
  const values: Record<string, string[]> = {};
  for (const [id, list] of Object.entries(flash.values)) values[id] = list.slice(0, 50).map((v) => v.slice(0, FORM_VALUE_MAX));
  const whole = toBase64Url(JSON.stringify({ ...flash, values }));
  return whole.length <= MAX_BYTES ? whole : toBase64Url(JSON.stringify({ ...flash, values: {} }));
}

const record = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** The flash a cookie holds, when it is one and is for this widget and token; null otherwise. */
export function decodeFormFlash(value: string | undefined, widgetId: string, token: string | null): FormFlash | null {
  if (!value || !token || value.length > MAX_BYTES * 2) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!record(parsed) || parsed.token !== token || parsed.widgetId !== widgetId) return null;
  const errors: Record<string, string> = {};
  const values: Record<string, string[]> = {};
  if (record(parsed.errors)) for (const [k, v] of Object.entries(parsed.errors)) if (typeof v === "string") errors[k] = v.slice(0, 300);
  if (record(parsed.values))
    for (const [k, v] of Object.entries(parsed.values))
      if (Array.isArray(v)) values[k] = v.filter((x): x is string => typeof x === "string").map((x) => x.slice(0, FORM_VALUE_MAX));
  return { token, widgetId, errors, values };
}

/** The flash cookie's value in a request's Cookie header (the last one sent wins, as the browser orders them). */
export function flashCookieOf(header: string | null): string | undefined {
  let found: string | undefined;
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === FORM_FLASH_COOKIE) found = part.slice(eq + 1).trim();
  }
  return found;
}

/** The Set-Cookie header carrying a flash (or clearing it with an empty value). */
export function flashCookieHeader(value: string, secure: boolean): string {
  const parts = [`${FORM_FLASH_COOKIE}=${value}`, "Path=/", `Max-Age=${value ? FORM_FLASH_SECONDS : 0}`, "HttpOnly", "SameSite=Lax"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
