import type { BuilderView } from "#app/builder/builder-view";
import { deferredPart } from "../hydration/deferred-part";

/*
 * Header and footer templates, with the page-builder's document view behind them, load their code
 * only on the pages a template applies to: every other page keeps the site's own header and footer
 * and none of that code.
 */
export const ThemeHeader = deferredPart<{ view: BuilderView }>(".site-template--header", () =>
  import("./theme-chrome-parts").then((m) => m.ThemeHeaderPart),
);
export const ThemeFooter = deferredPart<{ view: BuilderView }>(".site-template--footer", () =>
  import("./theme-chrome-parts").then((m) => m.ThemeFooterPart),
);
