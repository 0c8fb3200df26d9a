import { data, type AppLoadContext } from "react-router";
import type { RenderedPage } from "#core/builder/popup/popup-conditions";
import type { PostDetail } from "#core/posts/types";
import type { ThemeLocation } from "#core/templates/theme-template-types";
import { pageOfAddress } from "#core/templates/page-of-address";
import { taxonomiesNamed, termIdsBySlug, withTermIds } from "#core/templates/term-ids";
import { TAXONOMIES, type Taxonomy } from "#core/posts/taxonomies";
import { templatePreviewId } from "#core/builder/template-preview";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { hasRole } from "#core/account/session-rules";
import { builderView } from "./load-document.server";
import { digest } from "./document-cache.server";
import type { BuilderView } from "./builder-view";
import { fillPostFields } from "./widgets/post-fields";
import type { NotFoundData } from "./not-found-template";
import { chromePartsIn } from "#core/frame/site-chrome";

/**
 * Website templates in pages (docs/design/website-templates.md): the header and footer templates that replace
 * the site's own on the pages they apply to, and the single and 404 templates routes render in place
 * of their own layout. A template that fails to load or render is left out: the site's own part shows.
 */

/** The page an address shows, its post or page read when a condition could name it. */
export async function renderedPageOf(request: Request, context: AppLoadContext): Promise<RenderedPage> {
  const found = pageOfAddress(new URL(request.url));
  if ("page" in found) return found.page;
  const { services } = context;
  if (found.lookup === "page") {
    const doc = await services.documents.published(found.slug);
    return doc && doc.type === "page" ? { kind: "singular", postType: "page", id: doc.id } : { kind: "not_found" };
  }
  const post = await services.posts.get(found.postType, found.slug);
  return post ? postPage(post) : { kind: "not_found" };
}

/** A post as display conditions see it: its type, id and its terms' slugs by taxonomy. */
export function postPage(post: PostDetail): RenderedPage {
  const terms: Record<string, string[]> = {};
  for (const [taxonomy, refs] of Object.entries(post.terms)) terms[taxonomy] = (refs ?? []).map((t) => t.slug);
  return { kind: "singular", postType: post.type, id: post.id, terms };
}

const isTaxonomy = (name: string): name is Taxonomy => (TAXONOMIES as readonly string[]).includes(name);

/** The page with each term it names known by its id as well as its slug (Elementor's conditions name terms by id). */
async function withTermIdsOf(context: AppLoadContext, page: RenderedPage): Promise<RenderedPage> {
  const named = taxonomiesNamed(page).filter(isTaxonomy);
  if (!named.length) return page;
  const trees = await Promise.all(named.map(async (t) => [t, termIdsBySlug(await context.services.posts.terms(t))] as const));
  const ids = new Map<string, Map<string, number>>(trees);
  return withTermIds(page, (taxonomy, slug) => ids.get(taxonomy)?.get(slug));
}

/** A view of the template for this place on the page, or null; `fill` fills what depends on the page (a post's fields). */
export async function themeTemplateView(
  request: Request,
  context: AppLoadContext,
  page: RenderedPage,
  location: ThemeLocation,
  fill?: (html: string) => string,
): Promise<BuilderView | null> {
  const { services } = context;
  try {
    if (!(await services.themeTemplates.any())) return null;
    const doc = (await services.themeTemplates.forPage(await withTermIdsOf(context, page), [location]))[location];
    if (!doc) return null;
    const view = await builderView(doc, request, context, false, { postFields: fill !== undefined });
    if (!fill) return view;
    const filled = fill(view.html ?? context.builder.html.get(view.key) ?? "");
    const key = `${view.key}-${digest(filled)}`;
    if (view.html !== undefined) return { ...view, key, html: filled };
    context.builder.html.set(key, filled);
    return { ...view, key };
  } catch (err) {
    services.logger.error({ err, location }, "website template could not be shown; the site's own part shows");
    return null;
  }
}

/** A 404 answer carrying the error-404 template when one applies; routes throw it, their error boundary shows it. */
export async function notFoundAnswer(request: Request, context: AppLoadContext) {
  const template = await themeTemplateView(request, context, { kind: "not_found" }, "single");
  return data<NotFoundData>({ template }, { status: 404 });
}

/** A post's single template, its fields filled in with the post's. */
export function singlePostView(request: Request, context: AppLoadContext, post: PostDetail): Promise<BuilderView | null> {
  return themeTemplateView(request, context, postPage(post), "single", (html) => fillPostFields(html, post));
}

export interface ThemeChrome {
  header: BuilderView | null;
  footer: BuilderView | null;
}

const NO_CHROME: ThemeChrome = { header: null, footer: null };

/**
 * The admin's preview of a header or footer (`?theme_template_id=<id>` from an editor): that template,
 * a draft too, in its place on the page, whatever the conditions say; null for anything else.
 */
async function previewedChrome(request: Request, context: AppLoadContext): Promise<ThemeChrome | null> {
  const id = templatePreviewId(new URL(request.url).search);
  if (id === null || !hasRole(context.auth.user, ...STAFF_ROLES.content)) return null;
  const doc = await context.services.documents.get(id).catch(() => null);
  if (!doc || (doc.type !== "header" && doc.type !== "footer")) return null;
  const view = await builderView(doc, request, context, false);
  const chosen = await chosenChrome(request, context);
  return { ...chosen, [doc.type]: doc.type === "header" ? withChromeParts(view, context) : view };
}

/** The header and footer templates of this page; both null (the site's own) when no template applies. */
export async function themeChrome(request: Request, context: AppLoadContext): Promise<ThemeChrome> {
  const { services } = context;
  try {
    return (await previewedChrome(request, context)) ?? (await chosenChrome(request, context));
  } catch (err) {
    services.logger.error({ err }, "website templates could not be chosen; the site's own header and footer show");
    return NO_CHROME;
  }
}

/** The header and footer templates whose conditions apply to this page. */
async function chosenChrome(request: Request, context: AppLoadContext): Promise<ThemeChrome> {
  if (!(await context.services.themeTemplates.any())) return NO_CHROME;
  const page = await renderedPageOf(request, context);
  const [header, footer] = await Promise.all([
    themeTemplateView(request, context, page, "header"),
    themeTemplateView(request, context, page, "footer"),
  ]);
  return { header: header && withChromeParts(header, context), footer };
}

/** A header's view naming the site chrome places its HTML holds (the page fills them with the header's own parts). */
function withChromeParts(view: BuilderView, context: AppLoadContext): BuilderView {
  const chrome = chromePartsIn(view.html ?? context.builder.html.get(view.key) ?? "");
  return chrome.length ? { ...view, chrome } : view;
}
