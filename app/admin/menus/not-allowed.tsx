/** The menus screens' 403 page. */
export function MenusNotAllowed() {
  return (
    <div className="admin">
      <h1>Not allowed</h1>
      <p>Only editors and administrators may edit menus.</p>
    </div>
  );
}
