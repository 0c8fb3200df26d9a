/** The origin and path of Google's map embed: the content security policy allows frames from it (server/http/security-headers.ts). */
export const MAP_EMBED_BASE = "https://www.google.com/maps";

/** The embedded map of an address at a zoom level (1-20), as Elementor embeds it. */
export function mapEmbedUrl(address: string, zoom: number): string {
  const z = Math.min(Math.max(Math.round(zoom), 1), 20);
  return `${MAP_EMBED_BASE}?${new URLSearchParams({ q: address, t: "m", z: String(z), output: "embed", iwloc: "near" })}`;
}

/** Google Maps' own page for the address: where the facade's link goes without scripts. */
export function mapPageUrl(address: string): string {
  return `${MAP_EMBED_BASE}/search/?${new URLSearchParams({ api: "1", query: address })}`;
}
