import { BuilderDocument } from "#app/builder/document-view";
import type { BuilderView } from "#app/builder/builder-view";

/** A header template in the header's place (docs/design/website-templates.md). */
export function ThemeHeaderPart({ view }: { view: BuilderView }) {
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
