import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-text";

describe("htmlToText", () => {
  it("keeps the text, one space between blocks and none inside inline markup", () => {
    expect(htmlToText("<p>Open <strong>every</strong> day.</p><ul><li>7am</li><li>10pm</li></ul>")).toBe("Open every day. 7am 10pm");
  });
  it("drops scripts, styles, templates and comments with their contents", () => {
    expect(htmlToText('<p>A</p><script>alert("x")</script><style>p{}</style><!-- note --><template><b>t</b></template><p>B</p>')).toBe("A B");
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
