/** Whether the client takes `encoding` (q > 0, named or by `*`); `gzip` also answers to `x-gzip`. */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  let star = false;
  for (const item of header.split(",")) {
    const [name, ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((s) => s.trim()).find((s) => s.startsWith("q="));
    const ok = q === undefined || Number(q.slice(2)) > 0;
    if (name === encoding || (encoding === "gzip" && name === "x-gzip")) return ok;
    if (name === "*") star = ok;
  }
  return star;
}

export const acceptsGzip = (header: string | undefined) => acceptsEncoding(header, "gzip");
