import { useLoaderData, type MetaFunction } from "react-router";
import { POST_STATE_LABELS } from "../../core/posts/post-state";
import { loadPostList } from "../admin/posts/posts.server";
import { AdminFrame, PageLinks, StatusSelect, filteredPageHref } from "../admin/admin-frame";
import "../admin/posts/posts-admin.css";
import type { Route } from "./+types/admin-posts";

export const meta: MetaFunction = () => [{ title: "Recipes and articles · Admin" }, { name: "robots", content: "noindex" }];

export const loader = ({ request, context }: Route.LoaderArgs) => loadPostList(request, context);

/** Recipes and articles, drafts included: filter by type and status, search, a page at a time. */
export default function AdminPosts() {
  const view = useLoaderData<typeof loader>();
  const pageHref = filteredPageHref("/admin/posts", view.filters);
  return (
    <AdminFrame title="Recipes and articles">
      {view.deleted ? (
        <p role="status" className="admin-status">
          “{view.deleted}” was deleted.
        </p>
      ) : null}
      <p className="admin-actions">
        <a href="/admin/posts/new?type=recipe">New recipe</a>
        <a href="/admin/posts/new?type=article">New article</a>
        <a href="/admin/taxonomies">Categories and other terms</a>
      </p>
      <form method="get" action="/admin/posts" role="search" aria-label="Filter posts" className="admin-filters">
        <p>
          <span>
            <label htmlFor="filter-q">Search</label>
            <input id="filter-q" name="q" type="search" defaultValue={view.filters.q} maxLength={100} />
          </span>
          <span>
            <label htmlFor="filter-type">Type</label>
            <select id="filter-type" name="type" defaultValue={view.filters.type}>
              <option value="">Recipes and articles</option>
              <option value="recipe">Recipes</option>
              <option value="article">Articles</option>
            </select>
          </span>
          <span>
            <StatusSelect value={view.filters.status} />
          </span>
          <button type="submit">Filter</button>
        </p>
      </form>
      {view.refused ? <p className="form-error">{view.refused}</p> : null}
      <div className="admin-table-wrap">
        <table>
          <caption>
            {view.total} post{view.total === 1 ? "" : "s"}, latest change first (page {view.page} of {view.pages})
          </caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
              <th scope="col">Address</th>
            </tr>
          </thead>
          <tbody>
            {view.items.map((p) => (
              <tr key={p.id}>
                <td>
                  <a href={`/admin/posts/${p.id}`}>{p.title}</a>
                </td>
                <td>{p.type === "recipe" ? "Recipe" : "Article"}</td>
                <td>{POST_STATE_LABELS[p.state]}</td>
                <td>{p.url}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageLinks label="Post pages" page={view.page} pages={view.pages} href={pageHref} />
    </AdminFrame>
  );
}
