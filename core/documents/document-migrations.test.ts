import { describe, expect, it } from "vitest";
import { CURRENT_FORMAT_VERSION, type PageDocument } from "./document-types";
import { DOCUMENT_MIGRATIONS, upgradeDocument } from "./document-migrations";

const doc = (formatVersion: number): PageDocument => ({
  id: 1,
  type: "page",
  title: "T",
  slug: "t",
  formatVersion,
  settings: {},
  elements: [],
});

describe("document migrations", () => {
  it("has one step per version below the current one", () => {
    expect(DOCUMENT_MIGRATIONS).toHaveLength(CURRENT_FORMAT_VERSION);
  });
  it("upgrades an unversioned document to the current version", () => {
    const legacy = { ...doc(0), settings: undefined as unknown as PageDocument["settings"] };
    const up = upgradeDocument(legacy);
    expect(up.formatVersion).toBe(CURRENT_FORMAT_VERSION);
    expect(up.settings).toEqual({});
  });
  it("leaves a current document as it is", () => {
    const d = doc(CURRENT_FORMAT_VERSION);
    expect(upgradeDocument(d)).toBe(d);
  });
});
