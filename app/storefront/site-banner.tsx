import { useState } from "react";
import { SITE_BANNER_COOKIE, SITE_BANNER_MAX_AGE } from "../../core/site-banner";
import { serializeCookie } from "../../core/cookies";
import { useLayout } from "./use-layout";
import { HtmlBlock } from "./html-block";
import "./site-banner.css";

/**
 * The site banner for the selected store and user group, already in the first HTML (spec section 4:
 * hidden, shown, dismissed). With the stackable banner setting on it has a Dismiss button; the
 * dismissal is a cookie keyed to this banner's content, so the server leaves it out of later pages
 * while a different banner (another store, a new campaign) shows again.
 */
export function SiteBanner() {
  const { siteBanner } = useLayout();
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  if (!siteBanner || siteBanner.key === dismissedKey) return null;

  const dismiss = () => {
    document.cookie = serializeCookie(SITE_BANNER_COOKIE, siteBanner.key, { maxAge: SITE_BANNER_MAX_AGE, secure: location.protocol === "https:" });
    setDismissedKey(siteBanner.key);
  };

  return (
    <aside className={siteBanner.dismissible ? "site-banner site-banner--dismissible" : "site-banner"} aria-label="Announcement">
      <HtmlBlock html={siteBanner.html} className="site-banner__content" />
      {siteBanner.dismissible ? (
        <button type="button" className="site-banner__dismiss" onClick={dismiss}>
          Dismiss
        </button>
      ) : null}
    </aside>
  );
}
