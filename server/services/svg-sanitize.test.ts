import { describe, expect, it } from "vitest";
import { sanitizeSvg } from "./svg-sanitize";

const svg = (inner: string, attrs = "") => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attrs}>${inner}</svg>`;

describe("sanitizeSvg", () => {
  it("keeps the drawing", () => {
    const out = sanitizeSvg(svg(`<g fill="red"><rect width="5" height="5"/><path d="M0 0L10 10"/></g>`));
    expect(out).toContain('viewBox="0 0 10 10"');
    expect(out).toContain('<path d="M0 0L10 10"');
    expect(out.startsWith("<?xml")).toBe(true);
  });

  it("drops scripts, styles, foreignObject and event handlers", () => {
    const out = sanitizeSvg(
      svg(
        `<script>alert(1)</script><style>@import url(https://evil.test/x.css)</style><foreignObject><div>x</div></foreignObject><rect onclick="alert(2)" onmouseover="alert(3)"/>`,
        ` onload="alert(4)"`,
      ),
    );
    expect(out).not.toMatch(/script|alert|style>|foreignObject|onclick|onload|onmouseover|evil/i);
  });

  it("drops references outside the file and keeps those inside it", () => {
    const out = sanitizeSvg(
      svg(
        `<use href="https://evil.test/sprite.svg#a"/><use xlink:href="#a"/><image href="https://evil.test/p.png"/>` +
          `<a href="javascript:alert(1)"><text>t</text></a><rect fill="url(#g)" style="fill:url(https://evil.test/x)"/>` +
          `<rect fill="url('data:image/svg+xml,x')"/>`,
      ),
    );
    expect(out).not.toContain("evil.test");
    expect(out).not.toContain("javascript:");
    expect(out).not.toContain("data:");
    expect(out).not.toContain("<image");
    expect(out).toContain('xlink:href="#a"');
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain("<text>t</text>");
  });

  it("drops a doctype and its entities", () => {
    const out = sanitizeSvg(`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "boom">]>${svg("<text>&x;</text>")}`);
    expect(out).not.toContain("ENTITY");
    expect(out).not.toContain("boom");
  });
});
