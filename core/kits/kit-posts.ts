import { FIELD_LIMITS } from "#core/limits/limits";
import { slugify } from "#core/posts/slugify";
import { decodeReferences, htmlToText } from "#core/text/html-text";

/**
 * A WordPress post of a kit's `wp-content/post/post.xml` (WXR), as an Aisle article takes it
 * (docs/kits.md): the fields an article has, its categories by slug, and what was left out.
 */
export interface KitPost {
  oldId: string;
  title: string;
  /** The article's slug: WordPress's `post_name` made a slug, else one made from the title. */
  slug: string;
  /** HTML as WordPress wrote it, images at another host replaced by their alt text; sanitized when stored. */
  body: string;
  excerpt: string;
  status: "publish" | "draft";
  /** ISO 8601 in UTC, or null when the post has no date (a draft). */
  publishedAt: string | null;
  /** Slugs of the `category` terms it carries. */
  categories: string[];
  /** The featured image's alt text (the picture itself is at the kit's host and is not brought in). */
  imageAlt: string;
  warnings: string[];
}

const cdata = (s: string) => s.replace(/^<!\[CDATA\[([\s\S]*?)\]\]>$/, "$1");
/** A WXR element's text: CDATA as written, anything else with its character references decoded. */
function tagText(xml: string, name: string): string {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  if (!m) return "";
  const raw = m[1]!.trim();
  return /^<!\[CDATA\[/.test(raw) ? cdata(raw) : decodeReferences(raw);
}

function postMeta(item: string): Map<string, string> {
  const meta = new Map<string, string>();
  for (const pm of item.matchAll(/<wp:postmeta>([\s\S]*?)<\/wp:postmeta>/g))
    meta.set(tagText(pm[1]!, "wp:meta_key"), tagText(pm[1]!, "wp:meta_value"));
  return meta;
}

const items = (xml: string) => [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);

/** `2025-11-25 11:36:57` (WordPress's GMT date) as ISO 8601 in UTC; null for WordPress's empty `0000-00-00 00:00:00`. */
export function wxrDate(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m || m[1] === "0000") return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** The image addresses of `html` at another host (http, https or protocol-relative), each replaced by its alt text. */
export function withoutRemoteImages(html: string): { html: string; removed: string[] } {
  const removed: string[] = [];
  const out = html.replace(/<img\b[^>]*>/gi, (tag) => {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(tag);
    const url = decodeReferences(src?.[1] ?? src?.[2] ?? src?.[3] ?? "").trim();
    if (!/^(?:https?:)?\/\//i.test(url)) return tag;
    removed.push(url);
    const alt = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const text = decodeReferences(alt?.[1] ?? alt?.[2] ?? "").trim();
    return text ? `<span class="aisle-image-unavailable">${text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)}</span>` : "";
  });
  return { html: out, removed };
}

/** Attachments of the kit's WXR files by old id: their address and alt text. */
function attachments(xmls: readonly string[]): Map<string, { url: string; alt: string; title: string }> {
  const out = new Map<string, { url: string; alt: string; title: string }>();
  for (const xml of xmls)
    for (const item of items(xml)) {
      if (tagText(item, "wp:post_type") !== "attachment") continue;
      out.set(tagText(item, "wp:post_id"), {
        url: tagText(item, "wp:attachment_url"),
        alt: postMeta(item).get("_wp_attachment_image_alt") ?? "",
        title: htmlToText(tagText(item, "title")),
      });
    }
  return out;
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

/**
 * The kit's WordPress posts (`post_type` post) from its WXR files, as articles (docs/kits.md): the
 * title and excerpt as plain text within the article's limits, WordPress's `publish` (and `future`,
 * dated as it was set) published and every other status a draft, the `category` terms by slug, and
 * the featured image (`_thumbnail_id`) kept as its alt text only, as images at another host are
 * (docs/media.md). Items of other types are left to their own parts of the import; `postType` reads
 * the WordPress pages (`page`) the same way.
 */
export function kitPostsFromWxr(xmls: readonly string[], postType = "post"): KitPost[] {
  const media = attachments(xmls);
  const posts: KitPost[] = [];
  for (const xml of xmls)
    for (const item of items(xml)) {
      if (tagText(item, "wp:post_type") !== postType) continue;
      const oldId = tagText(item, "wp:post_id");
      const warnings: string[] = [];
      const title = clip(htmlToText(tagText(item, "title")), FIELD_LIMITS.title) || `Post ${oldId}`;
      const wpStatus = tagText(item, "wp:status");
      const meta = postMeta(item);
      const thumb = meta.get("_thumbnail_id");
      const image = thumb ? media.get(thumb) : undefined;
      if (thumb)
        warnings.push(
          image?.url
            ? `Its featured image at ${image.url} stays at the kit's host; the article keeps its alt text only.`
            : "Its featured image is not in the kit; the article has none.",
        );
      const { html: body, removed } = withoutRemoteImages(tagText(item, "content:encoded"));
      for (const url of removed) warnings.push(`The image at ${url} in its text stays at the kit's host; its alt text shows instead.`);
      posts.push({
        oldId,
        title,
        slug: slugify(decodeURIComponentSafe(tagText(item, "wp:post_name"))) || slugify(title) || `post-${slugify(oldId) || "1"}`,
        body,
        excerpt: clip(htmlToText(tagText(item, "excerpt:encoded")), FIELD_LIMITS.excerpt),
        status: wpStatus === "publish" || wpStatus === "future" ? "publish" : "draft",
        publishedAt: wxrDate(tagText(item, "wp:post_date_gmt")) ?? wxrDate(tagText(item, "wp:post_date")),
        categories: [
          ...new Set(
            [...item.matchAll(/<category\s+domain="category"\s+nicename="([^"]*)"/g)].map((m) => slugify(decodeReferences(m[1]!))),
          ),
        ].filter(Boolean),
        imageAlt: clip(image ? image.alt || image.title : "", FIELD_LIMITS.imageAlt),
        warnings,
      });
    }
  return posts;
}

/** WordPress writes a slug with other letters percent-encoded (`cr%c3%a8me`). */
function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
