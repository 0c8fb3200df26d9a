import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { loader, handle } from "./drink-calculator";

const context = (drinkCalculator: boolean) =>
  ({ services: { settings: { get: async () => ({ drinkCalculator }) } } }) as unknown as AppLoadContext;
const run = (qs: string, on = true) =>
  loader({ request: new Request(`http://aisle.test/drink-calculator${qs}`), context: context(on), params: {} } as never);

describe("drink calculator route", () => {
  it("is a 404 when the drinkCalculator setting is off", async () => {
    const thrown = await run("", false).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("asks for its body class", () => {
    expect(handle.bodyClass).toBe("drink-calculator-page");
  });

  it("shows the empty form until something is submitted", async () => {
    expect(await run("")).toMatchObject({ errors: {}, result: null, state: { guests: "", length: "" } });
  });

  it("answers a submitted form on the server (works without JavaScript)", async () => {
    expect(await run("?guests=7&length=4&champagne=on&wine=30&beer=50&spirits=20")).toMatchObject({
      errors: {},
      result: { total: 42, perGuest: 6, wineBottles: 3, beerPacks: 3, spiritsBottles: 1, champagneBottles: 2 },
    });
    expect(await run("?guests=0&length=5")).toMatchObject({
      errors: { guests: "Must be between 1 and 2000 people", length: "Must be between 1 and 4 hours" },
      result: null,
      state: { guests: "0", length: "5" },
    });
  });
});
