import { STAFF_ROLES } from "#core/frame/admin-sections";
import { themeStyleCss } from "../../core/builder/theme-style";
import type { AppLoadContext } from "react-router";
import type { PageDocument } from "../../core/documents/document-types";
import { hasRole } from "#core/account/session-rules";
import { digest, renderedDocument } from "./document-cache.server";
import { fillSlots, resolveSlots } from "./slots.server";
import type { BuilderView } from "./builder-view";
import { templatePreviewId } from "../../core/builder/template-preview";

/** `?aisle-edit=1` from a signed-in editor or administrator; anyone else gets the visitor view. */
export function editModeOf(request: Request, context: AppLoadContext): boolean {
  return new URL(request.url).searchParams.get("aisle-edit") === "1" && hasRole(context.auth.user, ...STAFF_ROLES.content);
}

/** The answer's headers in edit mode: never kept by any cache. */
export const EDIT_MODE_HEADERS = { "Cache-Control": "private, no-store" };

/**
 * A document for a route's loader (decision 0011): its cached HTML with this request's slots filled.
 * On a document request the HTML goes to the server render through the load context and the loader
 * data carries only its key, so the first response holds it once; on a client-side navigation
 * (`.data`) the loader data carries the HTML for the browser to insert.
 */
export async function builderView(
  doc: PageDocument,
  request: Request,
  context: AppLoadContext,
  editMode: boolean,
  /** `postFields`: a single post's template, whose post field widgets write the marks the caller fills (widgets/post-fields.ts). */
  options: { postFields?: boolean } = {},
): Promise<BuilderView> {
  const { services } = context;
  const { breakpoints, globalImageLightbox, global_colors, global_fonts, theme_style } = await services.settings.get();
  const rendered = renderedDocument(doc, {
    editMode,
    ...(options.postFields ? { loop: true, single: true } : {}),
    breakpoints,
    globals: { colors: global_colors, fonts: global_fonts },
    onError: (err, element) => services.logger.error({ err, document: doc.id, element }, "page-builder widget failed to render; left out"),
  });
  const values = rendered.slots.length
    ? await resolveSlots(rendered.slots, { request, context, document: { id: doc.id, title: doc.title }, editMode })
    : [];
  // The kit's theme style: base rules reading the root's custom properties (core/builder/theme-style.ts).
  const themeCss = themeStyleCss(doc.id, theme_style);
  const html = (themeCss ? `<style>${themeCss}</style>` : "") + fillSlots(rendered.parts, values);
  const filled = values.length ? `${rendered.key}-${digest(values.join("\u0000"))}` : rendered.key;
  const key = themeCss ? `${filled}-${digest(themeCss)}` : filled;
  const view: BuilderView = { key, id: doc.id, type: doc.type, editMode, breakpoints, globalImageLightbox };
  // `?theme_template_id=<this document>`: the page opens scrolled to it (only then is its code sent).
  if (templatePreviewId(new URL(request.url).search) === doc.id) view.behaviours = ["template-preview"];
  if (context.builder.dataRequest) return { ...view, html };
  context.builder.html.set(key, html);
  return view;
}
