import { z } from "zod";
import { DOCUMENT_TYPES } from "../documents/document-types";
import { SLUG_PATTERN } from "./documents";
import { FIELD_LIMITS, JSON_LIMITS } from "../limits/limits";

/**
 * POST /api/admin/v1/documents/import (docs/design/rest-contract.md): an Elementor export exactly as Elementor
 * wrote it. These schemas describe it for the OpenAPI document; the import itself reads the body
 * with core/elementor-import, which says precisely what is wrong with one it cannot take.
 */

/**
 * Any text of an export: the import keeps it (an odd id or widget type is replaced or kept aside, a long
 * title is cut), so its only bound is the one every JSON string has, checked before the import reads it.
 */
const exportText = () => z.string().max(JSON_LIMITS.maxStringBytes);

/** An object of settings, or `[]`: PHP writes an empty object as an empty list. */
const phpObject = z.union([z.record(z.string().max(FIELD_LIMITS.settingsKey), z.unknown()), z.array(z.unknown()).max(0)]);

const exportedElement: z.ZodType = z.lazy(() =>
  z
    .object({
      id: exportText().optional().describe("Elementor's element id; a missing, repeated or odd one is replaced"),
      elType: exportText().describe("container, section, column or widget (another kind is kept as a container)"),
      widgetType: exportText().optional(),
      settings: phpObject.optional(),
      elements: z.array(exportedElement).optional(),
      isInner: z.boolean().optional(),
    })
    .loose(),
);

export const elementorTemplateFile = z
  .object({
    content: z.array(exportedElement),
    page_settings: phpObject.optional(),
    version: exportText().optional(),
    title: exportText().optional(),
    type: exportText()
      .optional()
      .describe("Elementor's template type (page, wp-page, header, footer, popup, section, container, single-post, archive...)"),
  })
  .loose()
  .describe("A template file as Elementor's Export Template writes it");

export const elementorClipboard = z
  .object({ type: z.literal("elementor"), siteurl: exportText().optional(), elements: z.array(exportedElement) })
  .loose()
  .describe("A copy from the Elementor editor's clipboard");

export const elementorExport = z.union([
  elementorTemplateFile,
  elementorClipboard,
  z.array(exportedElement).describe("A bare element array"),
]);

export const importQuery = z.object({
  slug: z
    .string()
    .max(FIELD_LIMITS.slug)
    .regex(SLUG_PATTERN, "must be lowercase letters, digits and single hyphens")
    .optional()
    .describe("The page's slug; made unique (-2, -3...) when taken or reserved. Default: from the title"),
  type: z.enum(DOCUMENT_TYPES).optional().describe("The document type, whatever the export says"),
  status: z.enum(["publish", "draft"]).default("publish"),
});

export const importedDocumentResponse = z.object({
  id: z.number().int(),
  url: z.string(),
  warnings: z.array(z.string()).describe("What the import changed, in short sentences"),
});
