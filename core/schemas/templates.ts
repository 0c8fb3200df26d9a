import { z } from "zod";
import { elementSchema } from "./documents";
import { FIELD_LIMITS } from "../limits/limits";
import { THEME_TEMPLATE_TYPES, type ThemeTemplateType } from "../templates/theme-template-types";

/**
 * The templates library (docs/design/website-templates.md): `GET /api/admin/v1/templates` lists saved
 * templates of the registry's types, `POST /api/admin/v1/templates` saves an element or a document as
 * one (Save as template).
 */
const templateType = z.enum(THEME_TEMPLATE_TYPES as [ThemeTemplateType, ...ThemeTemplateType[]]);

export const templatesQuery = z.object({
  q: z.string().max(100, "is too long").optional().describe("Words in the title"),
  type: templateType.optional().describe("Only templates of this type (the template registry's keys)"),
  page: z.coerce.number().int().min(1).max(10_000).optional().describe("Page number, from 1 (default 1)"),
});
export type TemplatesQuery = z.infer<typeof templatesQuery>;

export const saveTemplateBody = z.object({
  title: z.string().trim().min(1, "is required").max(FIELD_LIMITS.title, "is too long"),
  type: templateType.default("section"),
  elements: z.array(elementSchema).min(1, "must hold at least one element"),
});
export type SaveTemplateBody = z.infer<typeof saveTemplateBody>;

export const templatesPage = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      title: z.string(),
      status: z.enum(["publish", "draft"]),
      conditions: z.array(z.string()),
      updated_at: z.string(),
    }),
  ),
  total: z.number().int(),
  types: z.array(z.object({ key: z.string(), title: z.string() })).describe("The type filter's choices, in the registry's order"),
});

export const templateFileResponse = z
  .object({
    version: z.string().describe("Elementor's template format version (0.4)"),
    title: z.string(),
    type: z.string().describe("Elementor's template type (section, page, header, footer, popup...)"),
    content: z.array(z.unknown()).describe("The element tree"),
    page_settings: z.unknown().describe("The document's settings (display conditions among them), or [] when there are none"),
  })
  .describe("An Elementor template file");
