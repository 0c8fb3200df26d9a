import { isRouteErrorResponse, Outlet, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { sectionsFor, STAFF_ROLES } from "#core/frame/admin-sections";
import { requireStaff } from "../admin/access.server";
import { AdminShell, type ShellSection } from "../admin/admin-shell";
import { isRefusal, Refusal } from "../admin/refusal";
import { PageError } from "../storefront/frame/page-error";
import type { LayoutData } from "../storefront/frame/layout-data.server";
import type { Route } from "./+types/admin-layout";

const LAYOUT_ID = "routes/admin-layout";

/** A refused or failed screen's title (a screen that renders has its own). */
export const meta = ({ error }: Route.MetaArgs) =>
  error
    ? [
        { title: isRouteErrorResponse(error) && isRefusal(error.data) ? "Not allowed · Admin" : "Something went wrong · Admin" },
        { name: "robots", content: "noindex" },
      ]
    : [];

/**
 * Every staff screen's layout (decision 0056): staff only (anonymous visitors sign in and come back, a
 * shopper is refused), and the sections the account's roles open for the shell's navigation. Each
 * screen's loader checks its own section's roles with the same `requireStaff` (loaders run side by side).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(request, context, STAFF_ROLES.staff);
  const sections: ShellSection[] = sectionsFor(user.roles).flatMap(({ id, title, href }) => (href ? [{ id, title, href }] : []));
  return { sections };
}

export default function AdminLayout() {
  const { sections } = useRouteLoaderData<typeof loader>(LAYOUT_ID) ?? { sections: null };
  return (
    <AdminShell pathname={useLocation().pathname} sections={sections}>
      <Outlet />
    </AdminShell>
  );
}

/** A refused screen is the one refusal page (403) in the shell; any other failure, the error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const shell = useRouteLoaderData<typeof loader>(LAYOUT_ID);
  const signedIn = !!useRouteLoaderData<LayoutData>("root")?.user;
  return (
    <AdminShell pathname={pathname} sections={shell?.sections ?? null}>
      {isRouteErrorResponse(error) && isRefusal(error.data) ? (
        <Refusal who={error.data.who} signInHref={signedIn ? null : `/admin/sign-in?return_to=${encodeURIComponent(pathname)}`} />
      ) : (
        <PageError error={error} />
      )}
    </AdminShell>
  );
}
