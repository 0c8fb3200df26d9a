import { useId, useState, type MouseEvent, type ReactNode } from "react";
import { countCsvRecords, newCsvCount } from "../../core/csv/csv-records";
import { saveTextAsFile } from "./save-download";

type State = { kind: "idle" } | { kind: "running" | "done"; records: number; total: number | null } | { kind: "failed"; message: string };

/** How long the saved file's object URL is kept after the click that saves it. */
const RELEASE_AFTER_MS = 15_000;

/**
 * A CSV export link. Without scripts it is a plain download link. With them, the file is fetched here
 * and a progress bar follows its records (of `records`, or of the answer's `X-Aisle-Records`, when
 * known) until it is saved under `fileName`; a failed export is said in place and saves nothing.
 */
export function DownloadWithProgress({
  href,
  fileName,
  records,
  children,
}: {
  href: string;
  fileName: string;
  records?: number;
  children: ReactNode;
}) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const labelId = useId();

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (state.kind === "running") return;
    try {
      const response = await fetch(href, { credentials: "same-origin", headers: { accept: "text/csv" } });
      if (!response.ok || !response.body)
        throw new Error(
          response.status === 403 ? "You may no longer export this. Sign in again." : `The server answered ${response.status}.`,
        );
      const header = Number(response.headers.get("x-aisle-records"));
      const total = Number.isInteger(header) && header > 0 ? header : (records ?? null);
      setState({ kind: "running", records: 0, total });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let text = "";
      let counted = newCsvCount();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += value;
        counted = countCsvRecords(counted, value);
        setState({ kind: "running", records: counted.records, total });
      }
      saveTextAsFile(text, fileName, "text/csv;charset=utf-8", RELEASE_AFTER_MS);
      setState({ kind: "done", records: counted.records, total: counted.records });
    } catch (err) {
      setState({
        kind: "failed",
        message: `The export failed: ${err instanceof Error ? err.message : "the connection was lost"}. Nothing was saved.`,
      });
    }
  }

  return (
    <>
      <a href={href} download={fileName} onClick={download}>
        {children}
      </a>
      {state.kind === "running" || state.kind === "done" ? <ExportProgress labelId={labelId} fileName={fileName} state={state} /> : null}
      {state.kind === "failed" ? (
        <span className="form-error" role="alert">
          {state.message}
        </span>
      ) : null}
    </>
  );
}

function ExportProgress({
  labelId,
  fileName,
  state,
}: {
  labelId: string;
  fileName: string;
  state: { kind: "running" | "done"; records: number; total: number | null };
}) {
  const value = state.kind === "done" ? 100 : state.total ? Math.min(99, Math.floor((state.records / state.total) * 100)) : undefined;
  return (
    <span className="admin-export">
      <span id={labelId}>{state.kind === "done" ? `Export finished: ${fileName} saved` : `Exporting ${fileName}…`}</span>
      <span
        className="admin-progress"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={state.total ? `${state.records} of ${state.total} records` : `${state.records} records`}
      >
        <span style={{ width: `${value ?? 0}%` }} />
      </span>
    </span>
  );
}
