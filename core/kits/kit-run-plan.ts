import type { ReviewSection } from "./review";
import { KIT_SECTIONS } from "./sections";

/** A part of the review by its `<section>/<part>` key (`templates/headers-footers`, `content/page`). */
export const partKey = (section: string, part: string) => `${section}/${part}`;

/**
 * The parts a run imports: those the request names (unknown keys are ignored), else those the review
 * ticks. A part is only taken when the kit holds something of it.
 */
export function includedParts(review: readonly ReviewSection[], include?: readonly string[]): Set<string> {
  const asked = include ? new Set(include) : null;
  const out = new Set<string>();
  for (const s of review)
    for (const c of s.children) {
      const key = partKey(s.key, c.key);
      if (c.count > 0 && (asked ? asked.has(key) : s.enabled && c.enabled)) out.add(key);
    }
  return out;
}

/** The review part (`templates/<group>`) a template of this Elementor doc type belongs to, or null. */
export function templatePart(docType: string): string | null {
  const group = KIT_SECTIONS.find((s) => s.key === "templates")!.children!.find((c) => c.docTypes?.includes(docType));
  return group ? partKey("templates", group.key) : null;
}
