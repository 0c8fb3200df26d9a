/**
 * An address safe to put in href/src from CMS settings: http(s), mailto, tel, site-relative paths,
 * fragments and queries. Anything else (javascript:, data:, vbscript:, protocol-relative) becomes "#".
 */
export function safeUrl(value: unknown): string {
  if (typeof value !== "string") return "#";
  const url = value.trim();
  if (url === "") return "#";
  if (url.startsWith("//")) return "#";
  if (/^[/?#]/.test(url)) return url;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (!scheme) return url.includes(":") ? "#" : url;
  return ["http", "https", "mailto", "tel"].includes(scheme[1]!.toLowerCase()) ? url : "#";
}
