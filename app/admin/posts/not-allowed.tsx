import "../../styles/forms.css";
import "../admin.css";

/** The posts and taxonomies screens' 403 page. */
export function PostsNotAllowed() {
  return (
    <div className="admin">
      <h1>Not allowed</h1>
      <p>Only editors and administrators may manage recipes, articles and their terms.</p>
    </div>
  );
}
