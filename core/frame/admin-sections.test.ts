import { describe, it, expect } from "vitest";
import { adminReturnPath, isAdminUser, sectionsFor } from "./admin-sections";

describe("admin sections by role", () => {
  it("the administrator owns every section, the editor content, the forms admin forms", () => {
    expect(sectionsFor(["administrator"]).map((s) => s.id)).toEqual([
      "content",
      "documents",
      "menus",
      "posts",
      "settings",
      "forms",
      "stores",
      "orders",
      "audit",
    ]);
    expect(sectionsFor(["editor"]).map((s) => s.id)).toEqual(["content", "documents", "menus", "posts"]);
    expect(sectionsFor(["forms_admin"]).map((s) => s.id)).toEqual(["forms"]);
    expect(sectionsFor(["editor", "forms_admin"]).map((s) => s.id)).toEqual(["content", "documents", "menus", "posts", "forms"]);
    expect(sectionsFor(["shopper"])).toEqual([]);
    expect(
      sectionsFor(["administrator"])
        .filter((s) => s.href)
        .map((s) => s.href),
    ).toEqual([
      "/admin/content",
      "/admin/documents",
      "/admin/menus",
      "/admin/posts",
      "/admin/settings",
      "/admin/forms/submissions",
      "/admin/stores",
      "/admin/orders",
      "/admin/audit-log",
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
