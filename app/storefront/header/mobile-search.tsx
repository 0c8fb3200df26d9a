import { useEffect, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { SEARCH_TERM_MAX_LENGTH, searchTerm } from "../../../core/search-term";

export const SEARCH_FORM_ID = "site-search";

/**
 * Site search (GET / with `s`). At 992 px and wider the form is always shown; below, [button]
 * `Search` (aria-expanded) opens and closes it, focus moves to the search box when it opens, and
 * Escape closes it again, back on the button.
 */
export function useMobileSearch() {
  const location = useLocation();
  const [state, setState] = useState({ open: false, at: location.key });
  const open = state.open && state.at === location.key;
  const setOpen = (next: boolean) => setState({ open: next, at: location.key });
  return { open, setOpen };
}

export function SearchToggle({ open, onToggle }: { open: boolean; onToggle(): void }) {
  return (
    <button type="button" id="site-search-toggle" className="site-header__search-toggle" aria-expanded={open} aria-controls={SEARCH_FORM_ID} onClick={onToggle}>
      <span className="site-header__search-icon" aria-hidden="true" />
      <span>Search</span>
    </button>
  );
}

export function SearchForm({ open, onClose }: { open: boolean; onClose(): void }) {
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(open);
  const term = searchTerm(new URLSearchParams(location.search).get("s") ?? "");

  useEffect(() => {
    if (open && !wasOpen.current) input.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <Form
      id={SEARCH_FORM_ID}
      method="get"
      action="/"
      role="search"
      aria-label="Site search"
      className="site-search"
      data-open={open ? "true" : "false"}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        event.preventDefault();
        onClose();
        document.getElementById("site-search-toggle")?.focus();
      }}
    >
      <label htmlFor="site-search-input" className="visually-hidden">
        Search the site
      </label>
      <input key={term} ref={input} id="site-search-input" className="site-search__input" type="search" name="s" maxLength={SEARCH_TERM_MAX_LENGTH} defaultValue={term} placeholder="Search recipes, pages…" autoComplete="off" />
      <button type="submit" className="site-search__submit" aria-label="Submit search">
        <span className="site-header__search-icon" aria-hidden="true" />
      </button>
    </Form>
  );
}
