import { useState, type SyntheticEvent } from "react";
import { SNACKBAR_COOKIE, SNACKBAR_MAX_AGE } from "#core/frame/app-banner";
import { serializeCookie } from "#core/web/cookies";
import { useLayout } from "../frame/use-layout";
import { ReturnHereField } from "../hydration/return-here-field";

/**
 * The app-download banner for mobile browsers (docs/requirements.md#screens-and-routes and
 * #states-and-transitions), the first element of the body. The root loader decides from the User-Agent
 * and the snackbarClosed cookie whether it is in the first HTML; Close or Continue in Browser sets the
 * cookie for a month and hides it. Close pressed before the scripts run posts to /app-banner/close,
 * which sets the same cookie and comes back to the page.
 */
export function AppBanner() {
  const { appBanner, site, apiNonce } = useLayout();
  const [closed, setClosed] = useState(false);
  if (!appBanner || closed) return null;

  const close = (event: SyntheticEvent) => {
    event.preventDefault();
    document.cookie = serializeCookie(SNACKBAR_COOKIE, "true", { maxAge: SNACKBAR_MAX_AGE, secure: location.protocol === "https:" });
    setClosed(true);
  };
  const store = appBanner.platform === "ios" ? "the App Store" : "Google Play";

  return (
    <aside className="app-banner" aria-label="Get our app">
      <p className="app-banner__text">
        <strong>{site.name}</strong> is better in the app.
      </p>
      <div className="app-banner__actions">
        <a className="app-banner__download" href={appBanner.link} target="_blank" rel="noopener" aria-describedby="app-banner-hint">
          Download the App!
        </a>
        <span id="app-banner-hint" hidden>
          Opens {store} in a new tab
        </span>
        <a className="app-banner__browser" href="#main" onClick={close}>
          Continue in Browser
        </a>
      </div>
      <form method="post" action="/app-banner/close" className="app-banner__close-form" onSubmit={close}>
        <input type="hidden" name="nonce" value={apiNonce} />
        <ReturnHereField />
        <button type="submit" className="app-banner__close" aria-label="Close">
          <span aria-hidden="true">×</span>
        </button>
      </form>
    </aside>
  );
}
