import { describe, expect, it } from "vitest";
import { isFatalPgliteError } from "./pglite-fatal";

/** An error as it reaches us: Drizzle wraps the driver's error as `cause`. */
const wrapped = (cause: unknown) => new Error("Failed query: select 1", { cause });

const rangeError = (stack: string) => Object.assign(new RangeError("Maximum call stack size exceeded"), { stack });

describe("isFatalPgliteError", () => {
  it.each([
    ["an abort() inside the WebAssembly instance", new WebAssembly.RuntimeError("Aborted(). Build with -sASSERTIONS for more info.")],
    ["a trap", new WebAssembly.RuntimeError("memory access out of bounds")],
    ["a trap, wrapped by Drizzle", wrapped(new WebAssembly.RuntimeError("unreachable"))],
    ["Postgres calling exit()", Object.assign(new Error("Program terminated with exit(1)"), { name: "ExitStatus" })],
    ["an instance closed under us", new Error("PGlite is closed")],
    ["an instance closing under us", wrapped(new Error("PGlite is closing"))],
    [
      "a stack overflow inside the WebAssembly code",
      rangeError(
        "RangeError: Maximum call stack size exceeded\n    at wasm://wasm/021d3ac6:wasm-function[7137]:0x44029b\n    at wasm://wasm/021d3ac6:wasm-function[7136]:0x4401c5",
      ),
    ],
  ])("fatal: %s", (_what, err) => {
    expect(isFatalPgliteError(err)).toBe(true);
  });

  it.each([
    [
      "a query error from Postgres",
      Object.assign(new Error('duplicate key value violates unique constraint "documents_slug_key"'), { code: "23505", severity: "ERROR" }),
    ],
    ["Postgres running out of memory for one query", Object.assign(new Error("out of memory"), { code: "53200", severity: "ERROR" })],
    [
      "a stack overflow in JavaScript before the query ran",
      rangeError(
        "RangeError: Maximum call stack size exceeded\n    at stringify (<anonymous>)\n    at serialize (file:///app/node_modules/@electric-sql/pglite/dist/chunk.js:1:2056)",
      ),
    ],
    ["a RangeError of another kind", new RangeError("Invalid array length")],
    ["a message that only mentions PGlite", new Error("PGlite is closed for maintenance on Sundays")],
    ["not an error", "Aborted()"],
    ["nothing", undefined],
  ])("not fatal: %s", (_what, err) => {
    expect(isFatalPgliteError(err)).toBe(false);
  });
});
