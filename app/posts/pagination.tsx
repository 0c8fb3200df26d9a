import { Link } from "../routing/routing";
import { pageWindow } from "../../core/web/pagination";

/**
 * Page links of a list (plain links: the page is in the address, and works without JavaScript). The
 * current page is marked aria-current; Previous and Next are left out where there is no such page.
 */
export function Pagination({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  const items = pageWindow(page, totalPages);
  if (!items.length) return null;
  return (
    <nav aria-label="Pagination" className="pagination">
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className="pagination__step">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
        {items.map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link to={href(item)} aria-current={item === page ? "page" : undefined} aria-label={`Page ${item}`}>
                {item}
              </Link>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link to={href(page + 1)} rel="next" className="pagination__step">
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
