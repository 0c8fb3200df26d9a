import { UPLOAD_LIMITS } from "#core/limits/limits";
import { ACCEPTED_UPLOADS_TEXT, sizeText, UPLOAD_ACCEPT } from "#core/web/uploads";

export const FILES_ID = "contact-attachments";

/**
 * The contact form's file field: several files at once, what is accepted said before choosing (the
 * chooser's filter is a hint; the server judges each file by its content), and a refusal under it.
 */
export function ContactFiles({ error }: { error?: string | null }) {
  const describedBy = [`${FILES_ID}-hint`, error ? `${FILES_ID}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="contact__field">
      <label htmlFor={FILES_ID}>Files (optional)</label>
      <p id={`${FILES_ID}-hint`} className="field__hint">
        Up to {UPLOAD_LIMITS.files} files of at most {sizeText(UPLOAD_LIMITS.fileBytes)} each: {ACCEPTED_UPLOADS_TEXT}.
      </p>
      <input
        id={FILES_ID}
        name="attachments"
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p id={`${FILES_ID}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
