import { useState } from "react";
import { data, redirect, useActionData, useLoaderData, type MetaFunction } from "react-router";
import { requireStaff } from "#app/admin/access.server";
import { staffAction } from "#app/admin/guard.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { LOCATION_OF, isThemeTemplateType, themeTemplateSections } from "#core/templates/theme-template-types";
import { idParam } from "#core/schemas/params";
import { AdminHeader, usePageNonce } from "../admin/sign-out";
import { addBuiltInFooter, addBuiltInHeader, addTemplate, saveConditions, templatesScreen } from "../admin/templates/templates.server";
import { ConditionsDialog } from "../admin/templates/conditions-dialog";
import "../ui/badge.css";
import { Button } from "../ui/button";
import "../admin/content/content-admin.css";
import "../admin/templates/templates-admin.css";
import "../styles/forms.css";
import type { Route } from "./+types/admin-templates";

export const meta: MetaFunction = () => [{ title: "Website templates · Admin" }, { name: "robots", content: "noindex" }];

/** Website templates by type (the template registry's order), with their conditions, status and conflicts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(request, context, STAFF_ROLES.content);
  // The spec's website-templates page view, recorded by the events manager (docs/events.md).
  await context.services.events.record(
    { id: user.id, email: user.email },
    { name: "page_views_website_templates", fields: { page_source: "admin-templates" } },
  );
  const saved = new URL(request.url).searchParams.get("saved");
  return { ...(await templatesScreen(context)), saved: saved ? saved.slice(0, 200) : null };
}

type Refusal = { ok: false; message: string };

/** Add new (a draft of the type, then its editor), Create from built-in header or footer, and the Display conditions dialog's save. */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await staffAction(request, context, STAFF_ROLES.content);
  if (!read.ok) return data<Refusal>({ ok: false, message: read.message }, { status: read.status });
  const intent = read.form.get("intent");
  if (intent === "add") {
    const made = await addTemplate(context, read.form.get("type") ?? "", read.user);
    if ("refused" in made) return data<Refusal>({ ok: false, message: made.refused }, { status: 400 });
    return redirect(`/admin/documents/${made.id}/edit`);
  }
  if (intent === "built-in-header" || intent === "built-in-footer") {
    const made = await (intent === "built-in-header" ? addBuiltInHeader : addBuiltInFooter)(context, read.user);
    return redirect(`/admin/documents/${made.id}/edit`);
  }
  if (intent === "conditions") {
    const id = idParam.safeParse(read.form.get("id"));
    if (!id.success) return data<Refusal>({ ok: false, message: "That template no longer exists." }, { status: 404 });
    const saved = await saveConditions(context, id.data, read.form.getAll("condition"), read.user);
    if (!saved.ok) return data<Refusal>({ ok: false, message: saved.message }, { status: saved.status });
    return redirect(`/admin/templates?saved=${encodeURIComponent(saved.title)}`);
  }
  return data<Refusal>({ ok: false, message: "Choose Add new or Edit conditions." }, { status: 400 });
}

/** Whether a type is placed by display conditions (loop items are placed by a loop grid, sections inserted by hand). */
const byConditions = (type: string) => type === "popup" || (isThemeTemplateType(type) && LOCATION_OF[type] !== null);

/** "A", "A and B", "A, B and C". */
const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : (names[0] ?? "");

export default function AdminTemplates() {
  const view = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const nonce = usePageNonce();
  const [editing, setEditing] = useState<number | null>(null);
  const open = view.templates.find((t) => t.id === editing) ?? null;
  const conflicted = new Set(view.conflicts.flatMap((c) => c.ids));
  const titleOf = (id: number) => view.templates.find((t) => t.id === id)?.title ?? `#${id}`;
  return (
    <div className="content-admin templates-admin">
      <AdminHeader />
      <h1>Website templates</h1>
      <p>
        Headers, footers and layouts that replace the site’s own on the pages their display conditions name. Where several apply, the most
        specific wins, and between equals the newest.
      </p>
      {view.saved ? <p role="status">Display conditions of “{view.saved}” saved.</p> : null}
      {refused && !refused.ok ? (
        <p role="alert" className="form-error">
          {refused.message}
        </p>
      ) : null}
      {view.conflicts.length ? (
        <div role="alert" className="templates-admin__conflicts">
          <h2>Conflicts</h2>
          <ul>
            {view.conflicts.map((c) => (
              <li key={`${c.type} ${c.condition}`}>
                {listed(c.ids.map(titleOf))} claim <code>{c.condition}</code>: only the newest shows there.
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {themeTemplateSections().map((section) => {
        const rows = view.templates.filter((t) => t.type === section.key);
        const headingId = `type-${section.key}`;
        return (
          <section key={section.key} aria-labelledby={headingId} className="templates-admin__type">
            <div className="templates-admin__type-head">
              <h2 id={headingId}>{section.title}</h2>
              <div className="templates-admin__type-actions">
                <form method="post">
                  <input type="hidden" name="nonce" value={nonce} />
                  <input type="hidden" name="intent" value="add" />
                  <input type="hidden" name="type" value={section.key} />
                  <Button type="submit" small>
                    Add new
                  </Button>
                </form>
                {section.key === "header" || section.key === "footer" ? (
                  <form method="post">
                    <input type="hidden" name="nonce" value={nonce} />
                    <input type="hidden" name="intent" value={`built-in-${section.key}`} />
                    <Button type="submit" variant="secondary" small>
                      Create from built-in {section.key}
                    </Button>
                  </form>
                ) : null}
              </div>
            </div>
            <p>{section.description}</p>
            {rows.length === 0 ? (
              <p className="templates-admin__none">None yet.</p>
            ) : (
              <table>
                <caption className="visually-hidden">{section.title} templates</caption>
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Status</th>
                    <th scope="col">Display conditions</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((t) => (
                    <tr key={t.id}>
                      <th scope="row">
                        {t.title}
                        {conflicted.has(t.id) ? <span className="badge badge--warning">Conflict</span> : null}
                      </th>
                      <td>{t.status === "publish" ? "Published" : "Draft"}</td>
                      <td>
                        {!byConditions(t.type) ? (
                          t.type === "loop-item" ? (
                            "Placed by a loop grid"
                          ) : (
                            "Inserted into pages"
                          )
                        ) : t.conditions.length ? (
                          <ul className="templates-admin__conditions-list">
                            {t.conditions.map((c) => (
                              <li key={c}>
                                <code>{c}</code>
                              </li>
                            ))}
                          </ul>
                        ) : (
                          "None: shows nowhere"
                        )}
                      </td>
                      <td className="templates-admin__actions">
                        {byConditions(t.type) ? (
                          <Button variant="secondary" small onClick={() => setEditing(t.id)}>
                            Edit conditions
                          </Button>
                        ) : null}
                        <a href={`/admin/documents/${t.id}/edit`} aria-label={`Edit ${t.title} in the editor`}>
                          Edit
                        </a>
                        <a href={`/admin/templates/${t.id}/export`} download aria-label={`Export ${t.title} as an Elementor template file`}>
                          Export
                        </a>
                        {t.preview ? (
                          <a href={t.preview} aria-label={`Preview ${t.title} where it applies`}>
                            Preview
                          </a>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
      {open ? <ConditionsDialog template={open} choices={view.choices} nonce={nonce} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
