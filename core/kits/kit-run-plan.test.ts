import { describe, expect, it } from "vitest";
import { includedParts, templatePart } from "./kit-run-plan";
import type { ReviewSection } from "./review";

const review: ReviewSection[] = [
  {
    key: "settings",
    title: "Site settings",
    description: "",
    count: 2,
    enabled: true,
    children: [
      { key: "globalColors", title: "Global colours", count: 1, enabled: true },
      { key: "customCode", title: "Custom code", count: 0, enabled: false },
    ],
  },
  {
    key: "templates",
    title: "Templates",
    description: "",
    count: 3,
    enabled: true,
    children: [
      { key: "headers-footers", title: "Headers and footers", count: 2, enabled: true },
      { key: "popups", title: "Popups", count: 1, enabled: false },
    ],
  },
];

describe("the parts a kit import run takes", () => {
  it("takes what the review ticks when the request names nothing", () => {
    expect([...includedParts(review)]).toEqual(["settings/globalColors", "templates/headers-footers"]);
  });
  it("takes only the named parts the kit holds something of", () => {
    expect([...includedParts(review, ["templates/popups", "settings/customCode", "nothing/here"])]).toEqual(["templates/popups"]);
  });
  it("finds a template's part by its Elementor doc type", () => {
    expect(templatePart("header")).toBe("templates/headers-footers");
    expect(templatePart("loop-item")).toBe("templates/loop-items");
    expect(templatePart("error-404")).toBe("templates/single");
    expect(templatePart("kit")).toBeNull();
  });
});
