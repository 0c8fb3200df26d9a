import { useId, useState, type FormEvent } from "react";
import { Button } from "../../ui/button";
import { saveBlobAsFile } from "../save-download";
import { fetchWithProgress } from "./fetch-with-progress";

export const EXPORT_DOWNLOAD_PATH = "/admin/tools/export-kit/download";

type State =
  | { kind: "idle" }
  | { kind: "running" | "done"; fileName: string; received: number; total: number | null }
  | { kind: "failed"; message: string };

/** How long the saved zip's object URL is kept after the click that saves it. */
const RELEASE_AFTER_MS = 15_000;

export interface ExportSectionChoice {
  key: string;
  title: string;
  description: string;
  checked: boolean;
}

/**
 * The export form (docs/kits.md): sections as checkboxes, the kit's name, title and description, and
 * Export. Without scripts it is a plain GET form whose answer is the zip; with them the zip is fetched
 * here, a progress bar follows its bytes, and it is saved as `<name>.zip`.
 */
export function ExportKitForm({ sections, defaultName }: { sections: ExportSectionChoice[]; defaultName: string }) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const labelId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === "running") return;
    const form = new FormData(event.currentTarget);
    const query = new URLSearchParams();
    for (const [k, v] of form) if (typeof v === "string") query.append(k, v);
    const fileName = `${String(form.get("name") ?? "").trim() || "kit"}.zip`;
    try {
      setState({ kind: "running", fileName, received: 0, total: null });
      const blob = await fetchWithProgress(`${EXPORT_DOWNLOAD_PATH}?${query}`, (received, total) =>
        setState({ kind: "running", fileName, received, total }),
      );
      saveBlobAsFile(blob, fileName, RELEASE_AFTER_MS);
      setState({ kind: "done", fileName, received: blob.size, total: blob.size });
    } catch (err) {
      setState({
        kind: "failed",
        message: `The export failed: ${err instanceof Error ? err.message : "the connection was lost"}`,
      });
    }
  }

  const value =
    state.kind === "done"
      ? 100
      : state.kind === "running" && state.total
        ? Math.min(99, Math.floor((state.received / state.total) * 100))
        : 0;
  return (
    <form method="get" action={EXPORT_DOWNLOAD_PATH} onSubmit={submit} aria-label="Export a kit" className="kits-admin__export">
      <fieldset>
        <legend>What the kit holds</legend>
        {sections.map((s) => (
          <p key={s.key}>
            <label className="admin-check">
              <input type="checkbox" name="sections" value={s.key} defaultChecked={s.checked} aria-describedby={`section-${s.key}-hint`} />{" "}
              {s.title}
            </label>
            <span id={`section-${s.key}-hint`} className="kits-admin__hint">
              {" "}
              {s.description}
            </span>
          </p>
        ))}
      </fieldset>
      <fieldset>
        <legend>About the kit</legend>
        <div className="admin-fields">
          <p>
            <label htmlFor="kit-name">Name</label>
            <input
              id="kit-name"
              name="name"
              required
              maxLength={80}
              pattern="[a-z0-9][a-z0-9\-]*"
              defaultValue={defaultName}
              aria-describedby="kit-name-hint"
            />
            <span id="kit-name-hint" className="kits-admin__hint">
              Lowercase letters, digits and -; the file is saved as this name with .zip.
            </span>
          </p>
          <p>
            <label htmlFor="kit-title">Title</label>
            <input id="kit-title" name="title" maxLength={200} />
          </p>
          <p>
            <label htmlFor="kit-description">Description</label>
            <textarea id="kit-description" name="description" maxLength={2000} rows={3} />
          </p>
        </div>
      </fieldset>
      <p>
        <Button type="submit" disabled={state.kind === "running"}>
          Export
        </Button>
      </p>
      {state.kind === "running" || state.kind === "done" ? (
        <div className="admin-export" role="status">
          <span id={labelId}>{state.kind === "done" ? `Export finished: ${state.fileName} saved` : `Exporting ${state.fileName}…`}</span>
          <span
            className="admin-progress"
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={value}
            aria-valuetext={state.total ? `${Math.round(state.received / 1024)} of ${Math.round(state.total / 1024)} KB` : `${value}%`}
          >
            <span style={{ width: `${value}%` }} />
          </span>
        </div>
      ) : null}
      {state.kind === "failed" ? (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
