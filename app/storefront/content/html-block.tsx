/** CMS markup, sanitized when it was saved (server/services/sanitize.ts), rendered as it is. */
export function HtmlBlock({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
