import { Form, useActionData, useLoaderData, type MetaFunction } from "react-router";
import { TAXONOMIES, TAXONOMY_LABELS, TAXONOMY_POST_TYPE } from "../../core/posts/taxonomies";
import { FIELD_LIMITS } from "../../core/limits/limits";
import { loadTaxonomy, saveTerm } from "../admin/posts/taxonomies.server";
import { AdminFrame } from "../admin/admin-frame";
import { useFailureFocus } from "../admin/use-failure-focus";
import { useLayout } from "../storefront/frame/use-layout";
import "../admin/posts/posts-admin.css";
import type { Route } from "./+types/admin-taxonomies";
import { Toast } from "#app/ui/toast";

export const meta: MetaFunction = () => [{ title: "Categories and terms · Admin" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, context }: Route.LoaderArgs) => loadTaxonomy(request, context);
export const action = ({ request, context }: Route.ActionArgs) => saveTerm(request, context);

/** The terms of a taxonomy: rename each, add one, delete one after a confirmation that says which posts lose it. */
export default function AdminTaxonomies() {
  const view = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { apiNonce } = useLayout();
  const messageRef = useFailureFocus(failure);
  const { taxonomy } = view;
  const hidden = (intent: string, id?: number) => (
    <>
      <input type="hidden" name="nonce" value={apiNonce} />
      <input type="hidden" name="taxonomy" value={taxonomy} />
      <input type="hidden" name="intent" value={intent} />
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
    </>
  );
  return (
    <AdminFrame title="Categories and terms">
      <p>
        <a href="/admin/posts">All recipes and articles</a>
      </p>
      <nav aria-label="Taxonomies" className="admin-actions">
        {TAXONOMIES.map((t) => (
          <a key={t} href={`/admin/taxonomies?taxonomy=${t}`} aria-current={t === taxonomy ? "page" : undefined}>
            {TAXONOMY_LABELS[t]} ({TAXONOMY_POST_TYPE[t]}s)
          </a>
        ))}
      </nav>
      <h2>
        {TAXONOMY_LABELS[taxonomy]} ({TAXONOMY_POST_TYPE[taxonomy]}s)
      </h2>
      {failure ? (
        <p className="form-error" role="alert" tabIndex={-1} ref={messageRef}>
          {failure.message}
        </p>
      ) : view.done ? (
        <Toast>{view.done}</Toast>
      ) : null}
      {view.confirm ? (
        <section className="admin-confirm" aria-labelledby="confirm-delete">
          <h3 id="confirm-delete">Delete “{view.confirm.name}”?</h3>
          <p>
            {view.confirm.posts === 0
              ? "No post carries it."
              : `${view.confirm.posts} post${view.confirm.posts === 1 ? " carries" : "s carry"} it: ${view.confirm.posts === 1 ? "it" : "they"} will no longer be listed under it. Terms below it move to the top.`}
          </p>
          <div className="admin-actions">
            <Form method="post">
              {hidden("delete", view.confirm.id)}
              <input type="hidden" name="confirm" value="true" />
              <button type="submit">Delete “{view.confirm.name}”</button>
            </Form>
            <a href={`/admin/taxonomies?taxonomy=${taxonomy}`}>Keep it</a>
          </div>
        </section>
      ) : null}
      <div className="admin-table-wrap">
        <table>
          <caption>
            {view.terms.length} term{view.terms.length === 1 ? "" : "s"}
          </caption>
          <thead>
            <tr>
              <th scope="col">Name and slug</th>
              <th scope="col">Parent</th>
              <th scope="col">Posts</th>
              <th scope="col">Delete</th>
            </tr>
          </thead>
          <tbody>
            {view.terms.map((t) => (
              <tr key={t.id}>
                <td>
                  <Form method="post" className="admin-inline">
                    {hidden("rename", t.id)}
                    <label htmlFor={`term-${t.id}`} className="visually-hidden">
                      Name of {t.name}
                    </label>
                    <input id={`term-${t.id}`} name="name" defaultValue={t.name} required maxLength={FIELD_LIMITS.title} />{" "}
                    <label htmlFor={`term-slug-${t.id}`} className="visually-hidden">
                      Slug of {t.name}
                    </label>
                    <input id={`term-slug-${t.id}`} name="slug" defaultValue={t.slug} maxLength={FIELD_LIMITS.slug} />{" "}
                    <button type="submit" aria-label={`Rename ${t.name}`}>
                      Rename
                    </button>
                  </Form>
                </td>
                <td>{t.parent ?? "—"}</td>
                <td>{t.posts}</td>
                <td>
                  <a href={`/admin/taxonomies?taxonomy=${taxonomy}&delete=${t.id}`} aria-label={`Delete ${t.name}…`}>
                    Delete…
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>New term</h2>
      <Form method="post">
        {hidden("create")}
        <div className="admin-fields">
          <p>
            <label htmlFor="new-term-name">Name</label>
            <input id="new-term-name" name="name" required maxLength={FIELD_LIMITS.title} />
          </p>
          <p>
            <label htmlFor="new-term-slug">Slug (empty: made from the name)</label>
            <input id="new-term-slug" name="slug" maxLength={FIELD_LIMITS.slug} />
          </p>
          <p>
            <label htmlFor="new-term-parent">Parent</label>
            <select id="new-term-parent" name="parent" defaultValue="">
              <option value="">None (top level)</option>
              {view.terms.map((t) => (
                <option key={t.id} value={t.slug}>
                  {t.name}
                </option>
              ))}
            </select>
          </p>
        </div>
        <p>
          <button type="submit">Add term</button>
        </p>
      </Form>
    </AdminFrame>
  );
}
