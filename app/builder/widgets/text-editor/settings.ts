import { z } from "zod";

/**
 * Rich text; `editor` is sanitized when the document is saved. Every field falls back to its
 * default, so any stored value parses.
 */
export const textEditorSettings = z.object({
  editor: z.string().catch(""),
});

export type TextEditorSettings = z.infer<typeof textEditorSettings>;
