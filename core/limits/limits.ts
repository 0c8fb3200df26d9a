/**
 * Limits on every value that reaches the database, in one place (decision 0006). The REST schemas,
 * the page forms, the services that write and the OpenAPI descriptions all take their numbers from
 * here. Each is far above what a real Elementor page or a real visitor sends, and far below what
 * hurts the database: PGlite's jsonb parser overflows its stack somewhere past 1,200 levels.
 */

/** Bytes of one request body (413 beyond it), for the API and for page forms. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Levels of page-builder elements in one document, counting only levels that hold an element. */
export const MAX_ELEMENT_DEPTH = 24;
/** Page-builder elements in one document. */
export const MAX_ELEMENTS = 2000;
/** Bytes of a stored document's settings and elements together, serialized as JSON. */
export const MAX_DOCUMENT_BYTES = 1024 * 1024;

/** Limits on one JSON value, checked by `measureJson`. */
export interface JsonLimits {
  /** Nesting levels of objects and arrays (`{}` is 1 level, `{"a":[]}` is 2; a string or number is 0). */
  maxDepth: number;
  /** Keys of one object. */
  maxKeys: number;
  /** Items of one array. */
  maxItems: number;
  /** UTF-8 bytes of one string value. */
  maxStringBytes: number;
  /** UTF-8 bytes of one object key. */
  maxKeyBytes: number;
  /** UTF-8 bytes of the whole value as JSON.stringify writes it. */
  maxBytes: number;
  /** Refuse strings and keys the database cannot store (isStorableText: NUL, unpaired surrogates). */
  storableText: boolean;
}

/**
 * Any JSON a client sends, and the settings object of a document or of any element in it: a real
 * Elementor export nests settings four or five levels deep, holds a few hundred keys per widget, lists
 * of a few hundred images, and HTML blocks of a few hundred KB.
 */
export const JSON_LIMITS: Readonly<JsonLimits> = {
  maxDepth: 32,
  maxKeys: 1000,
  maxItems: 10_000,
  maxStringBytes: 512 * 1024,
  maxKeyBytes: 256,
  maxBytes: MAX_BODY_BYTES,
  storableText: true,
};

/**
 * A whole document body: the element tree nests two JSON levels per element level (the `elements`
 * list and the element), the deepest element's settings may use their own 32 levels, and the body
 * object is one more.
 */
export const DOCUMENT_BODY_LIMITS: Readonly<JsonLimits> = { ...JSON_LIMITS, maxDepth: 1 + 2 * MAX_ELEMENT_DEPTH + JSON_LIMITS.maxDepth };

/**
 * Query strings: any number of parameters (unknown ones are ignored, and node bounds the whole URL
 * at 16 KiB before the app sees it); each known one has its own length in its schema.
 */
export const QUERY_LIMITS: Readonly<JsonLimits> = { ...JSON_LIMITS, maxKeys: Number.POSITIVE_INFINITY };

/** Characters of each text field that is stored (and of the parameters that look rows up). */
export const FIELD_LIMITS = {
  /** A document's title. */
  title: 200,
  /** A document's slug (and any content slot's slug). */
  slug: 100,
  /** RFC 5321: 64 for the local part, 254 for the whole address as it can be used. */
  email: 254,
  /** Long passphrases are welcome; scrypt hashes whatever it is given, so not unbounded. */
  password: 1024,
  /** A person's name (account, contact form). */
  personName: 100,
  /** The contact form's message. */
  message: 5000,
  /** A settings key of a document or element (Elementor's longest are about 60). */
  settingsKey: 200,
  /** A widget type name. */
  widgetType: 64,
  /** The site's name in the header and titles. */
  siteName: 100,
  /** A CSS colour value (room for color-mix() and var() expressions). */
  color: 100,
  /** A link the site stores (app store links, menu links). */
  url: 2048,
  /** A client address as a rate limit keys it (an IPv6 address with a zone is under 64). */
  clientAddress: 100,
  /** A post's excerpt (plain text under its title in lists and in search results). */
  excerpt: 500,
  /** An image's text alternative. */
  imageAlt: 300,
  /** An ingredient's quantity as written ("1 1/2", "2-3"). */
  ingredientQuantity: 20,
  /** An ingredient's unit ("tbsp", "cups", "cans (15 oz)"). */
  ingredientUnit: 40,
  /** An ingredient's name ("boneless, skinless chicken thighs"). */
  ingredientName: 200,
  /** The free text after an ingredient ("finely chopped", "or to taste"). */
  ingredientNote: 200,
  /** One step of a recipe's method. */
  recipeStep: 2000,
  /** What a recipe makes, in words ("two 9-inch loaves"). */
  recipeYield: 100,
  /** A targeted content item's HTML (banner, slider, call to action, personalized content). */
  contentHtml: 100_000,
} as const;

/** A recipe's lists and numbers: far above a real recipe (a holiday roast has 25 ingredients, 15 steps). */
export const RECIPE_LIMITS = {
  ingredients: 100,
  steps: 60,
  /** Prep or cook time, in minutes: a week (brines and cures take days). */
  minutes: 7 * 24 * 60,
  servings: 1000,
} as const;

