import { useId, useState, type FormEvent } from "react";
import type { ElementNode } from "#core/documents/document-types";
import { Dialog } from "#app/ui/dialog";
import { Button } from "#app/ui/button";
import { saveTemplate } from "./templates-api";

export interface TemplateToSave {
  /** What is saved, said in the dialog: `the Heading element`, `the whole page`. */
  what: string;
  /** The template type: `section` for an element, `page-template` (or the document's own type) for the document. */
  type: string;
  suggested: string;
  elements: ElementNode[];
}

/**
 * [dialog] `Save as template`: asks the template's name and saves it in the templates library; the
 * server checks it as it checks a document's save. Said in the editor's live region when saved.
 */
export function SaveTemplateDialog(props: {
  saving: TemplateToSave;
  nonce: string;
  onClose: () => void;
  announce: (message: string) => void;
}) {
  const { saving, nonce, onClose, announce } = props;
  const [title, setTitle] = useState(saving.suggested);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const errorId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!title.trim()) {
      setError("Give the template a name.");
      return;
    }
    setBusy(true);
    setError("");
    try {
      await saveTemplate({ title: title.trim(), type: saving.type, elements: saving.elements }, nonce);
      announce(`Saved “${title.trim()}” in the templates library.`);
      onClose();
    } catch (err) {
      setError(`Not saved: ${err instanceof Error ? err.message : "please try again."}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Save as template"
      footer={
        <Button type="submit" form={formId} aria-disabled={busy}>
          Save template
        </Button>
      }
    >
      <form id={formId} className="templates-library__form" onSubmit={(e) => void submit(e)} noValidate>
        <p>Saves {saving.what} in the templates library, to insert into any page.</p>
        <label>
          <span>Template name</span>
          <input
            value={title}
            maxLength={200}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        {error ? (
          <p id={errorId} role="alert" className="field__error">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
