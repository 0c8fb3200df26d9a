import type { ListFormResult } from "./list-form.server";

/** What a list form's last post did, announced: a status line, or an alert for a refusal. */
export function FormStatus({ result }: { result: ListFormResult | undefined }) {
  if (!result) return <p role="status" className="list-status" />;
  return result.ok ? (
    <p role="status" className="list-status">
      {result.message}
    </p>
  ) : (
    <p role="alert" className="field__error">
      {result.error}
    </p>
  );
}
