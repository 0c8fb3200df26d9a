/** Who may use the forms admin: core/account/session-rules.ts (the admin pages check it too). */
export { FORMS_ROLES } from "#core/account/session-rules";

/** The audit log's actor for a signed-in user. */
export const actorOf = (user: { id: number; email: string }) => ({
  id: user.id,
  email: user.email,
});
