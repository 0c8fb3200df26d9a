import type { readKitContents } from "#core/kits/kit-contents";
import type { KitImportTarget } from "#core/kits/kit-restore";
import type { DocumentBody } from "#core/schemas/documents";
import type { KitImportRun, KitItemKind } from "#core/schemas/kits";
import { ElementorImportError } from "#core/elementor-import";
import type { Db } from "../../db/client";
import type { Actor } from "../audit";
import type { AdminPostService } from "../admin-posts";
import type { AdminTermService } from "../admin-terms";
import type { DocumentImportService } from "../document-import";
import type { DocumentService } from "../documents";
import type { SettingsService } from "../settings";
import type { ContentVersion } from "../content-version";
import type { MediaService } from "../media";
import type { ImageFetchOptions } from "../media-import";

export type Kit = ReturnType<typeof readKitContents>;
export type Validate = (body: unknown) => DocumentBody;
export type Result = KitImportRun["results"][number];

export interface KitRunDeps {
  db: Db;
  documents: DocumentService;
  documentImport: DocumentImportService;
  settings: SettingsService;
  terms: AdminTermService;
  /** Articles: the kit's WordPress posts become articles. */
  posts: AdminPostService;
  /** Where the kit's logo is brought in from its host (docs/media.md); without it the logo stays there and is not used. */
  images?: { service: MediaService; fetch: ImageFetchOptions };
  /** Moved when menus are imported or put back, so pages that show them change. */
  version?: ContentVersion;
}

/** What the steps of one run share (server/services/kits/kit-import-run.ts): the kit, the parts taken, and what the run made so far. */
export interface RunContext extends KitRunDeps {
  actor: Actor;
  validate: Validate;
  kit: Kit;
  parts: ReadonlySet<string>;
  results: Result[];
  /** New addresses of the kit's pages and posts by old id, for the menus. */
  pages: Map<string, string>;
  /** Documents the run made (their references are remapped last), and new document ids by old id. */
  made: number[];
  ids: Map<string, number>;
  /** Lists a row the run made under its import, for Undo. */
  tag: (targetType: KitImportTarget, targetId: number) => Promise<unknown>;
}

const reason = (err: unknown) =>
  err instanceof ElementorImportError ? `${err.param} ${err.reason}` : err instanceof Error ? err.message : "could not be imported";

/** An item that failed, with why, as the run reports it. */
export const failed = (kind: KitItemKind, id: string, title: string, what: string, err: unknown): Result => ({
  kind,
  id,
  title,
  ok: false,
  error: `${what} was not imported: ${reason(err)}`.slice(0, 1000),
});

/** The kit's WXR files (`wp-content/<type>/<type>.xml`). */
export const wxrFiles = (kit: Kit) =>
  [...kit.files].filter(([path]) => /^wp-content\/[^/]+\/[^/]+\.xml$/i.test(path)).map(([, text]) => text);