/**
 * Files sent with a contact-form message: a few photos or a PDF receipt. Their total stays under the
 * body limit, so an oversized file is refused by this limit (413 naming it), not by the body's.
 */
export const UPLOAD_LIMITS = {
  /** Files per message. */
  files: 3,
  /** Bytes of one file. */
  fileBytes: 300 * 1024,
  /** Characters of a file's name as the sender's device named it (kept for display only). */
  fileName: 200,
  /** Entries the file-upload debug log keeps; older ones are dropped as new ones come. */
  debugLogEntries: 1000,
} as const;

/**
 * The media library (docs/media.md): defaults of the limits an operator may change
 * (AISLE_MEDIA_MAX_FILE_BYTES, AISLE_MEDIA_MAX_FILES, AISLE_MEDIA_MAX_ITEMS), and the fixed ones.
 */
export const MEDIA_LIMITS = {
  /** Bytes of one image. */
  fileBytes: 10 * 1024 * 1024,
  /** Images in one upload. */
  filesPerUpload: 10,
  /** Images the library holds. */
  items: 5000,
  /** Pixels of one image (width x height): a small file that decodes to a huge one is refused. */
  pixels: 40_000_000,
  /** Characters of alt text and of a title. */
  alt: 500,
  title: 200,
  /** Characters of a search. */
  search: 100,
  /** Items one page of the library lists, at most and by default. */
  maxPerPage: 100,
  defaultPerPage: 24,
  /** Images one import brings in, at most (the rest keep their address and are named in the warnings). */
  importImages: 100,
  /** Milliseconds one image fetch of an import may take, redirects included. */
  fetchTimeoutMs: 10_000,
  /** Redirects one image fetch follows. */
  fetchRedirects: 3,
} as const;

/** Submissions one page of the forms admin (or its API) lists, at most. */
export const SUBMISSIONS_MAX_PER_PAGE = 100;

/** Terms one post carries, over all its taxonomies. */
export const MAX_POST_TERMS = 50;

/** A store's text fields, as the admin and the CSV import take them. */
export const STORE_FIELD_LIMITS = {
  name: 200,
  address: 200,
  city: 100,
  state: 50,
  postalCode: 20,
  phone: 50,
  hours: 500,
  storeNumber: 20,
  /** A store group's or user group's name. */
  groupName: 100,
} as const;

/** Ids one store or account lists (store groups, store segments, user groups). */
export const MAX_GROUP_IDS = 100;

/**
 * A CSV import of stores: the file travels as one JSON string, so at most a JSON string's bytes (a
 * larger body is refused with 413 as it arrives, before it is read into memory); at most `maxRows`
 * data rows (counted before the file is parsed); at most `maxErrors` rows reported when it is bad;
 * written in about 20 steps of at most `batch` rows, with progress sent after each.
 */
export const STORE_IMPORT_LIMITS = {
  maxBytes: JSON_LIMITS.maxStringBytes,
  maxRows: 5000,
  maxErrors: 200,
  batch: 100,
} as const;

/** A shopper's lists: name and note lengths, lists per shopper, items per list, quantity of one item. */
export const LIST_LIMITS = { name: 100, note: 500, lists: 50, items: 200, quantity: 99 } as const;

/** Rows one page of an admin list holds, and the furthest page one may ask for. */
export const ADMIN_LIST_LIMITS = { perPage: 100, defaultPerPage: 25, maxPage: 100_000 } as const;

/**
 * A cart: units of one product, products in one cart, characters of a line's note, and the weights of
 * products sold by weight: at most `weightLb`, and at least one of the product's steps (a smaller
 * weight would be stored as nothing at no price). A product without its own step is weighed in
 * `defaultWeightStepLb`.
 */
export const CART_LIMITS = { quantity: 99, weightLb: 50, lines: 100, note: 500, defaultWeightStepLb: 0.25 } as const;

/**
 * Slot holds (decision 0047): anonymous carts together hold at most `anonymousShare` of a slot's
 * places (rounded down; the rest is kept for signed-in shoppers), and holds are counted per client
 * address and per cart over `windowMs`. Choosing a slot by arrow keys holds each slot passed, so a
 * cart's allowance is generous; an address may carry many shoppers behind one router.
 */
export const SLOT_HOLD_LIMITS = {
  anonymousShare: 0.5,
  perAddress: { max: 60, windowMs: 10 * 60 * 1000 },
  perCart: { max: 30, windowMs: 10 * 60 * 1000 },
} as const;

/** An editable navigation menu: levels, entries in all, and the length of a title and an address. */
export const MENU_LIMITS = { maxDepth: 3, maxItems: 300, titleMaxLength: 80, urlMaxLength: 500 } as const;
/** Kept versions of one document: a save that keeps one more prunes the oldest past this number (decision 0034). */
export const DOCUMENT_REVISIONS_KEPT = 50;
/** How long a deleted document or content item waits in the bin, where Undo brings it back (decision 0034). */
export const BIN_UNDO_WINDOW_MS = 10 * 60 * 1000;
/** Documents on one page of the documents admin list (and the API's default and largest page). */
export const ADMIN_DOCUMENTS_PER_PAGE = 25;
export const ADMIN_DOCUMENTS_MAX_PER_PAGE = 100;
export * from "./json-measure";
