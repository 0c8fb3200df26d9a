import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeAttr, escapeHtml } from "./escape";

function unescape(s: string): string {
  return s.replaceAll("&quot;", '"').replaceAll("&#039;", "'").replaceAll("&gt;", ">").replaceAll("&lt;", "<").replaceAll("&amp;", "&");
}

describe("escapeHtml", () => {
  it("replaces each special character", () => {
    expect(escapeHtml("&")).toBe("&amp;");
    expect(escapeHtml("<")).toBe("&lt;");
    expect(escapeHtml(">")).toBe("&gt;");
    expect(escapeHtml("'")).toBe("&#039;");
    expect(escapeHtml('"')).toBe("&quot;");
  });

  it("escapes & first, so entities are not double-mangled", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
    expect(escapeHtml("<&>")).toBe("&lt;&amp;&gt;");
    expect(escapeHtml("&&")).toBe("&amp;&amp;");
  });

  it("escapes markup", () => {
    expect(escapeHtml(`<script>alert("x's")</script>`)).toBe("&lt;script&gt;alert(&quot;x&#039;s&quot;)&lt;/script&gt;");
    expect(escapeHtml(`<img src=x onerror='a()'>`)).toBe("&lt;img src=x onerror=&#039;a()&#039;&gt;");
  });

  it("leaves other text alone", () => {
    expect(escapeHtml("")).toBe("");
    expect(escapeHtml("Crème brûlée, 100% ✓ `x` / \\ =")).toBe("Crème brûlée, 100% ✓ `x` / \\ =");
  });

  it("round-trips and never leaves a special character for random text", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("&", "<", ">", "'", '"', "a", ";", "#", "0", "q", "u", "o", "t", "l", "g", "m", "p") }),
        (s) => {
          const e = escapeHtml(s);
          expect(e).not.toMatch(/[<>'"]/);
          expect(e.replaceAll(/&(amp|lt|gt|quot|#039);/g, "")).not.toContain("&");
          expect(unescape(e)).toBe(s);
        },
      ),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(unescape(escapeHtml(s))).toBe(s);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("escapeAttr", () => {
  it("escapes the same as escapeHtml", () => {
    for (const s of ["", `a"b'c<d>e&f`, "plain", "&amp;"]) expect(escapeAttr(s)).toBe(escapeHtml(s));
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(escapeAttr(s)).toBe(escapeHtml(s));
      }),
      { numRuns: 500 },
    );
  });
});
