/**
 * The admin's sections and the roles that own them: the administrator owns everything, the
 * editor the site's content, the forms admin the forms. `href` is set only where a screen exists.
 */
export interface AdminSection {
  id: string;
  title: string;
  description: string;
  roles: readonly string[];
  href?: string;
  /** The addresses (and everything under them) that belong to the section. */
  paths: readonly string[];
}

export const ADMIN_ROLES = ["administrator", "editor", "forms_admin"] as const;

/** Who may open which screens, by the role names the API's `requireRole` checks. */
export const STAFF_ROLES = {
  /** Any staff account: the admin's front page. */
  staff: ADMIN_ROLES,
  administrator: ["administrator"],
  /** Pages, documents, menus, posts, preview and the bin. */
  content: ["administrator", "editor"],
  forms: ["administrator", "forms_admin"],
} as const satisfies Record<string, readonly string[]>;

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    id: "content",
    title: "Pages and content",
    description: "Targeted banners, sliders, calls to action, personalized content and home pages, and Preview as.",
    roles: STAFF_ROLES.content,
    href: "/admin/content",
    paths: ["/admin/content", "/admin/preview"],
  },
  {
    id: "documents",
    title: "Documents",
    description:
      "Page-builder pages, popups and templates: settings, revisions (compare and restore), import from Elementor, delete with undo.",
    roles: STAFF_ROLES.content,
    href: "/admin/documents",
    paths: ["/admin/documents", "/admin/bin"],
  },
  {
    id: "templates",
    title: "Website templates",
    description: "Headers, footers, single, archive, 404 and search templates, and the display conditions that place them.",
    roles: STAFF_ROLES.content,
    href: "/admin/templates",
    paths: ["/admin/templates"],
  },
  {
    id: "media",
    title: "Media library",
    description: "Images for pages, recipes and articles: upload, alt text, search, delete.",
    roles: STAFF_ROLES.content,
    href: "/admin/media",
    paths: ["/admin/media"],
  },
  {
    id: "menus",
    title: "Menus",
    description: "The shop, recipe and account menus of each store group: add, edit, remove and reorder entries.",
    roles: STAFF_ROLES.content,
    href: "/admin/menus",
    paths: ["/admin/menus"],
  },
  {
    id: "posts",
    title: "Recipes and articles",
    description: "Recipes and articles, drafts and published, with their categories, diets and other terms.",
    roles: STAFF_ROLES.content,
    href: "/admin/posts",
    paths: ["/admin/posts", "/admin/taxonomies"],
  },
  {
    id: "settings",
    title: "Site settings",
    description: "Primary colour, app links, mobile menu side, breakpoints and site-wide features.",
    roles: STAFF_ROLES.administrator,
    href: "/admin/settings",
    paths: ["/admin/settings"],
  },
  {
    id: "forms",
    title: "Forms",
    description: "Contact form submissions, uploads and the file-upload debug log.",
    roles: STAFF_ROLES.forms,
    href: "/admin/forms/submissions",
    paths: ["/admin/forms"],
  },
  {
    id: "stores",
    title: "Stores and people",
    description: "Stores, store groups, user groups and accounts.",
    roles: STAFF_ROLES.administrator,
    href: "/admin/stores",
    paths: ["/admin/stores", "/admin/store-groups", "/admin/user-groups", "/admin/users"],
  },
  {
    id: "orders",
    title: "Orders",
    description: "The stores' orders by store and status: move each one through picking, ready and delivery, or cancel one before picking.",
    roles: STAFF_ROLES.administrator,
    href: "/admin/orders",
    paths: ["/admin/orders"],
  },
  {
    id: "audit",
    title: "Audit log",
    description: "Who changed what, when, before and after.",
    roles: STAFF_ROLES.administrator,
    href: "/admin/audit-log",
    paths: ["/admin/audit-log"],
  },
  {
    id: "events",
    title: "Events",
    description:
      "The kit and template events staff caused, kept for a set number of days: filter by event, person and day, and download as CSV.",
    roles: STAFF_ROLES.administrator,
    href: "/admin/events",
    paths: ["/admin/events"],
  },
  {
    id: "kits",
    title: "Kits",
    description: "The kit library (the grocery starter kit and uploaded Elementor kits), and the site exported as a kit.",
    roles: STAFF_ROLES.administrator,
    href: "/admin/kits",
    paths: ["/admin/kits", "/admin/tools/export-kit"],
  },
  {
    id: "import-kit",
    title: "Import a kit",
    description: "Tools: bring in a site exported from Elementor (settings, templates, pages), review it first, and undo it.",
    roles: STAFF_ROLES.administrator,
    href: "/admin/tools/import-kit",
    paths: ["/admin/tools/import-kit"],
  },
];

/** Whether an account may enter the admin at all. */
export const isAdminUser = (roles: readonly string[]) => roles.some((r) => (ADMIN_ROLES as readonly string[]).includes(r));

/** The sections an account's roles own, in the admin's order. */
export const sectionsFor = (roles: readonly string[]): AdminSection[] =>
  ADMIN_SECTIONS.filter((s) => s.roles.some((r) => roles.includes(r)));

/** The section an admin address belongs to, or null (the admin's front page, sign-in). */
export const sectionOf = (pathname: string): AdminSection | null =>
  ADMIN_SECTIONS.find((s) => s.paths.some((p) => pathname === p || pathname.startsWith(`${p}/`))) ?? null;

const ROLE_WORDS: Record<string, string> = { administrator: "the administrator", editor: "editors", forms_admin: "the forms admin" };

/** Who may open a screen, in words: "the administrator", "the administrator and editors". */
export function whoMay(roles: readonly string[]): string {
  const names = roles.map((r) => ROLE_WORDS[r] ?? r);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : (names[0] ?? "staff");
}

/** Where to go after signing in: an address of the admin only, never another site or page. */
export function adminReturnPath(value: string | null | undefined): string {
  return value && /^\/admin(\/[a-z0-9/-]*)?$/.test(value) ? value : "/admin";
}
