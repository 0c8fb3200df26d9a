import { useLayout } from "./use-layout";
import { HtmlBlock } from "./html-block";

/** The site banner for the selected store and user group, already in the first HTML. */
export function SiteBanner() {
  const { siteBanner } = useLayout();
  if (!siteBanner) return null;
  return (
    <aside className="site-banner" aria-label="Announcement">
      <HtmlBlock html={siteBanner} className="site-banner__content" />
    </aside>
  );
}
