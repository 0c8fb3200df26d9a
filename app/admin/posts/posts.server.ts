import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { data, redirect, type AppLoadContext } from "react-router";
import { postState } from "#core/posts/post-state";
import { z } from "zod";
import { adminPostBody, adminPostPatch, adminPostsQuery } from "#core/schemas/admin-posts";
import { idParam } from "#core/schemas/params";
import { ADMIN_LIST_LIMITS } from "#core/limits/limits";
import { isPostType, type PostType } from "#core/posts/taxonomies";
import { fromZodError, isApiError } from "#core/web/api-errors";
import { paramsOf, readEditorForm } from "./access.server";
import { bodyOfValues, newPostValues, valuesOfForm, valuesOfPost, type PostFormValues } from "./post-values";

export type PostActionResult = { formError: string; errors: Record<string, string>; values: PostFormValues | null };

const fail = (status: number, formError: string, values: PostFormValues | null = null, errors: Record<string, string> = {}) =>
  data<PostActionResult>({ formError, errors, values }, { status });

const NOT_SAVED = "The post was not saved: correct the fields marked below.";

/** A page of posts: type and status filters, search, paging. */
export async function loadPostList(request: Request, context: AppLoadContext) {
  requireStaff(request, context, STAFF_ROLES.content);
  const search = new URL(request.url).searchParams;
  const raw = Object.fromEntries(["type", "status", "q", "page"].map((k) => [k, search.get(k) ?? ""]).filter(([, v]) => v !== ""));
  const parsed = adminPostsQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : {};
  const { items, total } = await context.services.adminPosts.list(query);
  return {
    filters: { type: query.type ?? "", status: query.status ?? "", q: query.q ?? "" },
    refused: parsed.success ? null : "Some filters could not be read and were left out.",
    deleted: search.get("deleted"),
    page: query.page ?? 1,
    pages: Math.max(1, Math.ceil(total / ADMIN_LIST_LIMITS.defaultPerPage)),
    total,
    items: items.map((p) => ({
      id: p.id,
      type: p.type,
      title: p.title,
      slug: p.slug,
      status: p.status,
      state: postState(p, Date.now()),
      publishedAt: p.publishedAt,
      url: p.url,
      updatedAt: p.updatedAt,
    })),
  };
}

const idOf = (raw: string | undefined) => z.object({ id: idParam }).safeParse({ id: raw }).data?.id ?? null;
const typeOf = (raw: string | null): PostType => (raw && isPostType(raw) ? raw : "recipe");

const DONE: Record<string, string> = { created: "The post was created.", saved: "The post was saved." };

/** A new post's form (`?type=recipe|article`), or an existing post's (404 when there is none). */
export async function loadPostForm(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const search = new URL(request.url).searchParams;
  const id = rawId === undefined ? null : idOf(rawId);
  requireStaff(request, context, STAFF_ROLES.content);
  if (rawId !== undefined && id === null) throw data("No such post.", { status: 404 });
  let post = null;
  if (id !== null) {
    try {
      post = await context.services.adminPosts.get(id);
    } catch (err) {
      if (isApiError(err) && err.status === 404) throw data("No such post.", { status: 404 });
      throw err;
    }
  }
  const type = post?.type ?? typeOf(search.get("type"));
  return {
    post: post && {
      id: post.id,
      title: post.title,
      status: post.status,
      state: postState(post, Date.now()),
      publishedAt: post.publishedAt,
      url: post.url,
      updatedAt: post.updatedAt,
    },
    values: post ? valuesOfPost(post) : newPostValues(type),
    choices: await context.services.adminPosts.choices(type),
    done: DONE[search.get("done") ?? ""] ?? null,
    confirmDelete: post !== null && search.get("confirm") === "delete",
  };
}

/** Create (no id), save or delete (`intent=delete`) a post; a refusal is said at the top and by each field. */
export async function postAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const id = rawId === undefined ? null : idOf(rawId);
  if (rawId !== undefined && id === null) throw data("No such post.", { status: 404 });
  const read = await readEditorForm(request, context);
  const posts = context.services.adminPosts;
  try {
    const current = id === null ? null : await posts.get(id);
    const type = current?.type ?? typeOf(read.form?.get("type") ?? null);
    if (!read.ok) return fail(read.status, read.message, read.form ? valuesOfForm(read.form, type) : null);
    if (id !== null && read.form.get("intent") === "delete") {
      await posts.remove(id, read.user);
      return redirect(`/admin/posts?deleted=${encodeURIComponent(current!.title.slice(0, 100))}`);
    }
    const values = valuesOfForm(read.form, type);
    const body = bodyOfValues(values);
    const parsed = id === null ? adminPostBody.safeParse({ type, ...body }) : adminPostPatch.safeParse(body);
    if (!parsed.success)
      return fail(400, NOT_SAVED, values, (fromZodError(parsed.error).extra as { params: Record<string, string> }).params);
    try {
      const saved =
        id === null
          ? await posts.create(parsed.data as z.infer<typeof adminPostBody>, read.user)
          : await posts.update(id, parsed.data, read.user);
      return redirect(`/admin/posts/${saved.id}?done=${id === null ? "created" : "saved"}`);
    } catch (err) {
      const params = paramsOf(err);
      if (params) return fail(400, NOT_SAVED, values, params);
      throw err;
    }
  } catch (err) {
    if (isApiError(err) && err.status === 404) return fail(404, "This post no longer exists: it may have been deleted.");
    throw err;
  }
}
