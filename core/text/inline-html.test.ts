import { describe, expect, it } from "vitest";
import { inlineSanitizingChanges, sanitizeInlineHtml, storableInlineHtml } from "./inline-html";

describe("inline HTML of titles, labels and buttons", () => {
  it("keeps inline formatting, links, line breaks and a span's safe styles", () => {
    const html =
      'Fresh <strong>bread</strong>, <em>daily</em><br /><a href="/bakery">Bakery</a> <span style="color:#d57c48;font-weight:700">DAY 1</span>';
    expect(sanitizeInlineHtml(html)).toBe(html);
  });

  it("shows a title's block elements as block spans, so a heading holds phrasing content", () => {
    expect(sanitizeInlineHtml("<p>Lorem <b>ipsum</b></p><br>")).toBe('<span class="e-html-block">Lorem <b>ipsum</b></span><br />');
  });

  it.each([
    ["<script>__xss()</script>Safe", "Safe"],
    ['<img src=x onerror="__xss()">Safe', "Safe"],
    ['<a href="javascript:__xss()">Safe</a>', "<a>Safe</a>"],
    ['<a href=" JaVaScRiPt:__xss()">Safe</a>', "<a>Safe</a>"],
    ["</style><script>__xss()</script>Safe", "Safe"],
    ["<svg><script>__xss()</script><title>t</title></svg>Safe", "Safe"],
    ["<style>*{background:url(javascript:__xss())}</style>Safe", "Safe"],
    ['<span style="background:url(javascript:__xss());color:red">Safe</span>', '<span style="color:red">Safe</span>'],
    ['<span style="color:expression(__xss())">Safe</span>', "<span>Safe</span>"],
    ['<b style="color:red" onclick="__xss()" id="x">Safe</b>', "<b>Safe</b>"],
    ['<a href="https://x.test" target="_blank">Safe</a>', '<a href="https://x.test" target="_blank" rel="noopener noreferrer">Safe</a>'],
    ["<iframe srcdoc='<script>__xss()</script>'></iframe>Safe", "Safe"],
  ])("removes what could run or reach out: %s", (input, expected) => {
    expect(sanitizeInlineHtml(input)).toBe(expected);
  });

  it("stores what the allow-list leaves whole as written, blocks as blocks, and says when it removes something", () => {
    expect(storableInlineHtml("Fish & chips <b>Friday</b>")).toBe("Fish & chips <b>Friday</b>");
    expect(storableInlineHtml("<p>Day plan</p><br>")).toBe("<p>Day plan</p><br>");
    expect(storableInlineHtml("<p>Day</p><script>__xss()</script>")).toBe("<p>Day</p>");
    expect(inlineSanitizingChanges("<p>Day</p><br>")).toBe(false);
    expect(inlineSanitizingChanges('<b onclick="x()">Day</b>')).toBe(true);
  });
});
