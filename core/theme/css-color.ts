/**
 * A site colour setting used in styles (app banner background, theme colour): a hex colour or an
 * rgb()/rgba()/hsl()/hsla() function of plain numbers; anything else is "" (not configured).
 */
export function safeCssColor(value: string | null | undefined): string {
  const v = (value ?? "").trim();
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v)) return v;
  if (/^(?:rgb|hsl)a?\(\s*[\d.%\s,/+-]{1,60}\)$/i.test(v)) return v;
  return "";
}
