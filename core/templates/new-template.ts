import type { ThemeTemplateType } from "./theme-template-types";

const LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A new website template's draft (the templates screen's Add new): `Untitled header`, a slug no one
 * will have typed (`header-draft-k3x9q2mz`), and no conditions yet, so it shows nowhere until given some.
 */
export function newTemplateDraft(type: ThemeTemplateType, title: string, random: () => number = Math.random) {
  let tail = "";
  for (let i = 0; i < 8; i++) tail += LETTERS[Math.floor(random() * LETTERS.length)];
  return {
    type,
    title: `Untitled ${title.toLowerCase()}`,
    slug: `${type}-draft-${tail}`,
    status: "draft" as const,
    settings: { conditions: [] as string[] },
    elements: [],
  };
}
