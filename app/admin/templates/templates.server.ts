import type { AppLoadContext } from "react-router";
import type { PublicUser } from "#core/schemas/auth";
import type { TermNode } from "#core/posts/types";
import { isThemeTemplateType, templateRegistry } from "#core/templates/theme-template-types";
import { conditionStrings } from "#core/templates/theme-conditions";
import { MAX_CONDITIONS, previewAddress } from "#core/templates/condition-rules";
import { newTemplateDraft } from "#core/templates/new-template";
import { builtInHeaderDraft } from "#core/templates/built-in-header";
import { builtInFooterDraft } from "#core/templates/built-in-footer";

/** The most pages the A page picker lists (published pages, by title). */
const PAGE_CHOICES = 500;

function flatten(nodes: readonly TermNode[], depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((n) => [{ value: n.slug, label: `${"— ".repeat(depth)}${n.name}` }, ...flatten(n.children, depth + 1)]);
}

/** The published pages' slugs by id, for the preview addresses of headers and footers. */
async function pageSlugs(
  context: AppLoadContext,
): Promise<{ slugs: Map<string, string>; pages: { id: number; title: string; slug: string }[] }> {
  const { documents } = await context.services.documents.list({ type: "page", status: "publish" }, 1, PAGE_CHOICES);
  return { slugs: new Map(documents.map((p) => [String(p.id), p.slug])), pages: documents };
}

/**
 * Where the admin's preview of a header or footer opens: a page its conditions include (the front
 * page when none does yet), with `?theme_template_id=<id>`, which shows it there and centres it.
 */
export async function templatePreviewAddress(
  context: AppLoadContext,
  doc: { id: number; settings: Record<string, unknown> },
): Promise<string> {
  const { slugs } = await pageSlugs(context);
  return previewAddress(doc.id, conditionStrings(doc.settings["conditions"]), slugs) ?? `/?theme_template_id=${doc.id}`;
}

/** The templates screen: every website template with its conditions, the conflicts, and the pickers' choices. */
export async function templatesScreen(context: AppLoadContext) {
  const { services } = context;
  const [{ templates, conflicts }, { slugs, pages }, categories] = await Promise.all([
    services.themeTemplates.overview(),
    pageSlugs(context),
    services.posts.terms("recipe_category"),
  ]);
  return {
    templates: templates.map((t) => ({
      ...t,
      preview:
        t.type === "header" || t.type === "footer" ? (previewAddress(t.id, t.conditions, slugs) ?? `/?theme_template_id=${t.id}`) : null,
    })),
    conflicts,
    choices: {
      page: pages.map((p) => ({ value: String(p.id), label: p.title })).sort((a, b) => a.label.localeCompare(b.label)),
      recipe_category: flatten(categories),
    },
  };
}

export type TemplatesScreen = Awaited<ReturnType<typeof templatesScreen>>;

/** Add new: a draft of the type (a registry section), for the editor to open. */
export async function addTemplate(context: AppLoadContext, type: string, user: PublicUser): Promise<{ id: number } | { refused: string }> {
  const section = isThemeTemplateType(type) ? templateRegistry.get(type) : undefined;
  if (!section || !isThemeTemplateType(section.key)) return { refused: "Choose a template type." };
  const key = section.key;
  return createDraft(context, () => newTemplateDraft(key, section.title), user);
}

/** Create from built-in header: the site's own header as a header template built from its chrome widgets (a draft). */
export function addBuiltInHeader(context: AppLoadContext, user: PublicUser): Promise<{ id: number }> {
  return createDraft(context, () => builtInHeaderDraft(), user);
}

/** Create from built-in footer: the site's own footer as a footer template built from the footer widgets (a draft for the entire site). */
export function addBuiltInFooter(context: AppLoadContext, user: PublicUser): Promise<{ id: number }> {
  return createDraft(context, () => builtInFooterDraft(), user);
}

async function createDraft(
  context: AppLoadContext,
  draft: () => Parameters<AppLoadContext["services"]["documents"]["create"]>[0],
  user: PublicUser,
): Promise<{ id: number }> {
  for (let tries = 0; ; tries++) {
    try {
      return await context.services.documents.create(draft(), user);
    } catch (err) {
      // A slug of eight random letters taken already: try another.
      if (tries < 3 && err instanceof Error && "code" in err && err.code === "slug_taken") continue;
      throw err;
    }
  }
}

/**
 * Saves a template's display conditions (the document's `settings.conditions`); the save is audited
 * and moves the content version on, so every instance's next page shows it. Only website templates.
 */
export async function saveConditions(
  context: AppLoadContext,
  id: number,
  posted: string[],
  user: PublicUser,
): Promise<{ ok: true; title: string } | { ok: false; status: number; message: string }> {
  const { documents } = context.services;
  const conditions = conditionStrings(posted);
  if (posted.length > MAX_CONDITIONS) return { ok: false, status: 400, message: `A template keeps at most ${MAX_CONDITIONS} conditions.` };
  if (conditions.length !== new Set(posted).size)
    return { ok: false, status: 400, message: "Some conditions could not be read: nothing was saved." };
  const doc = await documents.get(id).catch(() => null);
  if (!doc || !isThemeTemplateType(doc.type)) return { ok: false, status: 404, message: "That template no longer exists." };
  await documents.update(id, { settings: { ...doc.settings, conditions } }, user);
  return { ok: true, title: doc.title };
}
