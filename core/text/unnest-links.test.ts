import { describe, expect, it } from "vitest";
import { unnestLinks } from "./unnest-links";

describe("unnestLinks", () => {
  it("turns a link inside a link into a span with its class and content", () => {
    expect(unnestLinks('<a class="box" href="/outer"><h2><a class="x" href="/inner" target="_blank">in</a> text</h2></a>')).toBe(
      '<a class="box" href="/outer"><h2><span class="x">in</span> text</h2></a>',
    );
  });
  it("leaves links side by side, and everything else, as they are", () => {
    const html = '<a href="/a">a</a><abbr title="b">b</abbr><a href="/c" title="&lt;a href=&quot;/x&quot;&gt;">c</a>';
    expect(unnestLinks(html)).toBe(html);
  });
  it("handles deeper nesting and closes what it opened", () => {
    expect(unnestLinks('<a href="/1"><a href="/2"><a href="/3">3</a>2</a>1</a><a href="/4">4</a>')).toBe(
      '<a href="/1"><span><span>3</span>2</span>1</a><a href="/4">4</a>',
    );
  });
});
