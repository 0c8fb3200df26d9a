import { describe, expect, it } from "vitest";
import { authorBox, AUTHOR_BOX_RESOLVER, renderAuthorBox } from "./author-box";
import { authorBoxSettings } from "./settings";
import { widgetCss } from "../widget-test-support";

describe("author box", () => {
  it("shows the author's name, bio and link with Elementor's classes", () => {
    const settings = authorBoxSettings.parse({ author_name_tag: "span", show_link: "yes", link_text: "More recipes" });
    expect(renderAuthorBox(settings, { name: "Harvest Lane Kitchen", bio: "Recipes from our bakers.", avatar: "", link: "/recipes" })).toBe(
      '<div class="elementor-author-box"><div class="elementor-author-box__text"><span class="elementor-author-box__name">Harvest Lane Kitchen</span><div class="elementor-author-box__bio">Recipes from our bakers.</div><a class="elementor-author-box__button elementor-button elementor-size-xs" href="/recipes">More recipes</a></div></div>',
    );
  });
  it("hides what is switched off, refuses script addresses, and shows nothing without an author", () => {
    const settings = authorBoxSettings.parse({ show_biography: "", show_link: "yes" });
    const html = renderAuthorBox(settings, { name: "A", bio: "Hidden", avatar: "javascript:alert(1)", link: "javascript:alert(1)" });
    expect(html).not.toContain("Hidden");
    expect(html).not.toContain("javascript:");
    expect(renderAuthorBox(settings, { name: "", bio: "", avatar: "", link: "" })).toBe("");
  });
  it("reads the kit's settings and writes its sizes", () => {
    expect(authorBox.slot?.(authorBoxSettings.parse({}))?.resolver).toBe(AUTHOR_BOX_RESOLVER);
    const css = widgetCss(authorBox, {
      image_size: { unit: "px", size: 50 },
      name_typography_typography: "custom",
      name_typography_font_weight: "700",
    });
    expect(css).toContain(".elementor-element-w1 .elementor-author-box__avatar img{width:50px;height:50px}");
    expect(css).toContain("font-weight:700");
  });
});

describe("author box avatar (docs/media.md)", () => {
  it("draws a picture on the site; one at another host shows the author's name in its box, never requested", () => {
    const settings = authorBoxSettings.parse({});
    const local = renderAuthorBox(settings, {
      name: "Kitchen",
      bio: "",
      avatar: "/media/0123456789abcdef0123456789abcdef/full.jpg",
      link: "",
    });
    expect(local).toContain('<img src="/media/0123456789abcdef0123456789abcdef/full.jpg" alt="Kitchen" width="96" height="96"');
    const remote = renderAuthorBox(settings, { name: "Kitchen", bio: "", avatar: "https://secure.gravatar.example/avatar/1", link: "" });
    expect(remote).not.toContain("<img");
    expect(remote).not.toContain("gravatar");
    expect(remote).toContain('<span class="aisle-image-unavailable" style="width:96px;aspect-ratio:96 / 96">Kitchen</span>');
  });
});
