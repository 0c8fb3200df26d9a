import { describe, expect, it } from "vitest";
import { sanitizeHtml, sanitizingChanges } from "./rich-html";

describe("sanitizeHtml", () => {
  it("keeps ordinary content markup", () => {
    const html = '<p>Fresh <strong>deals</strong> <a href="/shop">shop</a> <img src="/a.png" alt="A" /></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ["<script>alert(1)</script><p>x</p>", "<p>x</p>"],
    ['<img src=x onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<iframe src="https://evil.test"></iframe>', ""],
    ['<p style="position:fixed">x</p>', "<p>x</p>"],
    ["<svg><script>alert(1)</script></svg>", ""],
  ])("removes what could run script: %s", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it("drops the attributes that start page-builder behaviours, on every tag, links included; other data- attributes stay", () => {
    const html =
      '<div data-behaviours="popup" data-settings="{}" data-note="x">a</div><a href="/x" data-behaviours="lightbox" data-elementor-open-lightbox="yes">b</a>';
    expect(sanitizeHtml(html)).toBe('<div data-note="x">a</div><a href="/x" data-elementor-open-lightbox="yes">b</a>');
    expect(sanitizingChanges(html)).toBe(true);
  });
  it("adds rel=noopener to links opening a new tab", () => {
    expect(sanitizeHtml('<a href="https://x.test" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});

describe("sanitizingChanges", () => {
  it.each([
    "<p>Fresh <strong>deals</strong></p>",
    "<p>Fresh &amp; local<br>every day</p>",
    "<p>Fresh & local<br/>café&nbsp;au lait</p>",
    '<p class="lead"><a href="/shop">Shop</a> <img src="/a.png" alt="A"></p>',
    "plain text",
    "",
  ])("is false when only the way the HTML is printed differs: %s", (html) => {
    expect(sanitizingChanges(html)).toBe(false);
  });

  it.each([
    "<p>x</p><script>alert(1)</script>",
    '<p onclick="steal()">x</p>',
    '<p style="text-align:center">x</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://maps.example/embed"></iframe>',
    '<a href="https://x.test" target="_blank">x</a>',
  ])("is true when sanitizing removes or adds something: %s", (html) => {
    expect(sanitizingChanges(html)).toBe(true);
  });
});
