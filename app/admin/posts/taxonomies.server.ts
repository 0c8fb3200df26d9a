import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { data, redirect, type AppLoadContext } from "react-router";
import { termBody, termPatch } from "#core/schemas/admin-posts";
import { isTaxonomy, TAXONOMIES, type Taxonomy } from "#core/posts/taxonomies";
import { isApiError } from "#core/web/api-errors";
import { readEditorForm } from "./access.server";

const taxonomyOf = (raw: string | null): Taxonomy => (raw && isTaxonomy(raw) ? raw : TAXONOMIES[0]);
const idOf = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** One taxonomy's terms (`?taxonomy=`), with the term whose deletion is being confirmed (`?delete=<id>`). */
export async function loadTaxonomy(request: Request, context: AppLoadContext) {
  requireStaff(request, context, STAFF_ROLES.content);
  const search = new URL(request.url).searchParams;
  const taxonomy = taxonomyOf(search.get("taxonomy"));
  const terms = await context.services.adminTerms.list(taxonomy);
  const deleting = idOf(search.get("delete"));
  return {
    taxonomy,
    terms,
    confirm: terms.find((t) => t.id === deleting) ?? null,
    done: search.get("done"),
  };
}

const DONE_TEXT = { create: "created", rename: "renamed", delete: "deleted" } as const;

/** Create (`intent=create`), rename (`intent=rename`, `id`) or delete (`intent=delete`, `id`, `confirm`) a term. */
export async function saveTerm(request: Request, context: AppLoadContext) {
  const read = await readEditorForm(request, context);
  const id = idOf(read.form?.get("id") ?? null);
  if (!read.ok) return data({ message: read.message, id }, { status: read.status });
  const taxonomy = taxonomyOf(read.form.get("taxonomy"));
  const intent = read.form.get("intent");
  const terms = context.services.adminTerms;
  const back = (what: keyof typeof DONE_TEXT, name: string) =>
    redirect(`/admin/taxonomies?${new URLSearchParams({ taxonomy, done: `“${name}” was ${DONE_TEXT[what]}.` })}`);
  try {
    if (intent === "delete" && id !== null) {
      const term = await terms.get(taxonomy, id);
      await terms.remove(taxonomy, id, read.form.get("confirm") === "true", read.user);
      return back("delete", term.name);
    }
    if (intent === "rename" && id !== null) {
      const parsed = termPatch.safeParse({
        name: read.form.get("name") ?? "",
        ...(read.form.get("slug") ? { slug: read.form.get("slug") } : {}),
      });
      if (!parsed.success)
        return data(
          {
            message: `${parsed.error.issues[0]?.path.join(".") === "slug" ? "The slug" : "The name"} ${parsed.error.issues[0]?.message ?? "is not valid"}. Nothing was saved.`,
            id,
          },
          { status: 400 },
        );
      const saved = await terms.rename(taxonomy, id, parsed.data, read.user);
      return back("rename", saved.name);
    }
    const parsed = termBody.safeParse({
      name: read.form.get("name") ?? "",
      slug: (read.form.get("slug") ?? "").trim(),
      parent: read.form.get("parent") || null,
    });
    if (!parsed.success)
      return data(
        {
          message: `${parsed.error.issues[0]?.path.join(".") === "slug" ? "The slug" : "The name"} ${parsed.error.issues[0]?.message ?? "is not valid"}. Nothing was saved.`,
          id: null,
        },
        { status: 400 },
      );
    const saved = await terms.create(taxonomy, parsed.data, read.user);
    return back("create", saved.name);
  } catch (err) {
    if (!isApiError(err)) throw err;
    const params = (err.extra as { params?: Record<string, string> }).params;
    const detail = params
      ? Object.entries(params)
          .map(([k, v]) => `The ${k} ${v}.`)
          .join(" ")
      : err.message;
    return data({ message: `${detail} Nothing was saved.`, id }, { status: err.status });
  }
}
