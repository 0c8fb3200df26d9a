import { describe, expect, it } from "vitest";
import { documentTypeFor } from "./document-type";

describe("Elementor template types", () => {
  it.each([
    ["page", "page"],
    ["header", "header"],
    ["footer", "footer"],
    ["popup", "popup"],
    ["loop-item", "loop-item"],
    ["section", "section"],
    ["single", "single"],
    ["archive", "archive"],
    ["single-post", "single-post"],
    ["single-page", "single-page"],
    ["error-404", "error-404"],
    ["search-results", "search-results"],
  ])("%s keeps its name", (from, to) => {
    expect(documentTypeFor(from)).toEqual({ type: to });
  });

  it.each([
    ["wp-page", "page"],
    ["wp-post", "page"],
    ["post", "page"],
    ["landing-page", "page"],
    ["kit", "page"],
    ["container", "section"],
    ["widget", "section"],
    ["product", "single"],
    ["product-archive", "archive"],
  ])("%s becomes %s, and says so", (from, to) => {
    expect(documentTypeFor(from)).toEqual({ type: to, note: `Template type "${from}" was imported as a ${to}.` });
  });

  it("an unknown type becomes a page, and says so", () => {
    expect(documentTypeFor("jet_header")).toEqual({
      type: "page",
      note: 'Template type "jet_header" is not one Aisle knows: imported as a page.',
    });
    expect(documentTypeFor("constructor")).toEqual({
      type: "page",
      note: 'Template type "constructor" is not one Aisle knows: imported as a page.',
    });
  });

  it("no type is a page, without a note", () => {
    expect(documentTypeFor(undefined)).toEqual({ type: "page" });
    expect(documentTypeFor("")).toEqual({ type: "page" });
  });
});
