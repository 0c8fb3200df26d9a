import { Link } from "#app/routing/routing";
import { pageWindow } from "#core/web/pagination";
import "./pagination.css";

/**
 * [navigation] `Pagination`: Previous, numbered page links ([link] `Page N`, the current one
 * aria-current) and Next, as plain links (the page is in the address: it works without scripts).
 */
export function Pagination({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  const items = pageWindow(page, totalPages);
  if (!items.length) return null;
  return (
    <nav aria-label="Pagination" className="page-links">
      <ol>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
        {items.map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} className="page-links__gap" aria-hidden="true">
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
            <Link to={href(page + 1)} rel="next">
              Next<span className="visually-hidden"> page</span>
              <span aria-hidden="true"> ›</span>
            </Link>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
