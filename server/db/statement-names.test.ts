import { describe, expect, it } from "vitest";
import { StatementNames } from "./statement-names";

describe("statement names", () => {
  it("names a text once it has been seen the given number of times, and keeps that name", () => {
    const names = new StatementNames(8, 3);
    expect(names.nameFor("select 1")).toBeUndefined();
    expect(names.nameFor("select 1")).toBeUndefined();
    const name = names.nameFor("select 1");
    expect(name).toMatch(/^aisle_\d+$/);
    expect(names.nameFor("select 1")).toBe(name);
    expect(names.size).toBe(1);
  });

  it("gives each text its own name", () => {
    const names = new StatementNames(8, 1);
    const a = names.nameFor("select 1");
    const b = names.nameFor("select 2");
    expect(a).not.toBe(b);
    expect(names.nameFor("select 1")).toBe(a);
  });

  it("names no more than its maximum, and the named keep their names", () => {
    const names = new StatementNames(3, 1);
    const first = ["a", "b", "c"].map((t) => names.nameFor(`select '${t}'`));
    expect(first.every((n) => n !== undefined)).toBe(true);
    expect(names.nameFor("select 'd'")).toBeUndefined();
    expect(names.nameFor("select 'd'")).toBeUndefined();
    expect(names.size).toBe(3);
    expect(names.nameFor("select 'a'")).toBe(first[0]);
  });

  it("never names a text longer than its limit", () => {
    const names = new StatementNames(8, 1, 20);
    expect(names.nameFor(`select ${"1, ".repeat(20)}1`)).toBeUndefined();
    expect(names.size).toBe(0);
  });

  it("holds a bounded number of texts it is still counting", () => {
    const names = new StatementNames(8, 2, 1000, 4);
    for (let i = 0; i < 100; i++) expect(names.nameFor(`select ${i}`)).toBeUndefined();
    // The last texts are still counted; the first were let go, and their count starts again.
    expect(names.nameFor("select 99")).toBeDefined();
    expect(names.nameFor("select 0")).toBeUndefined();
  });
});
