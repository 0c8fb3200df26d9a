/**
 * Settings that carry HTML (core/builder/html-settings.ts): the renderer hands widgets their values
 * already sanitized by the setting's allow-list, and widgets print them as HTML, as Elementor does.
 */

/** Props that print a sanitized HTML setting as an element's content. */
export const htmlContent = (html: string) => ({ dangerouslySetInnerHTML: { __html: html } });

/** A sanitized inline HTML setting where a node is expected (a title handed to a shared component). */
export function InlineHtml({ html, className }: { html: string; className?: string }) {
  return <span className={className} {...htmlContent(html)} />;
}
