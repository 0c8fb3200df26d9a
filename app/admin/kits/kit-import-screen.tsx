import { useEffect, useRef, useState, type FormEvent } from "react";
import type { KitImportReview, KitImportRun } from "#core/schemas/kits";
import { partKey } from "#core/kits/kit-run-plan";
import { Button } from "#app/ui/button";
import { runKitImport, undoKitImport, uploadKit } from "./kit-import-api";
import { KitReviewForm } from "./kit-review-form";
import "./kit-import.css";

type State =
  | { kind: "upload" }
  | { kind: "review"; review: KitImportReview }
  | { kind: "running"; review: KitImportReview }
  | { kind: "done"; review: KitImportReview; run: KitImportRun }
  | { kind: "undone"; removed: number };

const ticked = (review: KitImportReview) =>
  new Set(
    review.sections.flatMap((s) => s.children.filter((c) => s.enabled && c.enabled && c.count > 0).map((c) => partKey(s.key, c.key))),
  );

/**
 * Importing a kit (docs/kits.md): [button] `Upload kit` sends the zip; the review ticks its parts and
 * asks each conflict; [button] `Import` runs it with a [progressbar] `Importing kit`; each item's
 * result is listed, and [button] `Undo this import` takes it all back. Focus moves to each new step's
 * heading or message. Given `initial` (a kit of the library), it opens on that kit's review.
 */
export function KitImportScreen({
  nonce,
  initial,
  initialError = "",
}: {
  nonce: string;
  initial?: KitImportReview;
  initialError?: string;
}) {
  const [state, setState] = useState<State>(initial ? { kind: "review", review: initial } : { kind: "upload" });
  const [parts, setParts] = useState<Set<string>>(() => (initial ? ticked(initial) : new Set()));
  const [answers, setAnswers] = useState<Record<string, "kit" | "mine">>({});
  const [error, setError] = useState(initialError);
  const [busy, setBusy] = useState(false);
  const focusRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (state.kind !== "running") focusRef.current?.focus();
  }, [state.kind]);
  const focusHere = (el: HTMLElement | null) => {
    focusRef.current = el;
  };

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = (event.currentTarget.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
    if (!file) return setError("Choose the kit's zip file first.");
    setBusy(true);
    setError("");
    try {
      const review = await uploadKit(file, nonce);
      setParts(ticked(review));
      setAnswers({});
      setState({ kind: "review", review });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const run = async (review: KitImportReview) => {
    setState({ kind: "running", review });
    setError("");
    try {
      const result = await runKitImport(review.id, { include: [...parts], conflicts: answers }, nonce);
      setState({ kind: "done", review, run: result });
    } catch (err) {
      setError((err as Error).message);
      setState({ kind: "review", review });
    }
  };

  const undo = async (id: number) => {
    setBusy(true);
    setError("");
    try {
      const { removed } = await undoKitImport(id, nonce);
      setState({ kind: "undone", removed });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="kit-import">
      {state.kind === "upload" || state.kind === "undone" ? (
        <form onSubmit={upload} aria-label="Upload a kit">
          {state.kind === "undone" ? (
            <p className="admin-status" role="status" tabIndex={-1} ref={focusHere}>
              The import was undone: {state.removed} item(s) removed and the settings it changed put back.
            </p>
          ) : null}
          <p>
            <label htmlFor="kit-file">Kit zip file (an Elementor kit export)</label>
            <br />
            <input id="kit-file" name="file" type="file" accept=".zip,application/zip" required />
          </p>
          <Button type="submit" disabled={busy}>
            Upload kit
          </Button>
        </form>
      ) : null}
      {state.kind === "review" || state.kind === "running" ? (
        <section aria-labelledby="kit-review-title">
          <h2 id="kit-review-title" tabIndex={-1} ref={focusHere}>
            Review &ldquo;{state.review.kit.title || state.review.kit.name}&rdquo;
          </h2>
          {state.review.kit.description ? <p>{state.review.kit.description}</p> : null}
          <KitReviewForm
            review={state.review}
            parts={parts}
            onPart={(key, on) => setParts((p) => (on ? new Set(p).add(key) : new Set([...p].filter((k) => k !== key))))}
            answers={answers}
            onAnswer={(id, a) => setAnswers((x) => ({ ...x, [id]: a }))}
          />
          <Button onClick={() => void run(state.review)} disabled={state.kind === "running" || parts.size === 0}>
            Import
          </Button>
        </section>
      ) : null}
      {state.kind === "running" || state.kind === "done" ? (
        <div
          className="admin-progress kit-import__progress"
          role="progressbar"
          aria-label="Importing kit"
          aria-valuemin={0}
          aria-valuemax={100}
          {...(state.kind === "done" ? { "aria-valuenow": 100 } : {})}
          data-done={state.kind === "done" ? "" : undefined}
        >
          <span />
        </div>
      ) : null}
      {state.kind === "done" ? (
        <KitImportResults run={state.run} onUndo={() => void undo(state.run.id)} busy={busy} focusHere={focusHere} />
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function KitImportResults({
  run,
  onUndo,
  busy,
  focusHere,
}: {
  run: KitImportRun;
  onUndo: () => void;
  busy: boolean;
  focusHere: (el: HTMLElement | null) => void;
}) {
  const failed = run.results.filter((r) => !r.ok).length;
  return (
    <section aria-labelledby="kit-results-title">
      <h2 id="kit-results-title" tabIndex={-1} ref={focusHere}>
        {failed ? `Imported, ${failed} item(s) not imported` : "Kit imported"}
      </h2>
      <ul className="kit-import__results" aria-label="What was imported">
        {run.results.map((r) => (
          <li key={`${r.kind}-${r.id}`}>
            {r.ok ? (
              <>
                <span className="kit-import__ok">Imported</span> {r.kind} &ldquo;{r.title}&rdquo;
                {r.url && (r.kind === "page" || r.kind === "post") ? (
                  <>
                    {" "}
                    (<a href={r.url}>{r.url}</a>)
                  </>
                ) : null}
                {r.warnings.length ? <span className="kit-import__warnings"> {r.warnings.join(" ")}</span> : null}
              </>
            ) : (
              <>
                <span className="kit-import__failed">Not imported</span> {r.error}
              </>
            )}
          </li>
        ))}
      </ul>
      <Button variant="destructive" onClick={onUndo} disabled={busy}>
        Undo this import
      </Button>
    </section>
  );
}
