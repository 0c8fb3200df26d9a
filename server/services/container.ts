import type { Logger } from "pino";
import type { Database } from "../db/client";
import { createAuthService } from "./auth";
import { createContentService } from "./content";
import { createContentVersion } from "./content-version";
import { createDocumentService } from "./documents";
import { createDocumentImportService } from "./document-import";
import { createNavigationService } from "./navigation";
import { createNonceService } from "./nonce";
import { createSettingsService } from "./settings";
import { createStoreService } from "./stores";
import { createAudienceService } from "./audience";
import { createContactService } from "./contact";
import { createRateLimiter } from "./rate-limit";
import { createPostService } from "./posts";
import { createPopupService } from "./popups";
import { createCatalogService } from "./catalog";
import { createShopperListService } from "./shopper-lists";
import { createWeeklyAdService } from "./weekly-ad";
import { createAuditService } from "./audit";
import { createDocumentRevisionService } from "./document-revisions";
import { createUploadFiles } from "./upload-files";
import { createUploadDebugLog } from "./upload-debug-log";
import { createSubmissionService } from "./contact-submissions";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Every service, built once per process over one database. `uploadsDir` is where the contact form's
 * files are kept (`DATA_DIR/uploads` in production; a fresh temporary folder when not given).
 */
export async function createServices(database: Database, opts: { sessionSecret: string; logger: Logger; uploadsDir?: string }) {
  const version = await createContentVersion(database);
  const { db } = database;
  const stores = createStoreService(db, version);
  const settings = createSettingsService(db, version);
  const documents = createDocumentService(db, version);
  const limiter = createRateLimiter(db);
  const uploadFiles = createUploadFiles(opts.uploadsDir ?? mkdtempSync(join(tmpdir(), "aisle-uploads-")));
  const uploadLog = createUploadDebugLog(db, opts.logger);
  return {
    database,
    logger: opts.logger,
    version,
    stores,
    settings,
    navigation: createNavigationService(db, version),
    content: createContentService(db, version),
    posts: createPostService(db, version),
    catalog: createCatalogService(db, version),
    shopperLists: createShopperListService(db),
    weeklyAd: createWeeklyAdService(db),
    documents,
    popups: createPopupService(db, version),
    documentImport: createDocumentImportService(db, documents),
    auth: createAuthService(db, { limiter }),
    nonces: createNonceService(opts.sessionSecret),
    audience: createAudienceService(stores, settings),
    contact: createContactService(db, stores, limiter, { files: uploadFiles, log: uploadLog }),
    uploadFiles,
    uploadLog,
    submissions: createSubmissionService(db, uploadFiles, uploadLog),
    audit: createAuditService(db),
    documentRevisions: createDocumentRevisionService(db, documents),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
