/** Who may use the forms admin (submissions, their files, the file-upload debug log). */
export const FORMS_ROLES = ["administrator", "forms_admin"];

/** The audit log's actor for a signed-in user. */
export const actorOf = (user: { id: number; email: string }) => ({
  id: user.id,
  email: user.email,
});
