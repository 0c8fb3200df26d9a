/** The content screens' 403 page. */
export function NotAllowed() {
  return (
    <div className="admin">
      <h1>Not allowed</h1>
      <p>Only editors and administrators may manage targeted content and use Preview as.</p>
    </div>
  );
}
