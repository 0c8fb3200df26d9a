import { KIT_MAX_BYTES } from "../../core/schemas/kits";
import type { Logger } from "pino";
import { createRefusalLog } from "./refusal-log";
import type { Database } from "../db/client";
import { createAuthService } from "./auth";
import { createAccountService } from "./account";
import { createContentService } from "./content";
import { createContentVersion } from "./content-version";
import { createDocumentService } from "./documents";
import { createDocumentImportService } from "./document-import";
import { createNavigationService } from "./navigation";
import { createMenuService } from "./menus";
import { createNonceService } from "./nonce";
import { createSettingsService } from "./settings";
import { createStoreService } from "./stores";
import { createAudienceService } from "./audience";
import { createContactService } from "./contact";
import { createRateLimiter } from "./rate-limit";
import { createPostService } from "./posts";
import { createAdminPostService } from "./admin-posts";
import { createAdminTermService } from "./admin-terms";
import { createPopupService } from "./popups";
import { createThemeTemplateService } from "./theme-templates";
import { createCatalogService } from "./catalog";
import { createShopperListService, type KeptForShopper } from "./shopper-lists";
import { createWeeklyAdService } from "./weekly-ad";
import { createRecipeProductService } from "./recipe-products";
import { createAuditService } from "./audit";
import { createAdminOrderService } from "./admin-orders";
import { createDocumentRevisionService } from "./document-revisions";
import { createBinService } from "./bin";
import { createContentItemService } from "./content-items";
import { createAdminStoreService } from "./admin-stores";
import { createAdminGroupService } from "./admin-groups";
import { createAdminUserService } from "./admin-users";
import { createCartService } from "./cart";
import { createCartCountCache } from "./cart-count-cache";
import { createNotifiedMemo } from "./notified-memo";
import { createSlotService } from "./slots";
import { createOrderService } from "./orders";
import { createOwnPageChanges, isOwnerChange, tellAfter } from "./own-page-changes";
import { createSessionCache } from "./session-cache";
import { createUploadFiles } from "./upload-files";
import { createUploadDebugLog } from "./upload-debug-log";
import { createSubmissionService } from "./contact-submissions";
import { createMediaService, DEFAULT_MEDIA_OPTIONS, type MediaOptions } from "./media";
import { createEventService } from "./events";
import { createKitImportService } from "./kits/kit-imports";
import { createKitExportService } from "./kits/kit-export";
import { createKitLibraryService } from "./kits/kit-library";
import { EVENTS_DEFAULT_KEEP_DAYS } from "#core/schemas/events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Every service, built once per process over one database. `uploadsDir` is where the contact form's
 * files are kept (`DATA_DIR/uploads` in production; a fresh temporary folder when not given);
 * `eventsKeepDays` how long the events manager keeps events (AISLE_EVENTS_KEEP_DAYS).
 */
