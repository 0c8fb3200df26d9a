import { describe, expect, it } from "vitest";
import { ImportNotes } from "./notes";
import { OBJECT_SETTING_KEYS, restoreEmptyObjects } from "./php-arrays";
import { importErrorOf } from "./test-helpers";

describe("PHP's [] for an empty object", () => {
  it("becomes {} for every object-valued setting, at any depth", () => {
    const notes = new ImportNotes();
    const out = restoreEmptyObjects(
      {
        __globals__: [],
        __dynamic__: [],
        triggers: [],
        timing: [],
        wp: [],
        icon_list: [{ _id: "a1b2c3d", text: "Produce", __globals__: [] }],
        nested: { deeper: { __dynamic__: [] } },
      },
      "settings",
      notes,
    );
    expect(out).toEqual({
      __globals__: {},
      __dynamic__: {},
      triggers: {},
      timing: {},
      wp: {},
      icon_list: [{ _id: "a1b2c3d", text: "Produce", __globals__: {} }],
      nested: { deeper: { __dynamic__: {} } },
    });
    expect(notes.count("php-empty-object")).toBe(7);
    expect(notes.messages()[0]).toContain("(__globals__, __dynamic__, triggers and 2 more)");
  });

  it("stays a list where Elementor keeps a list: repeaters, galleries, a slider's sizes, conditions", () => {
    const notes = new ImportNotes();
    const settings = { gallery: [], icon_list: [], tabs: [], width: { unit: "px", size: 300, sizes: [] }, conditions: [], sticky_on: [] };
    expect(restoreEmptyObjects(settings, "settings", notes)).toEqual(settings);
    expect(notes.count("php-empty-object")).toBe(0);
  });

  it("leaves object settings that are not empty as they are", () => {
    const notes = new ImportNotes();
    const settings = {
      __globals__: { title_color: "globals/colors?id=primary" },
      triggers: { page_load: "yes", page_load_delay: 2 },
      wp: { title: "Store events" },
    };
    expect(restoreEmptyObjects(settings, "settings", notes)).toEqual(settings);
    expect(notes.count("php-empty-object")).toBe(0);
  });

  it("lists the keys it knows are objects", () => {
    expect([...OBJECT_SETTING_KEYS].sort()).toEqual([
      "__dynamic__",
      "__globals__",
      "editor_settings",
      "styles",
      "timing",
      "triggers",
      "wp",
    ]);
  });

  it("refuses settings nested deeper than it walks, naming where", () => {
    let deep: unknown = "bottom";
    for (let i = 0; i < 150; i++) deep = { a: deep };
    const error = importErrorOf(() => restoreEmptyObjects({ deep }, "content.0.settings", new ImportNotes()));
    expect(error.param).toMatch(/^content\.0\.settings\.deep(\.a)+$/);
    expect(error.reason).toBe("is nested more than 100 levels deep");
  });
});
