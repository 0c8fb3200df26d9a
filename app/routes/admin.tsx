import { data, redirect, useLoaderData, type MetaFunction } from "react-router";
import { isAdminUser, sectionsFor } from "../../core/frame/admin-sections";
import { AdminHeader } from "../admin/sign-out";
import type { Route } from "./+types/admin";

export const meta: MetaFunction = () => [{ title: "Admin" }, { name: "robots", content: "noindex" }];

/** Signed-in staff only: anonymous visitors go to the sign-in page and come back, a shopper gets 403. */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = context.auth.user;
  if (!user) throw redirect("/admin/sign-in?return_to=%2Fadmin");
  if (!isAdminUser(user.roles)) return data({ allowed: false as const }, { status: 403 });
  const sections = sectionsFor(user.roles).map(({ id, title, description, href }) => ({ id, title, description, href: href ?? null }));
  const signOutExpired = new URL(request.url).searchParams.get("signout") === "expired";
  return { allowed: true as const, name: user.name || user.email, sections, signOutExpired };
}

export default function Admin() {
  const page = useLoaderData<typeof loader>();
  if (!page.allowed) {
    return (
      <div className="admin">
        <h1>Not allowed</h1>
        <p>Your account may not use the admin. Sign in with a staff account to continue.</p>
      </div>
    );
  }
  return (
    <div className="admin">
      <AdminHeader back={null} />
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
    </div>
  );
}
