import { useState } from "react";
import { data, redirect, useActionData, useLoaderData, type MetaFunction } from "react-router";
import { requireStaff } from "#app/admin/access.server";
import { staffAction } from "#app/admin/guard.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import type { LibraryKit } from "#core/schemas/kits";
import { isApiError } from "#core/web/api-errors";
import { AdminFrame } from "../admin/admin-frame";
import { usePageNonce } from "../admin/sign-out";
import { applyKit, deleteKit } from "../admin/kits/kits.server";
import { DeleteKitForm, KitCard } from "../admin/kits/kit-card";
import { Button, buttonClass } from "../ui/button";
import { Dialog } from "../ui/dialog";
import "../admin/kits/kits-admin.css";
import type { Route } from "./+types/admin-kits";

export const meta: MetaFunction = () => [{ title: "Kit library · Admin" }, { name: "robots", content: "noindex" }];

/** The kit library (docs/kits.md): the starter kit shipped with Aisle and the kits uploaded here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.administrator);
  const url = new URL(request.url);
  const kits = await context.services.kitLibrary.list();
  const deleted = url.searchParams.get("deleted");
  const asked = url.searchParams.get("delete");
  return {
    kits,
    deleted: deleted ? deleted.slice(0, 200) : null,
    // Delete without scripts: the confirmation is a part of the page (with them, a dialog).
    confirm: kits.find((k) => k.id === asked && k.deletable) ?? null,
  };
}

type Refusal = { ok: false; message: string };

/** Apply (recorded, then the import screen with the kit) and Delete (recorded, the library again). */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await staffAction(request, context, STAFF_ROLES.administrator);
  if (!read.ok) return data<Refusal>({ ok: false, message: read.message }, { status: read.status });
  const intent = read.form.get("intent");
  const id = (read.form.get("id") ?? "").slice(0, 20);
  try {
    if (intent === "apply") return redirect(await applyKit(context, read.user, id));
    if (intent === "delete") return redirect(`/admin/kits?deleted=${encodeURIComponent(await deleteKit(context, read.user, id))}`);
  } catch (err) {
    if (isApiError(err)) return data<Refusal>({ ok: false, message: err.message }, { status: err.status });
    throw err;
  }
  return data<Refusal>({ ok: false, message: "Choose Apply or Delete." }, { status: 400 });
}

const DELETE_FORM = "delete-kit";

export default function AdminKits() {
  const view = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const nonce = usePageNonce();
  // The kit stays set while the dialog closes, so the dialog closes itself and hands focus back to Delete.
  const [deleting, setDeleting] = useState<LibraryKit | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askToDelete = (kit: LibraryKit) => {
    setDeleting(kit);
    setConfirming(true);
  };
  return (
    <AdminFrame title="Kit library">
      <p>
        Kits on this site: the grocery starter kit that ships with Aisle and the Elementor kits uploaded here. Apply one to review what it
        holds before it is imported.{" "}
        <a className={buttonClass("secondary", { small: true })} href="/admin/tools/export-kit">
          Export a kit
        </a>
      </p>
      {view.deleted ? (
        <p role="status" className="admin-status">
          The kit “{view.deleted}” was deleted.
        </p>
      ) : null}
      {refused && !refused.ok ? (
        <p role="alert" className="form-error">
          {refused.message}
        </p>
      ) : null}
      {view.confirm ? (
        <section className="admin-confirm" aria-label={`Delete ${view.confirm.title}?`}>
          <h2>Delete {view.confirm.title}?</h2>
          <DeleteKitForm kit={view.confirm} nonce={nonce} formId={`${DELETE_FORM}-page`} />
          <p className="kits-admin__actions">
            <Button type="submit" variant="destructive" form={`${DELETE_FORM}-page`}>
              Delete
            </Button>
            <a href="/admin/kits">Keep it</a>
          </p>
        </section>
      ) : null}
      <ul className="kits-admin__list">
        {view.kits.map((kit) => (
          <li key={kit.id}>
            <KitCard kit={kit} nonce={nonce} onDelete={askToDelete} />
          </li>
        ))}
      </ul>
      {deleting ? (
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={`Delete ${deleting.title}?`}
          footer={
            <>
              <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
              <Button type="submit" variant="destructive" form={DELETE_FORM}>
                Delete
              </Button>
            </>
          }
        >
          <DeleteKitForm kit={deleting} nonce={nonce} formId={DELETE_FORM} />
        </Dialog>
      ) : null}
    </AdminFrame>
  );
}
