/** What a refused staff screen is given to say. */
export interface RefusalData {
  refused: true;
  /** Who may open the screen, in words. */
  who: string;
}

/** Whether the answer a screen threw is the access check's refusal. */
export const isRefusal = (value: unknown): value is RefusalData => (value as RefusalData | null)?.refused === true;

/**
 * The admin's one refusal page: who may open the screen, and (signed out) the way to sign in. The
 * access check (`requireStaff`) answers 403 with `who`; the admin layout renders this in its shell.
 */
export function Refusal({ who, signInHref }: { who: string; signInHref: string | null }) {
  return (
    <>
      <h1>Not allowed</h1>
      <p>Only {who} may open this screen.</p>
      {signInHref ? (
        <p>
          <a href={signInHref}>Sign in with a staff account</a>
        </p>
      ) : (
        <p>Your account does not have that role. Sign out and sign in with another account to continue.</p>
      )}
    </>
  );
}
