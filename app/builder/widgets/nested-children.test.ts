import { describe, expect, it } from "vitest";
import { rootId, withRootAttributes } from "./nested-children";

describe("nested children", () => {
  const child = '<div class="e-con e-flex" data-element_type="container"><div class="inner" id="x">text</div></div>';

  it("reads the id of the child's own opening tag only", () => {
    expect(rootId(child)).toBeUndefined();
    expect(rootId('<section class="e-con" id="deals"><p id="x">y</p></section>')).toBe("deals");
    expect(rootId("text first")).toBeUndefined();
  });

  it("adds escaped attributes and classes to the opening tag, keeping what it already has", () => {
    expect(withRootAttributes(child, { id: "panel-1", role: "tabpanel", "aria-labelledby": 'a"b', hidden: undefined }, ["e-active"])).toBe(
      '<div class="e-con e-flex e-active" data-element_type="container" id="panel-1" role="tabpanel" aria-labelledby="a&quot;b"><div class="inner" id="x">text</div></div>',
    );
    expect(withRootAttributes('<div id="own">x</div>', { id: "other", role: "region" }, ["a"])).toBe(
      '<div id="own" class="a" role="region">x</div>',
    );
    expect(withRootAttributes("plain text", { id: "x" })).toBe("plain text");
  });
});
