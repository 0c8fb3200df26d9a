import type { MetaDescriptor } from "react-router";
import { pageErrorText } from "../storefront/frame/page-error";
import type { PostDetail } from "../../core/posts/types";
import type { ListPageData } from "./post-loaders.server";
import { listDescription, listHeading } from "./post-text";

/** Title, description, canonical address and the Open Graph card of a page. */
export function pageMeta(m: {
  title: string;
  description: string;
  canonical: string;
  image?: string | null;
  ogType?: string;
}): MetaDescriptor[] {
  return [
    { title: m.title },
    { name: "description", content: m.description },
    { tagName: "link", rel: "canonical", href: m.canonical },
    { property: "og:type", content: m.ogType ?? "website" },
    { property: "og:title", content: m.title },
    { property: "og:description", content: m.description },
    { property: "og:url", content: m.canonical },
    ...(m.image ? [{ property: "og:image", content: m.image }] : []),
  ];
}

/** A post's own page; a missing one says so in its title. */
export function postMeta(d: { post: PostDetail; canonical: string; origin: string } | undefined, error: unknown): MetaDescriptor[] {
  if (!d) return [{ title: pageErrorText(error).title }];
  const { post } = d;
  return pageMeta({
    title: post.title,
    description: post.excerpt,
    canonical: d.canonical,
    image: post.image ? new URL(post.image, d.origin).href : null,
    ogType: "article",
  });
}

/** A list page: its heading as title (with the page number past the first), and its canonical address. */
export function listMeta(d: ListPageData | undefined, error: unknown): MetaDescriptor[] {
  if (!d) return [{ title: pageErrorText(error).title }];
  const heading = listHeading(d.type, d.selected);
  const title = d.list.page > 1 ? `${heading} (page ${d.list.page})` : heading;
  return pageMeta({ title, description: listDescription(d.type, heading, d.list.total), canonical: d.canonical });
}
