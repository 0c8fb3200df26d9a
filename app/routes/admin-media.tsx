import { requireStaff } from "#app/admin/access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { ACCEPTED_IMAGES_TEXT } from "#core/media/image-type";
import type { MetaFunction } from "react-router";
import { AdminHeader } from "../admin/sign-out";
import { MediaLibrary } from "../admin/media/media-library";
import { useLayout } from "../storefront/frame/use-layout";
import "../admin/content/content-admin.css";
import "../styles/forms.css";
import type { Route } from "./+types/admin-media";

export const meta: MetaFunction = () => [{ title: "Media library · Admin" }, { name: "robots", content: "noindex" }];

/** The media library's screen (docs/media.md): editors and the administrator only. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context, STAFF_ROLES.content);
  return null;
}

export default function AdminMedia() {
  const { apiNonce } = useLayout();
  return (
    <div className="content-admin">
      <AdminHeader />
      <h1>Media library</h1>
      <p>
        Images for pages, recipes and articles: {ACCEPTED_IMAGES_TEXT} (SVG is kept without scripts). Give each one alt text that says what
        it shows.
      </p>
      <MediaLibrary nonce={apiNonce} canDelete />
    </div>
  );
}
