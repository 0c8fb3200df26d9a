/** Slugs are 1-100 lowercase letters, digits and single hyphens (core/schemas/documents.ts). */
export const MAX_SLUG_LENGTH = 100;

/** The slug a title suggests: accents dropped, anything but letters and digits a hyphen; "" when nothing is left. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, "");
}

/**
 * `base` when it is free, else `base-2`, `base-3`... (the base shortened so the whole stays a valid
 * slug). `unavailable` says whether a slug is taken or reserved.
 */
export function uniqueSlug(base: string, unavailable: (slug: string) => boolean): string {
  if (!unavailable(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!unavailable(candidate)) return candidate;
  }
}
