import { z } from "zod";
import type { PostType } from "#core/posts/taxonomies";
import { HTML_TAGS } from "../setting-fields";

/**
 * Elementor Pro's Posts and Archive Posts settings. Most are kept per skin (`classic_columns`,
 * `cards_read_more_text`; `archive_classic_columns` for Archive Posts), so they are read from the
 * stored settings by the chosen skin's prefix into one shape. Any stored value reads.
 */
export interface PostsSettings {
  skin: "classic" | "cards" | "full_content";
  /** Posts: the post type it lists; Archive Posts: the type when the page is no list of ours. */
  postType: PostType;
  columns: number;
  perPage: number;
  thumbnail: "top" | "left" | "right" | "none";
  showTitle: boolean;
  titleTag: (typeof HTML_TAGS)[number];
  showExcerpt: boolean;
  excerptLength: number;
  showDate: boolean;
  showReadMore: boolean;
  readMoreText: string;
  showBadge: boolean;
  pagination: "" | "numbers" | "prev_next" | "numbers_and_prev_next";
  pageLimit: number;
  prevLabel: string;
  nextLabel: string;
  orderBy: "date" | "title";
  order: "" | "asc" | "desc";
  nothingFound: string;
}

const on = (v: unknown, fallback: boolean) => (v === "yes" || v === true ? true : v === "" || v === "no" || v === false ? false : fallback);
const int = (v: unknown, fallback: number, min: number, max: number) => {
  const raw = v && typeof v === "object" && !Array.isArray(v) ? (v as { size?: unknown }).size : v;
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*\d{1,5}\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};
const pick = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(v as T) ? (v as T) : fallback);
/** Elementor stores labels with HTML entities ("&laquo; Previous"): read as the characters they name, as text. */
const label = (v: unknown, fallback: string) => {
  if (typeof v !== "string") return fallback;
  const text = v
    .replace(/&laquo;/g, "«")
    .replace(/&raquo;/g, "»")
    .replace(/&amp;/g, "&")
    .replace(/<[^>]*>/g, "")
    .trim()
    .slice(0, 100);
  return text || fallback;
};

export function readPostsSettings(stored: Record<string, unknown>, archive: boolean): PostsSettings {
  const skinKey = pick(
    stored["_skin"],
    archive ? ["archive_classic", "archive_cards", "archive_full_content"] : ["classic", "cards", "full_content"],
    archive ? "archive_classic" : "classic",
  );
  const skin = skinKey.replace(/^archive_/, "") as PostsSettings["skin"];
  const s = (key: string) => stored[`${skinKey}_${key}`];
  const type = stored[archive ? "archive_post_type" : "posts_post_type"];
  return {
    skin,
    postType: type === "recipe" ? "recipe" : "article",
    columns: int(s("columns"), 3, 1, 6),
    perPage: int(archive ? stored["posts_per_page"] : s("posts_per_page"), 6, 1, 50),
    thumbnail: pick(s("thumbnail"), ["top", "left", "right", "none"], "top"),
    showTitle: on(s("show_title"), true),
    titleTag: pick(s("title_tag"), HTML_TAGS, "h3"),
    showExcerpt: on(s("show_excerpt"), skin !== "full_content"),
    excerptLength: int(s("excerpt_length"), 25, 1, 200),
    showDate: Array.isArray(s("meta_data")) ? (s("meta_data") as unknown[]).includes("date") : true,
    showReadMore: on(s("show_read_more"), true),
    readMoreText: label(s("read_more_text"), "Read More »"),
    showBadge: on(s("show_badge"), true),
    pagination: pick(stored["pagination_type"], ["", "numbers", "prev_next", "numbers_and_prev_next"], ""),
    pageLimit: int(stored["pagination_page_limit"], 5, 0, 10_000),
    prevLabel: label(stored["pagination_prev_label"], "« Previous"),
    nextLabel: label(stored["pagination_next_label"], "Next »"),
    orderBy: stored["posts_orderby"] === "title" ? "title" : "date",
    order: pick(stored["posts_order"], ["", "asc", "desc"], ""),
    nothingFound: label(stored["nothing_found_message"], "It seems we can't find what you're looking for."),
  };
}

/** The widget's schema: the stored settings, whatever they are, read by `readPostsSettings`. */
export const postsSchema = (archive: boolean) =>
  z
    .record(z.string(), z.unknown())
    .catch({})
    .transform((stored) => readPostsSettings(stored, archive));
