/** The page-builder document format: Elementor's JSON element tree (docs/design/documents.md). */
export type ElType = "container" | "section" | "column" | "widget";

export type Settings = Record<string, unknown>;

export interface ElementNode {
  id: string;
  elType: ElType;
  widgetType?: string;
  settings: Settings;
  elements: ElementNode[];
}

export type DocumentSettings = Settings;

/** Pages, the website templates (core/templates/theme-template-types.ts) and two older generic kinds (single, archive). */
export const DOCUMENT_TYPES = [
  "page",
  "header",
  "footer",
  "popup",
  "loop-item",
  "section",
  "single",
  "archive",
  "single-post",
  "single-page",
  "error-404",
  "search-results",
  "page-template",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface PageDocument {
  id: number;
  type: DocumentType;
  title: string;
  slug: string;
  formatVersion: number;
  /** When it was last saved (ISO time); with the id it names the version rendered HTML is cached by. */
  updatedAt?: string;
  settings: DocumentSettings;
  elements: ElementNode[];
}

/** The format version new documents are saved with; older ones are upgraded on read. */
export const CURRENT_FORMAT_VERSION = 1;
