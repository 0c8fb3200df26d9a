import { useLoaderData, type MetaFunction } from "react-router";
import { sectionsFor, STAFF_ROLES } from "#core/frame/admin-sections";
import { requireStaff } from "../admin/access.server";
import type { Route } from "./+types/admin";

export const meta: MetaFunction = () => [{ title: "Admin" }, { name: "robots", content: "noindex" }];

/** The admin's front page: who is signed in, and the sections their roles open, each described. */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(request, context, STAFF_ROLES.staff);
  const sections = sectionsFor(user.roles).map(({ id, title, description, href }) => ({ id, title, description, href: href ?? null }));
  const signOutExpired = new URL(request.url).searchParams.get("signout") === "expired";
  return { name: user.name || user.email, sections, signOutExpired };
}

export default function Admin() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Admin</h1>
      {page.signOutExpired ? (
        <p role="alert" className="form-error">
          You are still signed in: the page was too old to sign out from. Press Sign out again.
        </p>
      ) : null}
      <p>Signed in as {page.name}.</p>
      <nav aria-label="Admin sections">
        <ul>
          {page.sections.map((s) => (
            <li key={s.id}>
              <h2>{s.href ? <a href={s.href}>{s.title}</a> : s.title}</h2>
              <p>{s.description}</p>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
