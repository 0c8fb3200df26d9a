/** What the import's unit tests share. */
import { ElementorImportError } from "./errors";

/** Fresh ids in order (f000001, f000002...), so a test can name the ids it expects. */
export function sequentialIds(): () => string {
  let n = 0;
  return () => `f${String(++n).padStart(6, "0")}`;
}

/** The ElementorImportError `run` throws; throws itself when `run` throws nothing or something else. */
export function importErrorOf(run: () => unknown): ElementorImportError {
  try {
    run();
  } catch (err) {
    if (err instanceof ElementorImportError) return err;
    throw err;
  }
  throw new Error("expected an ElementorImportError, but nothing was thrown");
}
