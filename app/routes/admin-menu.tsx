import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { data, useActionData, useLoaderData, useRouteLoaderData } from "react-router";
import { z } from "zod";
import { idParam } from "../../core/schemas/params";
import { menuName } from "../../core/schemas/menus";
import type { LayoutData } from "../storefront/frame/layout-data.server";
import { menuAction } from "../admin/menus/action.server";
import { loadMenu } from "../admin/menus/load.server";
import { MenuEditor } from "../admin/menus/menu-editor";
import { MENU_TITLES } from "../admin/menus/menu-titles";
import { RemoveGroupMenu } from "../admin/menus/remove-group-menu";
import "../styles/forms.css";
import "../admin/admin.css";
import "../admin/menus/menu-editor.css";
import type { Route } from "./+types/admin-menu";

const paramsSchema = z.object({ group: idParam, menu: menuName });

function paramsOf(params: Route.LoaderArgs["params"]) {
  const p = paramsSchema.safeParse(params);
  if (!p.success) throw data("No such menu.", { status: 404 });
  return { groupId: p.data.group, menu: p.data.menu };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `${MENU_TITLES[loaderData.view.menu]} of ${loaderData.groupName} · Menus · Admin` : "Menus · Admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { groupId, menu } = paramsOf(params);
  requireStaff(request, context, STAFF_ROLES.content);
  const loaded = await loadMenu(context, groupId, menu);
  const done = new URL(request.url).searchParams.get("done");
  return { ...loaded, saved: done === "saved", removed: done === "removed" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { groupId, menu } = paramsOf(params);
  return menuAction(request, context, groupId, menu);
}

export default function AdminMenu() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const nonce = useRouteLoaderData<LayoutData>("root")?.apiNonce ?? "";
  const { view } = page;
  const title = `${MENU_TITLES[view.menu]} of ${page.groupName}`;
  return (
    <div className="menu-admin">
      <p>
        <a href="/admin/menus">Back to menus</a>
      </p>
      <h1>{title}</h1>
      <p>
        {view.source === "group"
          ? `Every store of ${page.groupName} shows this menu.`
          : `Not saved for ${page.groupName} yet: this is the menu its first store shows today. Once saved, every store of the group shows it.`}
        {view.stores_not_covered.length
          ? ` Its catering and wine stores (${view.stores_not_covered.join(", ")}) keep their own shop menu.`
          : ""}
      </p>
      {page.elsewhere.length ? (
        <p>Shown instead by another group, lower in number: {page.elsewhere.map((s) => `store ${s.storeId} (${s.group})`).join(", ")}.</p>
      ) : null}
      <MenuEditor
        key={result ? JSON.stringify([result.draft, result.message, result.confirmRemove, result.formError]) : (view.updated_at ?? "start")}
        tree={result?.draft ?? view.tree}
        nonce={nonce}
        message={
          result?.message ??
          (page.saved
            ? "The menu was saved: visitors of the group's stores see it now."
            : page.removed
              ? "The group's menu was removed: its stores show the menu they showed before."
              : "")
        }
        confirmRemove={result?.confirmRemove ?? null}
        focusId={result?.focusId ?? null}
        formError={result?.formError ?? null}
        errors={result?.errors ?? {}}
        added={result?.added ?? { title: "", url: "" }}
      />
      {view.source === "group" ? <RemoveGroupMenu groupName={page.groupName} nonce={nonce} /> : null}
    </div>
  );
}
