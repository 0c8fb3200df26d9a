import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe with the WCAG 2.2 AA tags and the target-size rule on; violations listed readably when a test fails. */
export async function axeViolations(page: Page) {
  // Colours are judged on a settled page: a fade still running (the back-to-top button hiding, say)
  // shows text at part opacity for a moment. Endless animations are not waited for.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 3_000 })
    .catch(() => undefined);
  // options() replaces the whole options object, so the tags are set after it.
  // @axe-core/playwright types its page with the top-level playwright-core, @playwright/test with its own copy.
  const result = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]["page"] }).options({ rules: { "target-size": { enabled: true } } }).withTags(TAGS).analyze();
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}
