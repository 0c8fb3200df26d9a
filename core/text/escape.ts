/** The text-escape helper (docs/requirements.md#validation): & < > ' " become entities, & first. */
export function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#039;").replaceAll('"', "&quot;");
}

/** The same escaping, for attribute values. */
export function escapeAttr(text: string): string {
  return escapeHtml(text);
}
