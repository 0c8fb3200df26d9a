import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG levels every page is checked against. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe with the WCAG 2.2 AA tags and the target-size rule on; violations listed readably when it fails. */
export async function violations(page: Page) {
  // options() replaces the whole options object, so the tags are set after it.
  // @axe-core/playwright types its page with the top-level playwright-core, @playwright/test with its own copy.
  const result = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]["page"] }).options({ rules: { "target-size": { enabled: true } } }).withTags(AXE_TAGS).analyze();
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}
