import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { data, redirect, useLoaderData, type MetaFunction } from "react-router";
import { parsePreviewDate, previewHref, previewPath } from "../../core/content/preview-as";
import { toFieldDate } from "../admin/content/form-values";
import "../admin/content/content-admin.css";
import type { Route } from "./+types/admin-preview";
import { AdminHeader } from "../admin/sign-out";

export const meta: MetaFunction = () => [{ title: "Preview as · Admin" }, { name: "robots", content: "noindex" }];

const MAX_ID = 2_147_483_647;

/**
 * Preview as (decision 0030): choose a store, user groups, a date and a page; "Open the preview" sends
 * the browser to that page with the preview in its query. A GET form: nothing changes, and it works
 * without scripts. Bad choices are said next to their field.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.content);
  const q = new URL(request.url).searchParams;
  const choices = await context.services.contentItems.choices();
  const values = {
    store: q.get("store") ?? "",
    groups: q.getAll("groups"),
    at: q.get("at") ?? toFieldDate(new Date().toISOString()),
    path: q.get("path") ?? "/",
  };
  const errors: Record<string, string> = {};
  if (q.get("open") === "1") {
    const storeId = values.store === "" ? null : Number(values.store);
    if (storeId !== null && !choices.stores.some((s) => s.id === storeId)) errors["store"] = "Choose a store from the list, or no store.";
    const groups = values.groups.map(Number);
    if (groups.some((g) => !Number.isInteger(g) || g < 1 || g > MAX_ID || !choices.userGroups.some((u) => u.id === g)))
      errors["groups"] = "Choose user groups from the list.";
    const at = parsePreviewDate(values.at);
    if (!at) errors["at"] = "Enter a date and time, for example 2026-12-01T09:30.";
    const path = previewPath(values.path);
    if (!path) errors["path"] = "Enter an address of this site starting with /, not the admin or the API (for example / or /shop).";
    if (Object.keys(errors).length === 0) throw redirect(previewHref(path!, { storeId, userGroupIds: [...new Set(groups)], at: at! }));
  }
  return data(
    {
      values,
      errors,
      stores: choices.stores.map(({ id, name }) => ({ id, name })),
      userGroups: choices.userGroups,
    },
    { status: Object.keys(errors).length ? 400 : 200 },
  );
}

function Error({ name, errors }: { name: string; errors: Record<string, string> }) {
  return errors[name] ? (
    <p id={`preview-${name}-error`} className="field__error">
      {errors[name]}
    </p>
  ) : null;
}

export default function AdminPreview() {
  const view = useLoaderData<typeof loader>();
  const { values, errors } = view;
  const describedBy = (name: string, hint?: string) =>
    [hint ?? "", errors[name] ? `preview-${name}-error` : ""].filter(Boolean).join(" ") || undefined;
  const refused = Object.keys(errors).length > 0;
  return (
    <div className="content-admin">
      <AdminHeader back={{ href: "/admin/content", label: "Back to targeted content" }} />
      <h1>Preview as</h1>
      <p>
        See any page of the site as a visitor of a store and user groups would on a chosen date, drafts and scheduled items included. Only
        you see the preview: what visitors get does not change, and a panel on the page says which item won each content area and why.
      </p>
      {refused ? (
        <p role="alert" className="form-error">
          The preview was not opened: correct the fields marked below.
        </p>
      ) : null}
      <form method="get" action="/admin/preview" className="content-form">
        <input type="hidden" name="open" value="1" />
        <div className="content-form__field">
          <label htmlFor="preview-store">Store</label>
          <select
            id="preview-store"
            name="store"
            defaultValue={values.store}
            aria-describedby={describedBy("store")}
            aria-invalid={errors["store"] ? true : undefined}
          >
            <option value="">No store chosen</option>
            {view.stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.id})
              </option>
            ))}
          </select>
          <Error name="store" errors={errors} />
        </div>
        <div className="content-form__field">
          <fieldset aria-describedby={describedBy("groups", "preview-groups-hint")}>
            <legend>User groups</legend>
            {view.userGroups.map((g) => (
              <label key={g.id} className="content-form__check">
                <input type="checkbox" name="groups" value={g.id} defaultChecked={values.groups.includes(String(g.id))} /> {g.name} ({g.id})
              </label>
            ))}
          </fieldset>
          <p id="preview-groups-hint" className="content-form__hint">
            The groups the visitor holds. An anonymous visitor holds the unknown user group when group targeting is on.
          </p>
          <Error name="groups" errors={errors} />
        </div>
        <div className="content-form__field">
          <label htmlFor="preview-at">Date and time (UTC)</label>
          <input
            id="preview-at"
            name="at"
            type="datetime-local"
            defaultValue={values.at}
            aria-describedby={describedBy("at")}
            aria-invalid={errors["at"] ? true : undefined}
          />
          <Error name="at" errors={errors} />
        </div>
        <div className="content-form__field">
          <label htmlFor="preview-path">Page address</label>
          <input
            id="preview-path"
            name="path"
            defaultValue={values.path}
            aria-describedby={describedBy("path", "preview-path-hint")}
            aria-invalid={errors["path"] ? true : undefined}
          />
          <p id="preview-path-hint" className="content-form__hint">
            For example / (the home page), /shop or /recipes.
          </p>
          <Error name="path" errors={errors} />
        </div>
        <button type="submit">Open the preview</button>
      </form>
    </div>
  );
}
