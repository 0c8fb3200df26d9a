import { describe, expect, it } from "vitest";
import { renderWidget, widgetCss } from "../widget-test-support";
import { testimonial } from "./testimonial";
import { testimonialSettings } from "./settings";

const W = ".elementor-1 .elementor-element.elementor-element-w1";

describe("testimonial widget", () => {
  it("writes the quote, the picture and the name linked once", () => {
    expect(
      renderWidget(testimonial, {
        testimonial_content: "The sourdough sells out by ten.",
        testimonial_name: "Ana Ruiz",
        testimonial_job: "Regular since 2019",
        testimonial_image: { url: "/media/ab/ana.jpg", alt: "Ana smiling" },
        link: { url: "/recipes" },
      }),
    ).toBe(
      '<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">The sourdough sells out by ten.</div>' +
        '<div class="elementor-testimonial-meta elementor-has-image elementor-testimonial-image-position-aside"><div class="elementor-testimonial-meta-inner">' +
        '<div class="elementor-testimonial-image"><a href="/recipes" tabindex="-1" aria-hidden="true"><img src="/media/ab/ana.jpg" alt="Ana smiling" width="60" height="60" loading="lazy" decoding="async"/></a></div>' +
        '<div class="elementor-testimonial-details"><div class="elementor-testimonial-name"><a href="/recipes">Ana Ruiz</a></div><div class="elementor-testimonial-job">Regular since 2019</div></div></div></div></div>',
    );
  });
  it("prints the quote, the name and the job as HTML with nothing that could run", () => {
    const html = renderWidget(testimonial, {
      testimonial_content: '<p>The <strong>rye</strong> is great</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
      testimonial_name: "Ana <em>Ruiz</em>",
      testimonial_job: 'Shopper <b>since 2019</b><span onclick="alert(3)">!</span>',
      link: { url: "/recipes" },
    });
    expect(html).toContain('<div class="elementor-testimonial-content"><p>The <strong>rye</strong> is great</p>');
    expect(html).toContain('<div class="elementor-testimonial-name"><a href="/recipes">Ana <em>Ruiz</em></a></div>');
    expect(html).toContain('<div class="elementor-testimonial-job">Shopper <b>since 2019</b>');
    expect(html).not.toMatch(/<script|onerror|onclick|alert/);
  });
  it("renders Elementor's defaults for missing and odd values, nothing when all is empty", () => {
    expect(
      renderWidget(testimonial, {
        testimonial_content: [],
        testimonial_name: {},
        testimonial_image: [],
        testimonial_image_position: "below",
      }),
    ).toBe(renderWidget(testimonial, {}));
    expect(renderWidget(testimonial, {})).toContain('<div class="elementor-testimonial-name">John Doe</div>');
    expect(renderWidget(testimonial, { testimonial_content: "", testimonial_name: "", testimonial_job: "" })).toBe("");
    expect(testimonial.classes!(testimonialSettings.parse({ testimonial_alignment: "left" }))).toEqual([
      "elementor-testimonial--align-left",
    ]);
  });
  it("styles the quote, name and picture", () => {
    expect(
      widgetCss(testimonial, { content_content_color: "#333", name_text_color: "#1f6f43", image_size: { unit: "px", size: 80 } }),
    ).toBe(
      `${W} .elementor-testimonial-content{color:#333}${W} .elementor-testimonial-name{color:#1f6f43}${W} .elementor-testimonial-image img{width:80px;height:80px}`,
    );
  });
});

describe("testimonial picture (docs/media.md)", () => {
  it("gives a library picture its srcset; one at another host shows its alt text, never requested", () => {
    const local = renderWidget(testimonial, {
      testimonial_name: "Ana",
      testimonial_image: { url: "/media/0123456789abcdef0123456789abcdef/full.jpg", alt: "Ana", width: 1200, height: 1200 },
    });
    expect(local).toContain('srcSet="/media/0123456789abcdef0123456789abcdef/480.webp 480w');
    const remote = renderWidget(testimonial, {
      testimonial_name: "Ana",
      testimonial_image: { url: "https://shop.example/wp-content/uploads/ana.jpg", alt: "Ana smiling" },
    });
    expect(remote).not.toContain("<img");
    expect(remote).not.toContain("shop.example");
    expect(remote).toContain('<span class="aisle-image-unavailable" style="width:60px;aspect-ratio:60 / 60">Ana smiling</span>');
  });
});
