import { describe, it, expect } from "vitest";
import { ADMIN_ROLES, ADMIN_SECTIONS, STAFF_ROLES, adminReturnPath, isAdminUser, sectionOf, sectionsFor, whoMay } from "./admin-sections";

describe("admin sections by role", () => {
  it("the administrator owns every section, the editor content, the forms admin forms", () => {
    expect(sectionsFor(["administrator"]).map((s) => s.id)).toEqual([
      "content",
      "documents",
      "templates",
      "media",
      "menus",
      "posts",
      "settings",
      "forms",
      "stores",
      "orders",
      "audit",
      "events",
      "kits",
      "import-kit",
    ]);
    expect(sectionsFor(["editor"]).map((s) => s.id)).toEqual(["content", "documents", "templates", "media", "menus", "posts"]);
    expect(sectionsFor(["forms_admin"]).map((s) => s.id)).toEqual(["forms"]);
    expect(sectionsFor(["editor", "forms_admin"]).map((s) => s.id)).toEqual([
      "content",
      "documents",
      "templates",
      "media",
      "menus",
      "posts",
      "forms",
    ]);
    expect(sectionsFor(["shopper"])).toEqual([]);
    expect(
      sectionsFor(["administrator"])
        .filter((s) => s.href)
        .map((s) => s.href),
    ).toEqual([
      "/admin/content",
      "/admin/documents",
      "/admin/templates",
      "/admin/media",
      "/admin/menus",
      "/admin/posts",
      "/admin/settings",
      "/admin/forms/submissions",
      "/admin/stores",
      "/admin/orders",
      "/admin/audit-log",
      "/admin/events",
      "/admin/kits",
      "/admin/tools/import-kit",
    ]);
  });

  it("a shopper may not enter the admin", () => {
    expect(isAdminUser(["shopper"])).toBe(false);
    expect(isAdminUser(["shopper", "editor"])).toBe(true);
  });

  it("returns only to addresses of the admin", () => {
    expect(adminReturnPath("/admin")).toBe("/admin");
    expect(adminReturnPath("/admin/audit-log")).toBe("/admin/audit-log");
    for (const bad of ["//evil.test", "https://evil.test/admin", "/administrator", "/admin/../x", "/admin?x", null, undefined, ""])
      expect(adminReturnPath(bad)).toBe("/admin");
  });
});

describe("sectionOf and whoMay", () => {
  it("finds the section of a screen's address, and of the addresses under it", () => {
    expect(sectionOf("/admin/stores")?.id).toBe("stores");
    expect(sectionOf("/admin/stores/1003")?.id).toBe("stores");
    expect(sectionOf("/admin/users")?.id).toBe("stores");
    expect(sectionOf("/admin/taxonomies")?.id).toBe("posts");
    expect(sectionOf("/admin/bin")?.id).toBe("documents");
    expect(sectionOf("/admin/forms/debug-log")?.id).toBe("forms");
    expect(sectionOf("/admin/storesx")).toBeNull();
    expect(sectionOf("/admin")).toBeNull();
  });

  it("every section's roles are among the admin's roles, and every screen belongs to a section", () => {
    for (const s of ADMIN_SECTIONS) for (const r of s.roles) expect(ADMIN_ROLES).toContain(r);
    for (const s of ADMIN_SECTIONS) if (s.href) expect(sectionOf(s.href)?.id).toBe(s.id);
  });

  it("says who may open a screen in words", () => {
    expect(whoMay(STAFF_ROLES.administrator)).toBe("the administrator");
    expect(whoMay(STAFF_ROLES.content)).toBe("the administrator and editors");
    expect(whoMay(STAFF_ROLES.staff)).toBe("the administrator, editors and the forms admin");
  });
});
