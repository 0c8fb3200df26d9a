import { Link } from "../../routing/routing";
import { useLayout } from "./use-layout";
import { usePrerendered, type PrerenderedPart } from "../hydration/prerendered";
import { SOCIAL_LINKS } from "./social-links";
import { BrandMark } from "./brand-mark";
import { safeWebUrl } from "#core/text/safe-url";

/** The footer kept as HTML (decision 0035): it is rendered from the site's name, app links and drink planner switch only. */
const FOOTER_PART: PrerenderedPart = { name: "site-footer", openTag: '<footer class="site-footer"', maxBytes: 64 * 1024 };

export function SiteFooter() {
  const { site } = useLayout();
  const kept = usePrerendered(FOOTER_PART, [site.name, site.iosLink, site.androidLink, site.drinkCalculator]);
  if (kept !== undefined) return <footer className="site-footer" dangerouslySetInnerHTML={{ __html: kept }} />;
  // A stored app link is shown only when it is a web address: a data: or javascript: one is no link at all.
  const ios = safeWebUrl(site.iosLink);
  const android = safeWebUrl(site.androidLink);
  const apps = [
    ios ? { name: "Download on the App Store", url: ios, mark: "apple" as const } : null,
    android ? { name: "Get it on Google Play", url: android, mark: "google-play" as const } : null,
  ].filter((a) => a !== null);
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__columns">
        <section className="site-footer__column">
          <h2>Shopping</h2>
          <ul>
            <li>
              <Link to="/shop">All departments</Link>
            </li>
            <li>
              <Link to="/weekly-ad">Weekly ad</Link>
            </li>
            <li>
              <Link to="/recipes">Recipes</Link>
            </li>
            <li>
              <Link to="/articles">Articles</Link>
            </li>
          </ul>
        </section>
        <section className="site-footer__column">
          <h2>Store services</h2>
          <ul>
            <li>
              <Link to="/shop">Curbside pickup and delivery</Link>
            </li>
            <li>
              <Link to="/catering">Catering</Link>
            </li>
            <li>
              <Link to="/wine">Wine and spirits</Link>
            </li>
            {site.drinkCalculator ? (
              <li>
                <Link to="/drink-calculator">Party drink planner</Link>
              </li>
            ) : null}
          </ul>
        </section>
        <section className="site-footer__column">
          <h2>Stores and hours</h2>
          <ul>
            <li>
              <Link to="/stores">All stores</Link>
            </li>
            <li>
              <Link to="/store/store-locator">Store locator</Link>
            </li>
          </ul>
          <p className="site-footer__note">Hours vary by store: each store’s page lists its own, with holiday hours.</p>
        </section>
        <section className="site-footer__column">
          <h2>Help and contact</h2>
          <ul>
            <li>
              <Link to="/contact">Contact us</Link>
            </li>
            <li>
              <Link to="/my-account">My account</Link>
            </li>
            <li>
              <Link to="/about-us">About us</Link>
            </li>
          </ul>
        </section>
      </nav>
      <div className="site-footer__bottom">
        {apps.length ? (
          <ul className="site-footer__apps" aria-label="Our app">
            {apps.map((a) => (
              <li key={a.url}>
                <a className="site-footer__app" href={a.url} rel="noopener">
                  <BrandMark name={a.mark} />
                  {a.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <ul className="site-footer__social" aria-label="Follow us">
          {SOCIAL_LINKS.map((s) => (
            <li key={s.name}>
              <a className="site-footer__social-link" href={s.url} rel="noopener" aria-label={s.name}>
                <BrandMark name={s.mark} />
              </a>
            </li>
          ))}
        </ul>
        <p className="site-footer__legal">© {site.name}</p>
      </div>
    </footer>
  );
}
