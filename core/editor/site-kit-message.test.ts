import { describe, expect, it } from "vitest";
import { DEFAULT_GLOBALS } from "#core/builder/global-variables";
import { readSiteKitMessage, siteKitMessage } from "./site-kit-message";

describe("the site kit's message to open editors", () => {
  it("carries the saved colours and fonts and reads them back", () => {
    const globals = { colors: [{ id: "primary", title: "Primary", color: "#aa3300" }], fonts: DEFAULT_GLOBALS.fonts };
    expect(readSiteKitMessage(JSON.parse(JSON.stringify(siteKitMessage(globals))))).toEqual(globals);
  });

  it("reads nothing else: another type, a bad colour list, no data", () => {
    const ok = siteKitMessage(DEFAULT_GLOBALS);
    expect(readSiteKitMessage({ ...ok, type: "other" })).toBeNull();
    expect(readSiteKitMessage({ ...ok, colors: [{ id: "x" }] })).toBeNull();
    expect(readSiteKitMessage({ ...ok, colors: "red" })).toBeNull();
    expect(readSiteKitMessage(null)).toBeNull();
  });
});
