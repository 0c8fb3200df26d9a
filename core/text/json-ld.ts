/**
 * Structured data (schema.org JSON-LD) for a page's `<script type="application/ld+json">`: JSON
 * written so that nothing in it can end the script element or start markup (`<`, `>`, `&` and the
 * line separators escaped as JSON escapes, which a JSON reader decodes back).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** schema.org FAQPage from questions and answers (plain text); entries without a question or an answer are left out. */
export function faqPage(entries: readonly FaqEntry[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries
      .filter((e) => e.question.trim() && e.answer.trim())
      .map((e) => ({ "@type": "Question", name: e.question.trim(), acceptedAnswer: { "@type": "Answer", text: e.answer.trim() } })),
  };
}
