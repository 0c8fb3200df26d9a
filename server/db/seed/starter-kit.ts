import type { ElementNode, Settings } from "#core/documents/document-types";
import { DEFAULT_GLOBALS, type GlobalVariables } from "#core/builder/global-variables";
import { kitExportFiles, type ExportDocument } from "#core/kits/kit-export";
import { EXPORT_SECTIONS } from "#core/kits/kit-export";
import { buildDocuments } from "./documents";
import { recipeCardTemplate, recipeFinderPage, takenIds } from "./recipe-finder";
import { DEMO_SITE_SETTINGS } from "./settings";
import type { DocumentRow } from "./elements";

/**
 * The grocery starter kit shipped with Aisle (docs/kits.md): the demo chain's own pages, its recipe
 * finder and the recipe card the finder repeats, with the chain's green as the primary colour, written
 * by the kit exporter. Built from the seed's builders, so every site has it whatever it was seeded with,
 * and the same bytes each time.
 */
export const STARTER_KIT = {
  id: "starter",
  name: "aisle-grocery-starter",
  title: "Grocery starter kit",
  description: "The Harvest Lane Market demo's home pages, About Us, the page-builder showcase and the recipe finder with its recipe card.",
  /** The kit's own date (its bytes do not change from one start to the next). */
  created: "2026-11-29 00:00:00",
} as const;

const asExport = (row: DocumentRow, id: number): ExportDocument => ({
  id,
  type: row.type,
  title: row.title,
  settings: (row.settings ?? {}) as Settings,
  elements: (row.elements ?? []) as ElementNode[],
});

/** The starter kit's files by path (manifest.json first). */
export function starterKitFiles(): Map<string, string> {
  const rows = buildDocuments();
  // Ids as a fresh demo site gives them: the pages in order, then the card, then the finder naming it.
  const cardId = rows.length + 1;
  const taken = takenIds(rows);
  const card = recipeCardTemplate(taken);
  const finder = recipeFinderPage(cardId, taken);
  const primary = DEMO_SITE_SETTINGS.primaryColor;
  const globals: GlobalVariables = {
    colors: DEFAULT_GLOBALS.colors.map((c) => (c.id === "primary" && primary ? { ...c, color: primary } : c)),
    fonts: DEFAULT_GLOBALS.fonts,
  };
  return kitExportFiles({
    ...STARTER_KIT,
    author: DEMO_SITE_SETTINGS.siteName ?? "Aisle",
    site: "",
    sections: EXPORT_SECTIONS,
    siteName: DEMO_SITE_SETTINGS.siteName ?? "Aisle",
    globals,
    pages: [...rows.map((r, i) => asExport(r, i + 1)), asExport(finder, cardId + 1)],
    templates: [asExport(card, cardId)],
  });
}
