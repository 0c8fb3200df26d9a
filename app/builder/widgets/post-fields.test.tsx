import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import type { PostSummary } from "#core/posts/types";
import { fillPostFields } from "./post-fields";
import { parseWidgetSettings, type WidgetDefinition } from "../widget-types";
import { themePostTitle } from "./theme-post-title/theme-post-title";
import { themePostFeaturedImage } from "./theme-post-featured-image/theme-post-featured-image";
import { themePostExcerpt } from "./theme-post-excerpt/theme-post-excerpt";
import { postTerms } from "./post-terms/post-terms";
import { postReadMore } from "./post-read-more/post-read-more";

const post: PostSummary = {
  id: 7,
  type: "recipe",
  slug: "pea-soup",
  title: `Pea & "ham" <soup>`,
  excerpt: "Green's best",
  image: "/images/posts/recipes/pea-soup.svg",
  imageAlt: "",
  author: "A",
  publishedAt: "2026-01-01T00:00:00.000Z",
  url: "/recipes/pea-soup",
  terms: { diet: [{ slug: "vegan", name: "Vegan & <b>" }], recipe_category: [] },
};

function render<S>(def: WidgetDefinition<S>, stored: Record<string, unknown>, opts: { loop: boolean; editMode?: boolean }): string {
  const settings = parseWidgetSettings(def, stored);
  return renderToStaticMarkup(
    <def.Component
      settings={settings}
      element={{ id: "w1", elType: "widget", widgetType: def.type, settings: {}, elements: [] }}
      editMode={opts.editMode ?? false}
      childHtml={[]}
      loop={opts.loop}
    />,
  );
}
const inLoop = <S,>(def: WidgetDefinition<S>, stored: Record<string, unknown> = {}) =>
  fillPostFields(render(def, stored, { loop: true }), post);

describe("post fields in a loop item", () => {
  it("title: the post's title, escaped, linked to its page unless turned off", () => {
    expect(inLoop(themePostTitle)).toBe(
      '<h2 class="elementor-heading-title elementor-size-default"><a href="/recipes/pea-soup">Pea &amp; &quot;ham&quot; &lt;soup&gt;</a></h2>',
    );
    expect(inLoop(themePostTitle, { header_size: "h3", link_to_post: "" })).toBe(
      '<h3 class="elementor-heading-title elementor-size-default">Pea &amp; &quot;ham&quot; &lt;soup&gt;</h3>',
    );
  });
  it("image: decorative; linked, the link is out of the tab order; nothing when the post has none", () => {
    expect(inLoop(themePostFeaturedImage)).toBe(
      '<img src="/images/posts/recipes/pea-soup.svg" alt="" width="600" height="400" loading="lazy" decoding="async">',
    );
    expect(inLoop(themePostFeaturedImage, { link_to_post: "yes" })).toMatch(
      /^<a class="e-post-image-link" href="\/recipes\/pea-soup" tabindex="-1" aria-hidden="true"><img /,
    );
    expect(fillPostFields(render(themePostFeaturedImage, {}, { loop: true }), { ...post, image: null })).toBe("");
  });
  it("excerpt, terms and the read-more link", () => {
    expect(inLoop(themePostExcerpt)).toBe('<p class="elementor-post-excerpt">Green&#039;s best</p>');
    expect(inLoop(postTerms, { taxonomy: "diet" })).toBe(
      '<ul class="e-post-terms" aria-label="Diet"><li class="e-post-term e-post-term-vegan">Vegan &amp; &lt;b&gt;</li></ul>',
    );
    expect(inLoop(postTerms, { taxonomy: "recipe_category" })).toBe('<ul class="e-post-terms" aria-label="Recipe category"></ul>');
    expect(inLoop(postReadMore, { text: "View recipe" })).toBe(
      '<a class="elementor-post__read-more" href="/recipes/pea-soup">View recipe<span class="visually-hidden">: Pea &amp; &quot;ham&quot; &lt;soup&gt;</span></a>',
    );
  });
  it("outside a loop there is no current post: nothing for visitors, a labelled note in edit mode", () => {
    for (const def of [themePostTitle, themePostFeaturedImage, themePostExcerpt, postTerms, postReadMore] as WidgetDefinition<unknown>[]) {
      expect(render(def, {}, { loop: false })).toBe("");
      expect(render(def, {}, { loop: false, editMode: true })).toContain("filled in by a loop grid");
    }
  });
});
