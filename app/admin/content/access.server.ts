import { redirect, type AppLoadContext } from "react-router";
import { hasRole } from "#core/account/session-rules";
import type { PublicUser } from "#core/schemas/auth";

/** Who may manage targeted content and preview: editors and administrators. */
export const CONTENT_ROLES = ["editor", "administrator"] as const;

/**
 * The content screens' gate: anonymous visitors go to the sign-in page and come back to `path`; a
 * signed-in account without an editor or administrator role is null (the screen answers 403).
 */
export function contentEditor(context: AppLoadContext, path: string): PublicUser | null {
  const user = context.auth.user;
  if (!user) throw redirect(`/admin/sign-in?return_to=${encodeURIComponent(path)}`);
  return hasRole(user, ...CONTENT_ROLES) ? user : null;
}
