/**
 * A post's or term's slug made from its title when none is given: lowercase ASCII letters and digits
 * joined by single hyphens, accents dropped ("Crème brûlée" is "creme-brulee"), at most `max`
 * characters and never ending in a hyphen. "" when the title has no letter or digit.
 */
export function slugify(title: string, max = 100): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return words.slice(0, max).replace(/-+$/, "");
}

/** `slug`, or `slug-2`, `slug-3`... the first one `taken` says is free, within `max` characters. */
export function freeSlug(slug: string, taken: (candidate: string) => boolean, max = 100): string {
  if (!taken(slug)) return slug;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, max - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
