import { z } from "zod";
import { defineWidget } from "../../widget-types";
import { colour, mergeBlocks, textAlign, typography } from "#core/builder/style-helpers";

export const POST_CONTENT_RESOLVER = "theme-post-content";

/**
 * Elementor Pro's Post Content: the page's post's body (sanitized when the post was saved), in a
 * single template. It depends on the page, so it is a per-request slot (resolver.server.ts).
 */
export const themePostContent = defineWidget({
  type: "theme-post-content",
  title: "Post Content",
  settings: z.object({}).catch({}),
  Component: () => null,
  slot: () => ({ resolver: POST_CONTENT_RESOLVER, args: {} }),
  styles: (v) => mergeBlocks({ "": { ...textAlign(v), ...colour(v, "text_color"), ...typography(v) } }),
});
