import { describe, expect, it } from "vitest";
import { ImportNotes, shown } from "./notes";

describe("import notes", () => {
  it("say one sentence per kind of change, counted, in the order first seen", () => {
    const notes = new ImportNotes();
    notes.note("editor-data-dropped", "isInner");
    notes.note("id-missing");
    notes.note("editor-data-dropped", "isInner");
    notes.note("editor-data-dropped", "isLocked");
    notes.note("id-missing");
    expect(notes.messages()).toEqual([
      "Editor-only data was left out: isInner (2), isLocked (1).",
      "2 elements had no id and were given a fresh one.",
    ]);
    expect(notes.count("id-missing")).toBe(2);
    expect(notes.count("id-invalid")).toBe(0);
  });

  it("use the singular for one", () => {
    const notes = new ImportNotes();
    notes.note("id-missing");
    notes.note("id-invalid", '"undefined-c39d0f9"');
    notes.note("widget-type-missing");
    expect(notes.messages()).toEqual([
      "1 element had no id and was given a fresh one.",
      '1 element id was not 7-8 lowercase letters or digits ("undefined-c39d0f9") and was replaced with a fresh one.',
      "1 widget had no widget type and was kept as an unknown widget, which shows nothing to visitors.",
    ]);
  });

  it("name three examples and count the rest, each example once", () => {
    const notes = new ImportNotes();
    for (const id of ['"a"', '"b"', '"b"', '"c"', '"d"', '"e"']) notes.note("id-invalid", id);
    expect(notes.messages()).toEqual([
      '6 element ids were not 7-8 lowercase letters or digits ("a", "b", "c" and 2 more) and were replaced with a fresh one.',
    ]);
  });

  it("put one-off sentences first, each once", () => {
    const notes = new ImportNotes();
    notes.note("settings-missing");
    notes.say("The title was cut.");
    notes.say("The title was cut.");
    expect(notes.messages()).toEqual(["The title was cut.", "1 element had no settings and was given empty ones."]);
  });

  it("have a sentence for every kind", () => {
    const notes = new ImportNotes();
    const kinds = [
      "id-missing",
      "id-invalid",
      "id-duplicate",
      "reference-followed",
      "php-empty-object",
      "editor-data-dropped",
      "element-data-kept",
      "settings-missing",
      "widget-type-missing",
      "widget-type-invalid",
      "el-type-unknown",
      "html-cleaned",
    ] as const;
    for (const kind of kinds) notes.note(kind, "x");
    const messages = notes.messages();
    expect(messages).toHaveLength(kinds.length);
    for (const m of messages) expect(m).toMatch(/^[A-Z0-9].*\.$/);
  });

  it("show values the way a warning names them", () => {
    expect(shown("abc")).toBe('"abc"');
    expect(shown(1234567)).toBe("1234567");
    expect(shown({ a: 1 })).toBe('{"a":1}');
    expect(shown(undefined)).toBe("undefined");
    expect(shown("x".repeat(100))).toBe(`"${"x".repeat(36)}...`);
  });
});
