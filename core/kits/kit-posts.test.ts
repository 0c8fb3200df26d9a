import { describe, expect, it } from "vitest";
import { crumbellaFiles } from "../../server/test/zip-writer";
import { kitPostsFromWxr, withoutRemoteImages, wxrDate } from "./kit-posts";

const crumbellaPosts = () => crumbellaFiles().get("wp-content/post/post.xml")!;

const item = (fields: string) => `<item>${fields}</item>`;
const wxr = (...items: string[]) => `<?xml version="1.0"?><rss><channel>${items.join("")}</channel></rss>`;

describe("a kit's WordPress posts as articles", () => {
  it("reads the Crumbella kit's three posts with their fields and category", () => {
    const posts = kitPostsFromWxr([crumbellaPosts()]);
    expect(posts.map((p) => [p.oldId, p.slug, p.status, p.publishedAt, p.categories])).toEqual([
      ["1", "hello-world", "publish", "2025-11-25T11:36:57Z", ["uncategorized"]],
      ["49", "how-we-craft-the-perfect-cookie-every-time", "publish", "2025-11-25T11:45:29Z", ["uncategorized"]],
      ["51", "the-sweet-story-behind-our-signature-cookies", "publish", "2025-11-25T11:45:29Z", ["uncategorized"]],
    ]);
    expect(posts[0]!.title).toBe("Hello world!");
    expect(posts[0]!.body).toContain("<p>Welcome to WordPress.");
    expect(posts[0]!.excerpt).toBe("");
    // The kit's excerpt is longer than an article's: cut at the limit.
    expect(posts[1]!.excerpt.length).toBeLessThanOrEqual(500);
    expect(posts[1]!.excerpt.startsWith("Lorem ipsum dolor sit amet")).toBe(true);
    expect(posts.every((p) => p.warnings.length === 0 && p.imageAlt === "")).toBe(true);
  });

  it("keeps a featured image's alt text only, drafts other statuses and leaves other post types", () => {
    const posts = kitPostsFromWxr([
      wxr(
        item(`<title>Tips &amp; tricks</title><wp:post_id>7</wp:post_id><wp:post_name><![CDATA[cr%c3%a8me-tips]]></wp:post_name>
          <wp:status><![CDATA[pending]]></wp:status><wp:post_type><![CDATA[post]]></wp:post_type>
          <wp:post_date_gmt><![CDATA[0000-00-00 00:00:00]]></wp:post_date_gmt><wp:post_date><![CDATA[2024-02-03 04:05:06]]></wp:post_date>
          <content:encoded><![CDATA[<p>Hi <img src="https://kit.example/a.jpg" alt="A cookie"> <img src="/local.png" alt="x"></p>]]></content:encoded>
          <category domain="category" nicename="baking"><![CDATA[Baking]]></category><category domain="post_tag" nicename="t"><![CDATA[T]]></category>
          <wp:postmeta><wp:meta_key><![CDATA[_thumbnail_id]]></wp:meta_key><wp:meta_value><![CDATA[90]]></wp:meta_value></wp:postmeta>`),
        item(`<title>Sample</title><wp:post_id>2</wp:post_id><wp:post_type><![CDATA[page]]></wp:post_type>`),
      ),
      wxr(
        item(`<title>cookie.jpg</title><wp:post_id>90</wp:post_id><wp:post_type><![CDATA[attachment]]></wp:post_type>
          <wp:attachment_url><![CDATA[https://kit.example/cookie.jpg]]></wp:attachment_url>
          <wp:postmeta><wp:meta_key><![CDATA[_wp_attachment_image_alt]]></wp:meta_key><wp:meta_value><![CDATA[A fresh cookie]]></wp:meta_value></wp:postmeta>`),
      ),
    ]);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      oldId: "7",
      title: "Tips & tricks",
      slug: "creme-tips",
      status: "draft",
      publishedAt: "2024-02-03T04:05:06Z",
      categories: ["baking"],
      imageAlt: "A fresh cookie",
    });
    expect(posts[0]!.body).toBe('<p>Hi <span class="aisle-image-unavailable">A cookie</span> <img src="/local.png" alt="x"></p>');
    expect(posts[0]!.warnings).toEqual([
      "Its featured image at https://kit.example/cookie.jpg stays at the kit's host; the article keeps its alt text only.",
      "The image at https://kit.example/a.jpg in its text stays at the kit's host; its alt text shows instead.",
    ]);
  });

  it("reads WordPress's dates and images at other hosts", () => {
    expect(wxrDate("2025-11-25 11:36:57")).toBe("2025-11-25T11:36:57Z");
    expect(wxrDate("0000-00-00 00:00:00")).toBeNull();
    expect(wxrDate("soon")).toBeNull();
    expect(withoutRemoteImages(`<img src="//cdn.example/x.png" alt='Fish &amp; "chips"'>`).html).toBe(
      '<span class="aisle-image-unavailable">Fish &#38; &#34;chips&#34;</span>',
    );
    expect(withoutRemoteImages('<img src="data:image/png;base64,AA">').removed).toEqual([]);
  });
});