export async function createServices(
  database: Database,
  opts: {
    sessionSecret: string;
    logger: Logger;
    uploadsDir?: string;
    /** The media library's limits, and whether an import may fetch images from loopback (tests only; docs/media.md). */
    media?: MediaOptions & { allowLoopbackFetch?: boolean };
    eventsKeepDays?: number;
    /** The largest kit zip an upload takes (AISLE_KIT_MAX_BYTES). */
    kitMaxBytes?: number;
  },
) {
  const version = await createContentVersion(database);
  const sessions = await createSessionCache(database);
  const { db } = database;
  const stores = createStoreService(db, version, sessions);
  const settings = createSettingsService(db, version);
  const adminTerms = createAdminTermService(db, version);
  const adminPosts = createAdminPostService(db, version);
  const documents = createDocumentService(db, version);
  const limiter = createRateLimiter(db);
  const catalog = createCatalogService(db, version);
  const cartCounts = await createCartCountCache(database);
  const favoritesKept = await createNotifiedMemo<KeptForShopper>(database, "aisle_favorites", "favorites");
  const ownPages = await createOwnPageChanges(database);
  // A cart change forgets the owner's kept count and their kept own pages, a shopper's or a cart visitor's (decisions 0078, 0099).
  const cartChanges: typeof cartCounts = {
    ...cartCounts,
    forget: async (key) => {
      await Promise.all([cartCounts.forget(key), isOwnerChange(key) ? ownPages.changed(key) : undefined]);
    },
  };
  const cart = createCartService(db, (store) => stores.shopKind(store), undefined, cartChanges);
  const slotsChanged = () => ownPages.changed("slots");
  const uploadFiles = createUploadFiles(opts.uploadsDir ?? mkdtempSync(join(tmpdir(), "aisle-uploads-")));
  const uploadLog = createUploadDebugLog(db, opts.logger);
  const media = createMediaService(db, opts.media ?? DEFAULT_MEDIA_OPTIONS);
  const documentImport = createDocumentImportService(db, documents, {
    service: media,
    fetch: { allowLoopback: opts.media?.allowLoopbackFetch ?? false },
  });
  const events = createEventService(db, { keepDays: opts.eventsKeepDays ?? EVENTS_DEFAULT_KEEP_DAYS });
  return {
    database,
    logger: opts.logger,
    refusals: createRefusalLog(opts.logger),
    version,
    sessions,
    // Closing the cart counts' listener closes the own pages' one too: both hear of the same writes.
    cartCounts: {
      ...cartCounts,
      close: async () => {
        await ownPages.close();
        await cartCounts.close();
      },
    },
    stores,
    settings,
    navigation: createNavigationService(db, version),
    content: createContentService(db, version),
    posts: createPostService(db, version),
    catalog,
    recipeProducts: createRecipeProductService(catalog, version),
    favoritesKept,
    shopperLists: createShopperListService(db, favoritesKept),
    weeklyAd: createWeeklyAdService(db, catalog),
    documents,
    popups: createPopupService(db, version),
    themeTemplates: createThemeTemplateService(db, version),
    documentImport,
    media,
    auth: createAuthService(db, { limiter, sessions }),
    account: createAccountService(db, sessions),
    nonces: createNonceService(opts.sessionSecret),
    audience: createAudienceService(stores, settings),
    contact: createContactService(db, stores, limiter, { files: uploadFiles, log: uploadLog }),
    uploadFiles,
    uploadLog,
    submissions: createSubmissionService(db, uploadFiles, uploadLog),
    audit: createAuditService(db),
    events,
    kitImports: Object.assign(
      createKitImportService(db, events, {
        db,
        documents,
        documentImport,
        settings,
        terms: adminTerms,
        posts: adminPosts,
        images: { service: media, fetch: { allowLoopback: opts.media?.allowLoopbackFetch ?? false } },
        version,
      }),
      {
        maxBytes: opts.kitMaxBytes ?? KIT_MAX_BYTES,
      },
    ),
    kitExport: createKitExportService(db, settings, events),
    kitLibrary: createKitLibraryService(db, events),
    documentRevisions: createDocumentRevisionService(db, documents),
    contentItems: createContentItemService(db, version),
    menus: createMenuService(db, version),
    adminPosts,
    adminTerms,
    bin: createBinService(db, version),
    adminStores: createAdminStoreService(db, version),
    adminStoreGroups: createAdminGroupService(db, version, "store_group"),
    adminUserGroups: createAdminGroupService(db, version, "user_group"),
    adminUsers: createAdminUserService(db, sessions),
    cart,
    ownPages,
    // Bookings and holds change what every shopper's checkout offers (decision 0078).
    slots: tellAfter(createSlotService(db), ["hold", "release"], slotsChanged),
    orders: tellAfter(createOrderService(db, cart), ["place", "cancel", "setStatus"], slotsChanged),
    adminOrders: tellAfter(createAdminOrderService(db), ["move"], slotsChanged),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
