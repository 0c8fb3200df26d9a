import { describe, expect, it, vi } from "vitest";
import { diagnoseNavigation, diagnoseUpdate, report } from "./offcanvas-diagnostics";

describe("diagnoseNavigation", () => {
  it("is an error when there is no navigation or it has no list", () => {
    for (const scan of [null, { lists: 0, submenus: [] }]) {
      const [d, ...rest] = diagnoseNavigation(scan);
      expect(rest).toEqual([]);
      expect(d?.level).toBe("error");
      expect(d?.message).toContain("no list");
    }
  });

  it("is silent for a navigation with lists and levelled submenus", () => {
    expect(
      diagnoseNavigation({
        lists: 3,
        submenus: [
          { id: "a", level: "1" },
          { id: "b", level: "2" },
        ],
      }),
    ).toEqual([]);
  });

  it("warns once per submenu without a level index", () => {
    const ds = diagnoseNavigation({
      lists: 3,
      submenus: [
        { id: "a", level: null },
        { id: "b", level: "2" },
        { id: "c", level: "" },
        { id: "d", level: "x" },
        { id: "e", level: "0" },
      ],
    });
    expect(ds.map((d) => d.level)).toEqual(["warn", "warn", "warn", "warn"]);
    expect(ds[0]?.message).toContain('level index missing on submenu "a"');
    expect(ds[3]?.message).toContain('"e"');
  });
});

describe("diagnoseUpdate", () => {
  it("warns only when the original navigation is gone", () => {
    expect(diagnoseUpdate(true)).toEqual([]);
    const [d] = diagnoseUpdate(false);
    expect(d?.level).toBe("warn");
    expect(d?.message).toContain("original navigation was removed");
  });
});

describe("report", () => {
  it("writes each diagnostic at its level", () => {
    const out = { error: vi.fn(), warn: vi.fn() };
    report(
      [
        { level: "error", message: "e" },
        { level: "warn", message: "w" },
      ],
      out,
    );
    expect(out.error).toHaveBeenCalledWith("e");
    expect(out.warn).toHaveBeenCalledWith("w");
  });
});
