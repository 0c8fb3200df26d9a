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
}

export const ADMIN_ROLES = ["administrator", "editor", "forms_admin"] as const;

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    id: "content",
    title: "Pages and content",
    description: "Targeted banners, sliders, calls to action, personalized content and home pages, and Preview as.",
    roles: ["administrator", "editor"],
    href: "/admin/content",
  },
  {
    id: "documents",
    title: "Documents",
    description:
      "Page-builder pages, popups and templates: settings, revisions (compare and restore), import from Elementor, delete with undo.",
    roles: ["administrator", "editor"],
    href: "/admin/documents",
  },
  {
    id: "menus",
    title: "Menus",
    description: "The shop, recipe and account menus of each store group: add, edit, remove and reorder entries.",
    roles: ["administrator", "editor"],
    href: "/admin/menus",
  },
  {
    id: "posts",
    title: "Recipes and articles",
    description: "Recipes and articles, drafts and published, with their categories, diets and other terms.",
    roles: ["administrator", "editor"],
    href: "/admin/posts",
  },
  {
    id: "settings",
    title: "Site settings",
    description: "Primary colour, app links, mobile menu side, breakpoints and site-wide features.",
    roles: ["administrator"],
    href: "/admin/settings",
  },
  {
    id: "forms",
    title: "Forms",
    description: "Contact form submissions, uploads and the file-upload debug log.",
    roles: ["administrator", "forms_admin"],
    href: "/admin/forms/submissions",
  },
  {
    id: "stores",
    title: "Stores and people",
    description: "Stores, store groups, user groups and accounts.",
    roles: ["administrator"],
    href: "/admin/stores",
  },
  {
    id: "orders",
    title: "Orders",
    description: "The stores' orders by store and status: move each one through picking, ready and delivery, or cancel one before picking.",
    roles: ["administrator"],
    href: "/admin/orders",
  },
  {
    id: "audit",
    title: "Audit log",
    description: "Who changed what, when, before and after.",
    roles: ["administrator"],
    href: "/admin/audit-log",
  },
];

/** Whether an account may enter the admin at all. */
export const isAdminUser = (roles: readonly string[]) => roles.some((r) => (ADMIN_ROLES as readonly string[]).includes(r));

/** The sections an account's roles own, in the admin's order. */
export const sectionsFor = (roles: readonly string[]): AdminSection[] =>
  ADMIN_SECTIONS.filter((s) => s.roles.some((r) => roles.includes(r)));

/** Where to go after signing in: an address of the admin only, never another site or page. */
export function adminReturnPath(value: string | null | undefined): string {
  return value && /^\/admin(\/[a-z0-9/-]*)?$/.test(value) ? value : "/admin";
}
