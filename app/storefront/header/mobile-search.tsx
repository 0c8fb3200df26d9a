import { useEffect, useRef, useState } from "react";
import { Form, useLocation } from "../../routing/routing";
import { SEARCH_TERM_MAX_LENGTH, searchTerm } from "#core/text/search-term";
import { popoverInvoker, usePopoverStart } from "../hydration/popover-start";

export const SEARCH_FORM_ID = "site-search";

/**
 * Site search (GET / with `s`). At 992 px and wider the form is always shown; below, [button]
 * `Search` (aria-expanded) opens and closes it, focus moves to the search box when it opens, and
 * Escape closes it again, back on the button. Before the scripts run the button opens the form as
 * the browser's popover, over the top of the page; when they start, it stays open in the header.
 */
export interface MobileSearch {
  open: boolean;
  setOpen(next: boolean): void;
}

export function useMobileSearch(): MobileSearch {
  const location = useLocation();
  const [state, setState] = useState({ open: false, at: location.key });
  const open = state.open && state.at === location.key;
  const setOpen = (next: boolean) => setState({ open: next, at: location.key });
  return { open, setOpen };
}

export function SearchToggle({ open, enhanced, onToggle }: { open: boolean; enhanced: boolean; onToggle(): void }) {
  return (
    <button
      type="button"
      id="site-search-toggle"
      className="site-header__search-toggle"
      aria-expanded={enhanced ? open : undefined}
      aria-controls={SEARCH_FORM_ID}
      onClick={onToggle}
      {...popoverInvoker(enhanced, SEARCH_FORM_ID)}
    >
      <span className="site-header__search-icon" aria-hidden="true" />
      <span>Search</span>
    </button>
  );
}

/** `takeOver` opens the form the header's way when it was opened before the scripts ran (false when not needed). */
export function SearchForm({
  open,
  enhanced,
  onClose,
  takeOver,
}: {
  open: boolean;
  enhanced: boolean;
  onClose(): void;
  takeOver(): boolean;
}) {
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(open);
  const term = searchTerm(new URLSearchParams(location.search).get("s") ?? "");
  usePopoverStart(form, enhanced, open, takeOver);

  useEffect(() => {
    if (open && !wasOpen.current && !form.current?.contains(document.activeElement)) input.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <Form
      ref={form}
      id={SEARCH_FORM_ID}
      popover="auto"
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
      <input
        key={term}
        ref={input}
        id="site-search-input"
        className="site-search__input"
        type="search"
        name="s"
        maxLength={SEARCH_TERM_MAX_LENGTH}
        defaultValue={term}
        placeholder="Search recipes, pages…"
        autoComplete="off"
      />
      <button type="submit" className="site-search__submit" aria-label="Submit search">
        <span className="site-header__search-icon" aria-hidden="true" />
      </button>
    </Form>
  );
}
