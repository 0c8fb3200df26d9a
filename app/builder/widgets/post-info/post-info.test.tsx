import { describe, expect, it } from "vitest";
import type { PostDetail } from "#core/posts/types";
import { postInfo, POST_INFO_RESOLVER, renderPostInfo } from "./post-info";
import { postInfoSettings } from "./settings";
import { foldIcons } from "../widget-test-support";

const post: PostDetail = {
  id: 7,
  type: "recipe",
  slug: "lemon-cake",
  title: "Lemon cake",
  excerpt: "",
  image: null,
  imageAlt: "",
  author: "Harvest Lane Kitchen",
  publishedAt: "2026-11-03T14:05:00.000Z",
  url: "/recipes/lemon-cake",
  terms: { recipe_category: [{ slug: "desserts", name: "Desserts" }], diet: [] },
  body: "<p>Zest.</p>",
  recipe: null,
};

describe("post info", () => {
  it("reads a kit's item without a type as the date, and Elementor's four items by default", () => {
    const kit = postInfoSettings.parse({
      icon_list: [{ _id: "097f4f3", date_format: "0", selected_icon: { value: "fas fa-calendar", library: "fa-solid" } }],
    });
    expect(kit.icon_list.map((i) => i.type)).toEqual(["date"]);
    expect(postInfoSettings.parse({}).icon_list.map((i) => i.type)).toEqual(["author", "date", "time", "comments"]);
  });
  it("shows the post's author, date and time, leaves comments out, and links terms to their list", () => {
    const html = foldIcons(
      renderPostInfo(
        postInfoSettings.parse({
          icon_list: [
            { type: "author" },
            { type: "date" },
            { type: "time", time_format: "H:i" },
            { type: "comments" },
            { type: "terms", taxonomy: "category" },
          ],
        }),
        post,
      ),
    );
    expect(html).toContain('<ul class="elementor-inline-items elementor-icon-list-items elementor-post-info">');
    expect(html).toContain('<a href="/recipes">');
    expect(html).toContain("Harvest Lane Kitchen");
    expect(html).toContain('<time dateTime="2026-11-03T14:05:00.000Z">November 3, 2026</time>');
    expect(html).toContain(">14:05</time>");
    expect(html).not.toContain("comments");
    expect(html).toContain('<a href="/recipes/category/desserts" class="elementor-post-info__terms-list-item">Desserts</a>');
  });
  it("escapes the post's fields", () => {
    expect(renderPostInfo(postInfoSettings.parse({ icon_list: [{ type: "author" }] }), { ...post, author: "<b>x</b>" })).not.toContain(
      "<b>",
    );
  });
  it("is a per-request slot", () => {
    expect(postInfo.slot?.(postInfoSettings.parse({}))?.resolver).toBe(POST_INFO_RESOLVER);
  });
});
