import { describe, expect, it } from "vitest";
import { formatDistance } from "./distance";
import { groupByState, stateName } from "./state-names";

describe("formatDistance", () => {
  it.each([
    [0, "0 miles away"],
    [0.7, "0.4 miles away"],
    [1.609344, "1 mile away"],
    [19.8, "12.3 miles away"],
    [2000, "1,242.7 miles away"],
  ])("%s km is %s", (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});

describe("state names", () => {
  it("names the chain's states and leaves other codes alone", () => {
    expect(stateName("OH")).toBe("Ohio");
    expect(stateName("pa")).toBe("Pennsylvania");
    expect(stateName("ZZ")).toBe("ZZ");
  });

  it("groups consecutive stores by state", () => {
    const groups = groupByState([
      { state: "IN", n: 1 },
      { state: "IN", n: 2 },
      { state: "OH", n: 3 },
    ]);
    expect(groups.map((g) => [g.state, g.items.map((i) => i.n)])).toEqual([
      ["IN", [1, 2]],
      ["OH", [3]],
    ]);
    expect(groupByState([])).toEqual([]);
  });
});
