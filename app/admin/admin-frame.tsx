import type { ReactNode } from "react";
import "../styles/forms.css";
import "./admin.css";

/** A screen inside the admin's shell (which has the navigation and Sign out): its heading, then the page. */
export function AdminFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <h1>{title}</h1>
      {children}
    </>
  );
}

/** Previous and next page links of a list, keeping the search. */
export function Pager({ base, page, pages, q, label }: { base: string; page: number; pages: number; q: string; label: string }) {
  return (
    <PageLinks
      label={label}
      page={page}
      pages={pages}
      href={(p) => `${base}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`}
    />
  );
}

/** Previous and next page links of a list whose address the screen builds (its filters kept). */
export function PageLinks({ label, page, pages, href }: { label: string; page: number; pages: number; href: (page: number) => string }) {
  return (
    <nav aria-label={label}>
      <p>
        Page {page} of {pages}
        {page > 1 ? (
          <>
            {" "}
            <a href={href(page - 1)}>Previous page</a>
          </>
        ) : null}
        {page < pages ? (
          <>
            {" "}
            <a href={href(page + 1)}>Next page</a>
          </>
        ) : null}
      </p>
    </nav>
  );
}

/** A list page's address with its filters kept (empty ones left out). */
export function filteredPageHref(base: string, filters: Record<string, string>): (page: number) => string {
  return (p) => {
    const q = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ""));
    q.set("page", String(p));
    return `${base}?${q.toString()}`;
  };
}

/** The draft / published filter of a list's filter form. */
export function StatusSelect({ value }: { value: string }) {
  return (
    <>
      <label htmlFor="filter-status">Status</label>
      <select id="filter-status" name="status" defaultValue={value}>
        <option value="">Any status</option>
        <option value="publish">Published</option>
        <option value="draft">Draft</option>
      </select>
    </>
  );
}

/** A search form (GET) over a list. */
export function SearchForm({ action, q, label, children }: { action: string; q: string; label: string; children?: ReactNode }) {
  return (
    <form method="get" action={action} role="search" aria-label={label}>
      <p>
        <label htmlFor="admin-search">{label}</label> <input id="admin-search" name="q" type="search" defaultValue={q} maxLength={100} />
        {children} <button type="submit">Search</button>
      </p>
    </form>
  );
}
