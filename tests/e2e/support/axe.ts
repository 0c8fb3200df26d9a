import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Rules on beside the tags: those Lighthouse's accessibility score weighs (its axe settings, the
 * audits of weight above 0), so a page that passes here scores 100 there and the browser suite reads
 * each page with axe once.
 */
const EXTRA_RULES = [
  "accesskeys",
  "aria-allowed-role",
  "aria-conditional-attr",
  "aria-deprecated-role",
  "aria-dialog-name",
  "aria-prohibited-attr",
  "aria-text",
  "aria-treeitem-name",
  "html-xml-lang-mismatch",
  "image-redundant-alt",
  "input-button-name",
  "link-in-text-block",
  "meta-viewport",
  "select-name",
  "skip-link",
  "tabindex",
  "table-duplicate-name",
  "target-size",
];

/**
 * Heading order is the author's in a document an editor builds (the level of each heading widget is
 * theirs to choose, as in Elementor), so it is held only where the pages are ours: the accessibility
 * walks over every page type and the demo content (`axeWalkViolations`).
 */
const WALK_RULES = [...EXTRA_RULES, "heading-order"];

/**
 * axe with the WCAG 2.2 AA tags and EXTRA_RULES on; violations listed readably when a test
 * fails (axe details violations only: what passed is never read, and listing it costs time). `include` (a selector) reads only that part of the page.
 */
export function axeViolations(page: Page, include?: string) {
  return settledAnalysis(page, EXTRA_RULES, include);
}

/** axeViolations with heading order held too: for the accessibility walks (see WALK_RULES). */
export function axeWalkViolations(page: Page, include?: string) {
  return settledAnalysis(page, WALK_RULES, include);
}

async function settledAnalysis(page: Page, rules: readonly string[], include?: string) {
  // Colours are judged on a settled page: a fade still running (the back-to-top button hiding, say)
  // shows text at part opacity for a moment. Endless animations are not waited for.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  // A fade may also start while axe is reading the page (the back-to-top button hides 3 s after the
  // last scroll): transitions are switched off while it reads, so every colour is a settled one.
  await page.evaluate(() => {
    const style = document.createElement("style");
    style.id = "axe-no-transitions";
    style.textContent = "*, *::before, *::after { transition: none !important; }";
    document.head.append(style);
  });
  try {
    return await analyze(page, rules, include);
  } finally {
    await page.evaluate(() => document.getElementById("axe-no-transitions")?.remove()).catch(() => undefined);
  }
}

async function analyze(page: Page, rules: readonly string[], include?: string) {
  // options() replaces the whole options object, so the tags are set after it.
  // @axe-core/playwright types its page with the top-level playwright-core, @playwright/test with its own copy.
  // axe.run in the page itself ("legacy" mode): the default runs each frame's part, then opens a blank
  // page to join them, which doubled every scan's time (1.6-3.8 s against 0.6-1.7 s on a 2-core
  // machine) for cross-origin frames these pages do not have; same-origin frames are still read.
  const builder = new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]["page"] })
    .setLegacyMode(true)
    .options({ rules: Object.fromEntries(rules.map((id) => [id, { enabled: true }])), resultTypes: ["violations"] })
    .withTags(TAGS);
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}
