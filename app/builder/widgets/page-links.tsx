import { pageWindow } from "#core/web/pagination";

/** Elementor's pagination types for post lists (the loop grid adds Load more). */
export type PageLinksType = "numbers" | "prev_next" | "numbers_and_prev_next";

/**
 * Elementor's numbered and previous/next pagination (`elementor-pagination`, `page-numbers`), shared
 * by the loop grid and the posts widgets: links to each page's own address, so every page works
 * without script; the current page is `aria-current`.
 */
export function PageLinks({
  type,
  page,
  last,
  href,
  prevLabel,
  nextLabel,
}: {
  type: PageLinksType;
  page: number;
  last: number;
  href: (page: number) => string;
  prevLabel: string;
  nextLabel: string;
}) {
  if (last <= 1) return null;
  const numbers = type === "numbers" || type === "numbers_and_prev_next";
  const steps = type === "prev_next" || type === "numbers_and_prev_next";
  return (
    <nav className="elementor-pagination" aria-label="Pagination">
      <ul>
        {steps && page > 1 ? (
          <li>
            <a className="page-numbers prev" href={href(page - 1)} rel="prev">
              {prevLabel}
              <span className="visually-hidden"> page</span>
            </a>
          </li>
        ) : null}
        {numbers
          ? pageWindow(Math.min(page, last), last).map((item, i) =>
              item === "gap" ? (
                <li key={`gap-${i}`} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <a
                    className="page-numbers"
                    href={href(item)}
                    aria-current={item === page ? "page" : undefined}
                    aria-label={`Page ${item}`}
                  >
                    {item}
                  </a>
                </li>
              ),
            )
          : null}
        {steps && page < last ? (
          <li>
            <a className="page-numbers next" href={href(page + 1)} rel="next">
              {nextLabel}
              <span className="visually-hidden"> page</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
