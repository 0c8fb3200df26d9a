import { Link } from "react-router";
import { useLayout } from "./use-layout";

export function SiteFooter() {
  const { site } = useLayout();
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul>
          <li>
            <Link to="/stores">All stores</Link>
          </li>
          <li>
            <Link to="/store/store-locator">Store locator</Link>
          </li>
          <li>
            <Link to="/recipes">Recipes</Link>
          </li>
          <li>
            <Link to="/articles">Articles</Link>
          </li>
          <li>
            <Link to="/catering">Catering</Link>
          </li>
          <li>
            <Link to="/wine">Wine</Link>
          </li>
        </ul>
      </nav>
      <p>© {site.name}</p>
    </footer>
  );
}
