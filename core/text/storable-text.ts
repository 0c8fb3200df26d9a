// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|\p{Cs}/u;

/**
 * Whether the database can store `text`: PostgreSQL text and jsonb refuse U+0000, and jsonb refuses
 * an unpaired surrogate (JSON.parse and form decoding accept both).
 */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}
