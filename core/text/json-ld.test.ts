import { describe, expect, it } from "vitest";
import { faqPage, jsonForScript } from "./json-ld";

describe("jsonForScript", () => {
  it("escapes what could end the script element or start markup, and reads back the same", () => {
    const value = { text: "</script><script>alert(1)</script> & <!-- \u2028\u2029" };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(value);
  });
});

describe("faqPage", () => {
  it("lists each question with its accepted answer, leaving out empty ones", () => {
    expect(
      faqPage([
        { question: " Do you deliver? ", answer: "Yes, daily." },
        { question: "", answer: "orphan" },
        { question: "Empty", answer: " " },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Do you deliver?", acceptedAnswer: { "@type": "Answer", text: "Yes, daily." } }],
    });
  });
});
