import { BuilderDocument } from "#app/builder/document-view";
import type { BuilderView } from "#app/builder/builder-view";
import { TemplateHeader } from "../header/template-header";

/**
 * A header template in the header's place (docs/design/website-templates.md); one built with the
 * site's chrome widgets in the site header's own frame, its places filled (decision 0084).
 */
export function ThemeHeaderPart({ view }: { view: BuilderView }) {
  if (view.chrome?.length) return <TemplateHeader view={view} />;
  return (
    <header className="site-template site-template--header">
      <BuilderDocument view={view} />
    </header>
  );
}

/** A footer template in the footer's place. */
export function ThemeFooterPart({ view }: { view: BuilderView }) {
  return (
    <footer className="site-template site-template--footer">
      <BuilderDocument view={view} />
    </footer>
  );
}
