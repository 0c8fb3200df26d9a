/**
 * Whether an error thrown by a PGlite call means the embedded database itself is dead, as opposed to a
 * query that failed. PGlite 0.3 runs Postgres in one WebAssembly instance with no process around it:
 *
 * - a trap or an `abort()` inside it throws `WebAssembly.RuntimeError` ("Aborted()", "unreachable",
 *   "memory access out of bounds"); the instance's memory is then in an undefined state, and every
 *   later call fails the same way (PGlite does not notice: `ready` stays true);
 * - a stack overflow while the WebAssembly code runs throws a `RangeError` whose top frame is in it:
 *   later calls may still answer, but the C stack and Postgres's error state were cut mid-way, so
 *   nothing it answers can be trusted;
 * - a Postgres FATAL makes the backend call exit(), which Emscripten throws as `ExitStatus`;
 * - "PGlite is closed" / "PGlite is closing": the instance was closed under us.
 *
 * A `RangeError` thrown in JavaScript before the query reached the database (JSON.stringify of a
 * parameter nested too deep) leaves the instance intact and is not fatal.
 */
export function isFatalPgliteError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof WebAssembly.RuntimeError) return true;
    const { name, message, stack } = e as { name?: unknown; message?: unknown; stack?: unknown };
    if (name === "ExitStatus") return true;
    if (typeof message === "string" && /^PGlite is clos(ed|ing)$/.test(message)) return true;
    if (e instanceof RangeError && typeof stack === "string" && thrownInWasm(stack)) return true;
  }
  return false;
}

/** The error's innermost frame is WebAssembly code (V8 writes it as `at wasm://wasm/<id>:wasm-function[...]`). */
function thrownInWasm(stack: string): boolean {
  const frame = stack.split("\n").find((line) => /^\s+at /.test(line));
  return frame !== undefined && /^\s+at wasm:\/\//.test(frame);
}
