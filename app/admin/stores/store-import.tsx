import { useEffect, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { countLines } from "#core/csv/csv";
import { STORE_IMPORT_LIMITS } from "#core/limits/limits";
import type { StoreImportProgress } from "#core/schemas/admin-stores";
import { percent, refusalState, type FinishedImport, type ImportState } from "./import-state";

const IMPORT_URL = "/api/admin/v1/stores/import";

/** Reads the import's NDJSON answer line by line, telling each line as it comes. */
async function readLines(res: Response, onLine: (line: StoreImportProgress) => void): Promise<void> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    let nl: number;
    while ((nl = buffered.indexOf("\n")) !== -1) {
      const line = buffered.slice(0, nl).trim();
      buffered = buffered.slice(nl + 1);
      if (line) onLine(JSON.parse(line) as StoreImportProgress);
    }
  }
}

/**
 * Importing stores from a CSV file: the file is chosen, the administrator confirms, and the page posts
 * it to the API and shows the progress it streams (a real progress bar), then what was imported, or
 * the per-row report of a bad file. Without JavaScript the same form posts to the page, which imports
 * it (no progress bar) and shows the same outcome.
 */
export function StoreImport({ nonce, initial }: { nonce: string; initial: FinishedImport }) {
  const [state, setState] = useState<ImportState>(initial);
  const revalidator = useRevalidator();
  const focusRef = useRef<HTMLElement | null>(null);
  const setFocus = (el: HTMLElement | null) => {
    focusRef.current = el;
  };
  useEffect(() => {
    if (state.kind !== "running" && state.kind !== "idle") focusRef.current?.focus();
  }, [state.kind]);

  const choose = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = (event.currentTarget.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
    if (!file) return setState({ kind: "failed", message: "Choose a CSV file first." });
    if (file.size > STORE_IMPORT_LIMITS.maxBytes)
      return setState({
        kind: "failed",
        message: `The file is larger than ${STORE_IMPORT_LIMITS.maxBytes / 1024} KB. Split it into smaller files.`,
      });
    const text = await file.text();
    setState({ kind: "confirm", file, name: file.name, rows: Math.max(0, countLines(text) - 1) });
  };

  const run = async (file: File) => {
    setState({ kind: "running", done: 0, total: 0 });
    try {
      const res = await fetch(IMPORT_URL, {
        method: "POST",
        headers: { "content-type": "application/json", "x-aisle-nonce": nonce },
        body: JSON.stringify({ csv: await file.text() }),
      });
      if (!res.ok) return setState(refusalState(await res.json().catch(() => null), "The file was refused: nothing was imported."));
      let finished = false;
      await readLines(res, (line) => {
        if (line.type === "progress") setState({ kind: "running", done: line.done, total: line.total });
        else if (line.type === "done") {
          finished = true;
          setState({ kind: "done", created: line.created, updated: line.updated, unchanged: line.unchanged });
        } else {
          finished = true;
          setState({ kind: "failed", message: line.message });
        }
      });
      if (!finished)
        setState({ kind: "failed", message: "The connection ended before the import finished. Check the list, then try again." });
      else void revalidator.revalidate();
    } catch {
      setState({ kind: "failed", message: "The import could not reach the server. Nothing was imported; try again." });
    }
  };

  return (
    <section aria-labelledby="import-heading">
      <h2 id="import-heading">Import stores from CSV</h2>
      <p>
        Use the columns of the export. Each row creates the store with its id or replaces that store&apos;s fields; a file with any bad row
        imports nothing.
      </p>
      <form method="post" encType="multipart/form-data" onSubmit={choose}>
        <input type="hidden" name="nonce" value={nonce} />
        <input type="hidden" name="intent" value="import" />
        <p>
          <label htmlFor="import-file">CSV file</label> <input id="import-file" name="file" type="file" accept=".csv,text/csv" required />{" "}
          <button type="submit">Import</button>
        </p>
      </form>
      {state.kind === "confirm" ? (
        <div className="admin-confirm" role="group" aria-labelledby="import-confirm" tabIndex={-1} ref={setFocus}>
          <p id="import-confirm">
            Import {state.rows} {state.rows === 1 ? "row" : "rows"} from {state.name}? Stores with the same id are replaced.
          </p>
          <button type="button" onClick={() => void run(state.file)}>
            Yes, import
          </button>{" "}
          <button type="button" onClick={() => setState({ kind: "idle" })}>
            Cancel
          </button>
        </div>
      ) : null}
      {state.kind === "running" || state.kind === "done" ? <ProgressBar state={state} /> : null}
      <ImportOutcome state={state} setFocus={setFocus} />
    </section>
  );
}

/** The import's progress bar: moving while the rows are written, full once they are. */
function ProgressBar({ state }: { state: Extract<ImportState, { kind: "running" | "done" }> }) {
  const total = state.kind === "done" ? state.created + state.updated + state.unchanged : state.total;
  const done = state.kind === "done" ? total : state.done;
  const value = state.kind === "done" ? 100 : percent(done, total);
  return (
    <div>
      <p id="import-progress-label">{state.kind === "done" ? "Import finished" : "Importing…"}</p>
      <div
        className="admin-progress"
        role="progressbar"
        aria-labelledby="import-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${done} of ${total} rows`}
      >
        <span style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

function ImportOutcome({ state, setFocus }: { state: ImportState; setFocus: (el: HTMLElement | null) => void }) {
  if (state.kind === "done") {
    return (
      <p className="admin-status" role="status" tabIndex={-1} ref={setFocus}>
        Imported: {state.created} created, {state.updated} updated, {state.unchanged} unchanged.
      </p>
    );
  }
  if (state.kind === "failed") {
    return (
      <p className="form-error" role="alert" tabIndex={-1} ref={setFocus}>
        {state.message}
      </p>
    );
  }
  if (state.kind !== "invalid") return null;
  return (
    <div>
      <p className="form-error" role="alert" tabIndex={-1} ref={setFocus}>
        {state.message}
      </p>
      <table>
        <caption>Rows to fix{state.total > state.rows.length ? ` (the first ${state.rows.length} of ${state.total})` : ""}</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {state.rows.map((e, i) => (
            <tr key={i}>
              <td>{e.row}</td>
              <td>{e.column || "(whole row)"}</td>
              <td>{e.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
