import { useState, type FormEvent } from "react";
import { SITE_BANNER_COOKIE, SITE_BANNER_MAX_AGE } from "#core/frame/site-banner";
import { serializeCookie } from "#core/web/cookies";
import { useLayout } from "../frame/use-layout";
import { HtmlBlock } from "../content/html-block";
import { ReturnHereField } from "../hydration/return-here-field";

/**
 * The site banner for the selected store and user group, already in the first HTML
 * (docs/requirements.md#states-and-transitions: hidden, shown, dismissed). With the stackable banner
 * setting on it has a Dismiss button; the dismissal is a cookie keyed to this banner's content, so the
 * server leaves it out of later pages while a different banner (another store, a new campaign) shows
 * again. Dismiss pressed before the scripts run posts to /site-banner/dismiss, which sets the same
 * cookie and comes back to the page.
 */
export function SiteBanner() {
  const { siteBanner, apiNonce } = useLayout();
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  if (!siteBanner || siteBanner.key === dismissedKey) return null;

  const dismiss = (event: FormEvent) => {
    event.preventDefault();
    document.cookie = serializeCookie(SITE_BANNER_COOKIE, siteBanner.key, {
      maxAge: SITE_BANNER_MAX_AGE,
      secure: location.protocol === "https:",
    });
    setDismissedKey(siteBanner.key);
  };

  return (
    <aside className={siteBanner.dismissible ? "site-banner site-banner--dismissible" : "site-banner"} aria-label="Announcement">
      <HtmlBlock html={siteBanner.html} className="site-banner__content" />
      {siteBanner.dismissible ? (
        <form method="post" action="/site-banner/dismiss" className="site-banner__dismiss-form" onSubmit={dismiss}>
          <input type="hidden" name="key" value={siteBanner.key} />
          <input type="hidden" name="nonce" value={apiNonce} />
          <ReturnHereField />
          <button type="submit" className="site-banner__dismiss">
            Dismiss
          </button>
        </form>
      ) : null}
    </aside>
  );
}
