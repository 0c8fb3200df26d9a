import { saveTemplateBody, templateFileResponse, templatesPage, templatesQuery } from "#core/schemas/templates";
import { createdDocumentResponse } from "#core/schemas/documents";
import { DOCUMENT_BODY_LIMITS } from "#core/limits/limits";
import { slugify } from "#core/elementor-import";
import { isThemeTemplateType, themeTemplateSections } from "#core/templates/theme-template-types";
import { templateFile, templateFileName } from "#core/templates/template-file";
import { idParam } from "#core/schemas/params";
import { ApiError } from "#core/web/api-errors";
import { z } from "zod";
import { parseQuery, parseWith } from "../../http/validate";
import { route, requireRole, type Router } from "../../http/routes";
import { EDITOR_ROLES, readDocumentJson } from "./document-input";

const BASE = "/api/admin/v1/templates";
const LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789";
const tail = () => Array.from({ length: 6 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join("");

/** The templates library (docs/design/website-templates.md): list saved templates, Save as template, and Export. */
export function mountTemplateRoutes(r: Router): void {
  route(
    r,
    {
      method: "get",
      path: BASE,
      tag: "admin",
      summary: "The templates library: saved templates of the registry's types, searched by title, newest change first",
      query: templatesQuery,
      auth: "editor",
      responses: { 200: { description: "One page of templates and the type filter's choices", schema: templatesPage } },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      const q = parseQuery(c, templatesQuery);
      const found = await c.get("services").themeTemplates.library(q);
      return c.json({ ...found, types: themeTemplateSections().map((s) => ({ key: s.key, title: s.title })) });
    },
  );
  route(
    r,
    {
      method: "post",
      path: BASE,
      tag: "admin",
      summary: "Save as template: an element or a document's elements as a template (no display conditions: it shows nowhere)",
      body: saveTemplateBody,
      auth: "editor",
      responses: { 201: { description: "Saved", schema: createdDocumentResponse } },
    },
    async (c) => {
      const user = requireRole(c, ...EDITOR_ROLES);
      const raw = await readDocumentJson(c, (body) => ({
        elements: body && typeof body === "object" && !Array.isArray(body) ? (body as { elements?: unknown }).elements : undefined,
        settings: undefined,
        param: "elements",
      }));
      const body = parseWith(saveTemplateBody, raw, DOCUMENT_BODY_LIMITS);
      const base = slugify(body.title).slice(0, 80) || "template";
      for (let tries = 0; ; tries++) {
        try {
          const made = await c.get("services").documents.create(
            {
              type: body.type,
              title: body.title,
              slug: `${base}-${body.type}-${tail()}`,
              status: "publish",
              settings: { conditions: [] },
              elements: body.elements,
            },
            user,
          );
          return c.json(made, 201);
        } catch (err) {
          // Six random letters taken already: try another.
          if (tries < 3 && err instanceof Error && "code" in err && err.code === "slug_taken") continue;
          throw err;
        }
      }
    },
  );
  route(
    r,
    {
      method: "get",
      path: `${BASE}/:id/export`,
      tag: "admin",
      summary: "Export a template as the Elementor template file Elementor's Export Template writes; the documents import takes it back",
      auth: "editor",
      responses: { 200: { description: "The template file, as an attachment", schema: templateFileResponse } },
    },
    async (c) => {
      requireRole(c, ...EDITOR_ROLES);
      const { id } = parseWith(z.object({ id: idParam }), { id: c.req.param("id") });
      const doc = await c.get("services").documents.get(id);
      if (!isThemeTemplateType(doc.type)) throw new ApiError(404, "not_found", "No template has that id.");
      return c.body(JSON.stringify(templateFile(doc)), 200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${templateFileName(doc.id, new Date())}"`,
        "Cache-Control": "no-store",
      });
    },
  );
}
