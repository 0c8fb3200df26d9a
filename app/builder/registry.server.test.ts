import { describe, expect, it } from "vitest";
import { WIDGETS } from "./registry.server";
import { RENDERED_WIDGET_TYPES } from "#core/builder/rendered-widget-types";

describe("widget registry", () => {
  it("is the list the import checks widget types against, so the import warns of exactly the types nothing renders", () => {
    expect([...WIDGETS.keys()].sort()).toEqual([...RENDERED_WIDGET_TYPES].sort());
  });
});
