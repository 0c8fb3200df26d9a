import { useLoaderData, type MetaFunction } from "react-router";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { requireStaff } from "../admin/access.server";
import { AdminFrame } from "../admin/admin-frame";
import { defaultKitName, exportSections } from "../admin/kits/kits.server";
import { ExportKitForm } from "../admin/kits/export-kit-form";
import "../admin/kits/kits-admin.css";
import type { Route } from "./+types/admin-export-kit";

export const meta: MetaFunction = () => [{ title: "Export a kit · Admin" }, { name: "robots", content: "noindex" }];

/** Export the site as an Elementor kit (docs/kits.md): the sections to hold, the kit's name, title and description. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.administrator);
  return { sections: exportSections(), defaultName: await defaultKitName(context) };
}

export default function AdminExportKit() {
  const view = useLoaderData<typeof loader>();
  return (
    <AdminFrame title="Export a kit">
      <p>
        The site’s published pages, templates and articles, its menus and categories, and its global colours and fonts, as a zip in
        Elementor’s kit format: import it into another Aisle, or into WordPress with Elementor. <a href="/admin/kits">The kit library</a>{" "}
        lists the kits on this site.
      </p>
      <ExportKitForm sections={view.sections} defaultName={view.defaultName} />
    </AdminFrame>
  );
}
