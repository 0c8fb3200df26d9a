import { useEffect, useRef } from "react";

const when = (iso: string) => `${iso.replace("T", " ").slice(0, 16)} UTC`;

/**
 * Someone else saved the document after this editor opened it: say who and when, and offer Reload (their
 * version, losing these changes) or Save as a copy (these changes, as a new draft). A modal alertdialog.
 */
export function ConflictDialog(props: { savedBy: string; savedAt: string; onReload: () => void; onCopy: () => void; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby="conflict-title"
      aria-describedby="conflict-text"
      className="editor-conflict"
      onClose={props.onClose}
    >
      <h2 id="conflict-title">Someone else saved this document</h2>
      <p id="conflict-text">
        {props.savedBy} saved it at <time dateTime={props.savedAt}>{when(props.savedAt)}</time>, after you opened it. Your changes were not
        saved and are still here.
      </p>
      <div className="editor-conflict__actions">
        <button type="button" onClick={props.onReload}>
          Reload
        </button>
        <button type="button" onClick={props.onCopy}>
          Save as a copy
        </button>
        <button type="button" onClick={() => ref.current?.close()}>
          Keep editing
        </button>
      </div>
    </dialog>
  );
}
