import { describe, expect, it } from "vitest";
import type { PostPage, PostSummary } from "#core/posts/types";
import { posts, POSTS_RESOLVER } from "./posts";
import { readPostsSettings } from "./settings";
import { postsListHtml } from "./list.server";
import { archiveOf } from "./archive-query";
import { archivePosts } from "../archive-posts/archive-posts";

const post = (id: number): PostSummary => ({
  id,
  type: "recipe",
  slug: `cake-${id}`,
  title: `Cake ${id}`,
  excerpt: "A moist lemon cake with a crisp sugar crust that keeps for days.",
  image: `/images/cake-${id}.webp`,
  imageAlt: "",
  author: "Kitchen",
  publishedAt: "2026-11-03T10:00:00.000Z",
  url: `/recipes/cake-${id}`,
  terms: { recipe_category: [{ slug: "desserts", name: "Desserts" }] },
});
const page = (items: PostSummary[], p: number, totalPages: number): PostPage => ({
  items,
  total: totalPages * items.length,
  page: p,
  perPage: items.length,
  totalPages,
});

describe("posts settings", () => {
  it("read the chosen skin's own settings, and Elementor's labels as text", () => {
    const s = readPostsSettings(
      {
        _skin: "cards",
        posts_post_type: "recipe",
        cards_columns: "2",
        cards_posts_per_page: 4,
        cards_show_excerpt: "",
        pagination_type: "numbers_and_prev_next",
        pagination_prev_label: "&laquo; Previous",
      },
      false,
    );
    expect(s).toMatchObject({
      skin: "cards",
      postType: "recipe",
      columns: 2,
      perPage: 4,
      showExcerpt: false,
      pagination: "numbers_and_prev_next",
      prevLabel: "« Previous",
    });
    expect(readPostsSettings({ _skin: "archive_cards", archive_cards_columns: 4, posts_per_page: "8" }, true)).toMatchObject({
      skin: "cards",
      columns: 4,
      perPage: 8,
    });
    expect(
      readPostsSettings({ _skin: "<x>", classic_columns: 99, pagination_type: "infinite", pagination_next_label: "<img src=x>" }, false),
    ).toMatchObject({
      skin: "classic",
      columns: 3,
      pagination: "",
      nextLabel: "Next »",
    });
  });
});

describe("posts list", () => {
  const settings = readPostsSettings(
    { posts_post_type: "recipe", pagination_type: "numbers_and_prev_next", classic_excerpt_length: 5 },
    false,
  );
  it("prints Elementor's classic markup, each post linked once by name", () => {
    const html = postsListHtml({ widgetId: "p1a2b3c", settings, posts: page([post(1)], 1, 1), page: 1, baseUrl: "/cakes" });
    expect(html).toContain(
      '<div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid elementor-posts--thumbnail-top" style="--grid-columns:3">',
    );
    expect(html).toContain('<article class="elementor-post elementor-grid-item post-1 type-recipe has-post-thumbnail">');
    expect(html).toContain('<h3 class="elementor-post__title"><a href="/recipes/cake-1">Cake 1</a></h3>');
    expect(html).toContain("<p>A moist lemon cake with…</p>");
    expect(html).toContain('aria-label="Read More: Cake 1"');
    expect(html).not.toContain("elementor-pagination");
  });
  it("links pages by the widget's page parameter, keeping the rest of the address", () => {
    const html = postsListHtml({
      widgetId: "p1a2b3c",
      settings,
      posts: page([post(3)], 2, 3),
      page: 2,
      baseUrl: "/cakes?e-page-p1a2b3c=2&x=1",
    });
    expect(html).toContain(
      '<a class="page-numbers prev" href="/cakes?x=1" rel="prev">« Previous<span class="visually-hidden"> page</span></a>',
    );
    expect(html).toContain('<a class="page-numbers" href="/cakes?x=1&amp;e-page-p1a2b3c=2" aria-current="page" aria-label="Page 2">2</a>');
    expect(html).toContain('href="/cakes?x=1&amp;e-page-p1a2b3c=3" rel="next"');
  });
  it("prints the cards skin with its badge, and the nothing-found text", () => {
    const cards = readPostsSettings({ _skin: "cards", posts_post_type: "recipe" }, false);
    const html = postsListHtml({ widgetId: "p", settings: cards, posts: page([post(1)], 1, 1), page: 1, baseUrl: "/" });
    expect(html).toContain('<div class="elementor-post__card">');
    expect(html).toContain('<div class="elementor-post__badge">Desserts</div>');
    expect(postsListHtml({ widgetId: "p", settings: cards, posts: page([], 1, 1), page: 1, baseUrl: "/" })).toContain(
      "elementor-posts-nothing-found",
    );
  });
  it("escapes the posts' fields", () => {
    const html = postsListHtml({
      widgetId: "p",
      settings,
      posts: page([{ ...post(1), title: "<script>x</script>" }], 1, 1),
      page: 1,
      baseUrl: "/",
    });
    expect(html).not.toContain("<script>");
  });
});

describe("posts widgets", () => {
  it("are per-request slots; Archive Posts shows the list its page is", () => {
    const el = { id: "p1a2b3c", elType: "widget" as const, widgetType: "posts", settings: {}, elements: [] };
    expect(posts.slot?.(posts.settings.parse({}), el)).toMatchObject({
      resolver: POSTS_RESOLVER,
      args: { widgetId: "p1a2b3c", archive: false },
    });
    expect(archivePosts.slot?.(archivePosts.settings.parse([]), el)).toMatchObject({ resolver: POSTS_RESOLVER, args: { archive: true } });
    expect(archiveOf("/recipes")).toEqual({ type: "recipe" });
    expect(archiveOf("/articles/category/news")).toEqual({ type: "article", taxonomy: "category", term: "news" });
    expect(archiveOf("/recipes/lemon-cake")).toBeNull();
  });
});

describe("posts thumbnails (docs/media.md)", () => {
  const settings = readPostsSettings({ posts_post_type: "recipe" }, false);
  it("draws a thumbnail on the site (no srcset: a post summary carries no width); one at another host keeps its box and is never requested", () => {
    const local = postsListHtml({
      widgetId: "p",
      settings,
      posts: page([{ ...post(1), image: "/media/0123456789abcdef0123456789abcdef/full.jpg" }], 1, 1),
      page: 1,
      baseUrl: "/",
    });
    expect(local).toContain('<img src="/media/0123456789abcdef0123456789abcdef/full.jpg" alt="" width="600" height="400" loading="lazy"');
    const remote = postsListHtml({
      widgetId: "p",
      settings,
      posts: page([{ ...post(1), image: "https://shop.example/cake.jpg" }], 1, 1),
      page: 1,
      baseUrl: "/",
    });
    expect(remote).not.toContain("<img");
    expect(remote).not.toContain("shop.example");
    expect(remote).toContain('<span class="aisle-image-unavailable" style="width:600px;aspect-ratio:600 / 400"></span>');
  });
});
