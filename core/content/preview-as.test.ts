import { describe, expect, it } from "vitest";
import { parsePreviewDate, previewHref, previewPath, readPreviewParams, withoutPreview } from "./preview-as";

const NOW = new Date("2026-11-26T09:00:00Z");
const q = (s: string) => new URLSearchParams(s);

describe("preview parameters", () => {
  it("reads a store, user groups and a date; the date defaults to now", () => {
    expect(readPreviewParams(q("aisle-preview=1&preview_store=1012&preview_groups=101,102,101&preview_at=2026-12-01T10:00"), NOW)).toEqual({
      storeId: 1012,
      userGroupIds: [101, 102],
      at: new Date("2026-12-01T10:00:00Z"),
    });
    expect(readPreviewParams(q("aisle-preview=1"), NOW)).toEqual({ storeId: null, userGroupIds: [], at: NOW });
  });

  it("asks for nothing without the switch, or when a value is bad", () => {
    for (const s of [
      "",
      "preview_store=1",
      "aisle-preview=0",
      "aisle-preview=1&preview_store=abc",
      "aisle-preview=1&preview_store=0",
      "aisle-preview=1&preview_groups=1,x",
      "aisle-preview=1&preview_at=soon",
      "aisle-preview=1&preview_store=99999999999",
    ]) {
      expect(readPreviewParams(q(s), NOW), s).toBeNull();
    }
  });

  it("dates: the form's local form is UTC; a zone is kept; nonsense is null", () => {
    expect(parsePreviewDate("2026-12-01T10:00")).toEqual(new Date("2026-12-01T10:00:00Z"));
    expect(parsePreviewDate("2026-12-01T10:00:00+02:00")).toEqual(new Date("2026-12-01T08:00:00Z"));
    expect(parsePreviewDate("2026-13-45T10:00")).toBeNull();
    expect(parsePreviewDate("tomorrow")).toBeNull();
  });

  it("builds a preview address and takes it back off", () => {
    const href = previewHref("/recipes?page=2", { storeId: 1012, userGroupIds: [101], at: new Date("2026-12-01T10:00:00Z") });
    expect(href).toBe("/recipes?page=2&aisle-preview=1&preview_store=1012&preview_groups=101&preview_at=2026-12-01T10%3A00%3A00.000Z");
    expect(readPreviewParams(new URL(href, "http://x").searchParams, NOW)).toEqual({
      storeId: 1012,
      userGroupIds: [101],
      at: new Date("2026-12-01T10:00:00Z"),
    });
    expect(withoutPreview(href)).toBe("/recipes?page=2");
    expect(previewHref(href, { storeId: null, userGroupIds: [], at: NOW })).toBe(
      "/recipes?page=2&aisle-preview=1&preview_at=2026-11-26T09%3A00%3A00.000Z",
    );
  });

  it("a path to preview is one of the site's pages, never another site, the admin or the API", () => {
    expect(previewPath("")).toBe("/");
    expect(previewPath("/shop?x=1")).toBe("/shop?x=1");
    for (const bad of ["https://evil.test/", "//evil.test/", "shop", "/admin", "/admin/content", "/api/openapi.json", "/\\evil.test"])
      expect(previewPath(bad), bad).toBeNull();
  });
});
