import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { useLoaderData } from "react-router";
import { MENU_TITLES } from "../admin/menus/menu-titles";
import "../styles/forms.css";
import "../admin/admin.css";
import type { Route } from "./+types/admin-menus";

export const meta = () => [{ title: "Menus · Admin" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.content);
  return { groups: await context.services.menus.groups() };
}

/** The menus of each store group: pick a group and a menu to edit. */
export default function AdminMenus() {
  const view = useLoaderData<typeof loader>();
  return (
    <div className="admin-screen">
      <p>
        <a href="/admin">Back to the admin</a>
      </p>
      <h1>Menus</h1>
      <p>
        Each store group has a shop, a recipe and an account menu; every store of the group shows them (a catering or wine store keeps its
        own shop menu).
      </p>
      <table>
        <caption>Store groups and their menus</caption>
        <thead>
          <tr>
            <th scope="col">Store group</th>
            <th scope="col">Menus</th>
          </tr>
        </thead>
        <tbody>
          {view.groups.map((g) => (
            <tr key={g.id}>
              <th scope="row">
                {g.name} ({g.id})
              </th>
              <td>
                {Object.entries(MENU_TITLES).map(([menu, title], i) => (
                  <span key={menu}>
                    {i ? " · " : ""}
                    <a href={`/admin/menus/${g.id}/${menu}`} aria-label={`${title} of ${g.name}`}>
                      {title}
                    </a>
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
