import { jsonLdText } from "../../core/posts/json-ld";
import { useNonce } from "../nonce-context";

/**
 * The page's CSP nonce in the browser, where the server's context is gone: browsers hide the nonce
 * attribute, but a script's `nonce` property keeps it. A JSON-LD block rendered after a client-side
 * navigation carries it too, like every script the server sent.
 */
function documentNonce(): string {
  if (typeof document === "undefined") return "";
  for (const s of document.scripts) if (s.nonce) return s.nonce;
  return "";
}

/** Structured data for search engines, escaped so nothing in it can end the script element; it carries the CSP nonce. */
export function JsonLdScript({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce() || documentNonce();
  return <script type="application/ld+json" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
