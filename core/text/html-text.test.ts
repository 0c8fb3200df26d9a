import { describe, expect, it } from "vitest";
import { decodeReferences, htmlToText, linkAddresses } from "./html-text";

describe("htmlToText", () => {
  it("keeps the text, one space between blocks and none inside inline markup", () => {
    expect(htmlToText("<p>Open <strong>every</strong> day.</p><ul><li>7am</li><li>10pm</li></ul>")).toBe("Open every day. 7am 10pm");
  });
  it("drops scripts, styles, templates and comments with their contents", () => {
    expect(htmlToText('<p>A</p><script>alert("x")</script><style>p{}</style><!-- note --><template><b>t</b></template><p>B</p>')).toBe(
      "A B",
    );
  });
  it("decodes character references, leaving unknown ones and invalid code points safe", () => {
    expect(htmlToText("Fish &amp; chips &lt;3 &#8364;5 &#x1F34E; &nbsp;&bogus; &#xD800;")).toBe("Fish & chips <3 €5 🍎 &bogus; \uFFFD");
  });
  it("copes with broken markup", () => {
    expect(htmlToText("<p>Half <b>open")).toBe("Half open");
    expect(htmlToText("text <img src=x onerror=alert(1)")).toBe("text");
    expect(htmlToText("<script>never closed")).toBe("");
  });
});

describe("linkAddresses", () => {
  it("reads every link's href, quoted either way or bare, in order", () => {
    expect(linkAddresses(`<p><a href="/a.png">A</a> <A class="x" HREF='/b.jpg'>B</A> <a href=/c.gif>C</a></p>`)).toEqual([
      "/a.png",
      "/b.jpg",
      "/c.gif",
    ]);
  });
  it("decodes character references in the address", () => {
    expect(linkAddresses('<a href="/peaches&#46;JPG?w=1&amp;h=2">p</a>')).toEqual(["/peaches.JPG?w=1&h=2"]);
  });
  it("ignores other elements and attributes that only end in href", () => {
    expect(linkAddresses('<img src="/a.png"><abbr href="/b.png">b</abbr><a data-href="/c.png">c</a><link href="/d.png">')).toEqual([]);
    expect(linkAddresses('<a data-href="/c.png" href="/shop">c</a>')).toEqual(["/shop"]);
  });
  it("nothing in text without links", () => {
    expect(linkAddresses("")).toEqual([]);
    expect(linkAddresses("see a.png")).toEqual([]);
  });
});

describe("decodeReferences", () => {
  it("decodes named and numeric references and leaves the rest", () => {
    expect(decodeReferences("a &amp; b &#x2e; &#46; &unknown;")).toBe("a & b . . &unknown;");
  });
  it("knows every name HTML defines, not only the common ones", () => {
    expect(decodeReferences("Cr&egrave;me br&ucirc;l&eacute;e, &frac12; cup, 350&deg;F, &euro;5")).toBe("Crème brûlée, ½ cup, 350°F, €5");
  });
  it("the FAQ's text carries the characters, never their names", () => {
    expect(htmlToText("<p>Caf&eacute; hours: 7&ndash;9 &middot; &frac34; off</p>")).toBe("Café hours: 7–9 · ¾ off");
  });
});
