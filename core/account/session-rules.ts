import type { PublicUser } from "../schemas/auth";

/** The session cookie's name and lifetime (the server's sessions, the pages' sign-in and sign-out). */
export const SESSION_COOKIE = "aisle_session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether the user holds one of `roles`. */
export const hasRole = (user: PublicUser | null, ...roles: string[]) => !!user && user.roles.some((r) => roles.includes(r));

/** Who may use the forms admin (submissions, their files, the file-upload debug log). */
export const FORMS_ROLES = ["administrator", "forms_admin"];
