import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize";

describe("sanitizeHtml", () => {
  it("keeps ordinary content markup", () => {
    const html = '<p>Fresh <strong>deals</strong> <a href="/shop">shop</a> <img src="/a.png" alt="A" /></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', "<p>x</p>"],
    ['<img src=x onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<iframe src="https://evil.test"></iframe>', ""],
    ['<p style="position:fixed">x</p>', "<p>x</p>"],
    ['<svg><script>alert(1)</script></svg>', ""],
  ])("removes what could run script: %s", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it("adds rel=noopener to links opening a new tab", () => {
    expect(sanitizeHtml('<a href="https://x.test" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
