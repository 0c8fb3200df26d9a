import { SEARCH_TERM_MAX_LENGTH } from "#core/text/search-term";
import { chromeWidget } from "../site-chrome";

/** The header's site search (GET / with `s`) with its typeahead; below 992 px behind [button] `Search`. */
export const aisleSiteSearch = chromeWidget(
  "aisle-site-search",
  "Site Search",
  "site-search",
  <form method="get" action="/" role="search" aria-label="Site search" className="aisle-chrome__search">
    <input type="search" name="s" aria-label="Search the site" placeholder="Search recipes, pages…" maxLength={SEARCH_TERM_MAX_LENGTH} />
  </form>,
);
