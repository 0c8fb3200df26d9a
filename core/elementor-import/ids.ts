/** Element ids as Aisle stores them (docs/design/documents.md): 7-8 lowercase letters or digits. */
export const ELEMENT_ID = /^[a-z0-9]{7,8}$/;

export const isElementId = (value: unknown): value is string => typeof value === "string" && ELEMENT_ID.test(value);

/** Seven random lowercase hex digits, the form Elementor's editor gives new elements. */
export function randomElementId(): string {
  const bytes = new Uint8Array(4);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 7);
}

/**
 * Fresh ids, never one in `taken` and never the same twice. `next` proposes candidates (random by
 * default; tests pass a predictable one); a candidate that is not a valid id or is taken is skipped.
 */
export function freshIds(taken: Set<string>, next: () => string = randomElementId): () => string {
  return () => {
    for (let tries = 0; tries < 10_000; tries++) {
      const id = next();
      if (isElementId(id) && !taken.has(id)) {
        taken.add(id);
        return id;
      }
    }
    throw new Error("No fresh element id could be made.");
  };
}
