import { execFileSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** `(module (func (export "add") (param i32 i32) (result i32) local.get 0 local.get 1 i32.add))` */
const ADD_MODULE = [
  0, 97, 115, 109, 1, 0, 0, 0, 1, 7, 1, 96, 2, 127, 127, 1, 127, 3, 2, 1, 0, 7, 7, 1, 3, 97, 100, 100, 0, 0, 10, 9, 1, 7, 0, 32, 0, 32, 1,
  106, 11,
];

/**
 * In a process of its own (V8's flags are the process's), whether a WebAssembly function compiled
 * after `prepare` runs baseline (Liftoff) code: V8's own test hook, `%IsLiftoffFunction`.
 */
function runsBaselineCode(prepare: string): boolean {
  const module = pathToFileURL(resolve("server/db/wasm-compile.ts")).href;
  const script = `
    import { compileWebAssemblyOptimised } from ${JSON.stringify(module)};
    ${prepare}
    const instance = new WebAssembly.Instance(new WebAssembly.Module(new Uint8Array(${JSON.stringify(ADD_MODULE)})));
    if (instance.exports.add(2, 3) !== 5) throw new Error("the module did not run");
    console.log(new Function("f", "return %IsLiftoffFunction(f)")(instance.exports.add));
  `;
  const out = execFileSync(process.execPath, ["--allow-natives-syntax", "--import", "tsx", "--input-type=module", "-e", script], {
    encoding: "utf8",
  });
  return out.trim() === "true";
}

describe("compileWebAssemblyOptimised", () => {
  it("compiles WebAssembly with the optimising compiler only: no baseline code is made", () => {
    expect(runsBaselineCode("")).toBe(true);
    expect(runsBaselineCode("compileWebAssemblyOptimised();")).toBe(false);
  });
});
