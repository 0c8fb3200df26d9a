import { htmlToText } from "#core/text/html-text";
import { faqPage, jsonForScript } from "#core/text/json-ld";

/**
 * Elementor's "FAQ Schema" switch (accordions and toggles): the items as schema.org FAQPage JSON-LD
 * after the widget, each title a question and its content's text the answer. Nothing when there is
 * no complete question.
 */
export function FaqSchema({ items }: { items: readonly { question: string; answerHtml: string }[] }) {
  const page = faqPage(items.map((i) => ({ question: i.question, answer: htmlToText(i.answerHtml) })));
  if (!(page.mainEntity as unknown[]).length) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(page) }} />;
}
