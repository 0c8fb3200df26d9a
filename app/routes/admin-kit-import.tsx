import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import type { MetaFunction } from "react-router";
import { AdminFrame } from "../admin/admin-frame";
import { KitImportScreen } from "../admin/kits/kit-import-screen";
import { reviewLibraryKit } from "../admin/kits/kits.server";
import { useLayout } from "../storefront/frame/use-layout";
import type { Route } from "./+types/admin-kit-import";

export const meta: MetaFunction = () => [{ title: "Import a kit · Admin" }, { name: "robots", content: "noindex" }];

/** Importing an Elementor kit (docs/kits.md): the administrator only. `?kit=<id>` (the library's Apply) opens that kit's review. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(request, context, STAFF_ROLES.administrator);
  const kit = new URL(request.url).searchParams.get("kit");
  return kit ? reviewLibraryKit(context, user, kit.slice(0, 40)) : { review: null, error: "" };
}

export default function AdminKitImport({ loaderData }: Route.ComponentProps) {
  const { apiNonce } = useLayout();
  return (
    <AdminFrame title="Import a kit">
      <p>
        Bring in a whole site exported from Elementor: its site settings (global colours and fonts), headers, footers and other templates,
        categories and pages. You can review what the kit holds before anything is imported, and undo the import afterwards.
      </p>
      <KitImportScreen
        nonce={apiNonce}
        initial={loaderData.review ?? undefined}
        initialError={loaderData.error}
        key={loaderData.review?.id ?? "upload"}
      />
    </AdminFrame>
  );
}
