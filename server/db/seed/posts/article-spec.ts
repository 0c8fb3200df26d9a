/** A demo article as written in the seed files. */
export interface ArticleSpec {
  title: string;
  /** `category` slugs. */
  categories: readonly string[];
  excerpt: string;
  /** HTML (sanitized like any CMS html when the seed stores it). */
  body: string;
}
