import { Link } from "../routing/routing";
import { useLayout } from "./use-layout";
import { usePrerendered, type PrerenderedPart } from "./hydration/prerendered";

/** The footer kept as HTML (decision 0035): it is rendered from the site's name only. */
const FOOTER_PART: PrerenderedPart = { name: "site-footer", openTag: '<footer class="site-footer"', maxBytes: 64 * 1024 };

export function SiteFooter() {
  const { site } = useLayout();
  const kept = usePrerendered(FOOTER_PART, [site.name]);
  if (kept !== undefined) return <footer className="site-footer" dangerouslySetInnerHTML={{ __html: kept }} />;
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
