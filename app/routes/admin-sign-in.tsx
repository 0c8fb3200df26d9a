import { useEffect, useRef } from "react";
import { Form, useActionData, useLoaderData, type MetaFunction } from "react-router";
import { adminReturnPath } from "../../core/frame/admin-sections";
import { adminSignIn } from "./admin-sign-in.server";
import "../styles/forms.css";
import type { Route } from "./+types/admin-sign-in";

export const meta: MetaFunction = () => [{ title: "Sign in to the admin" }, { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  return { returnTo: adminReturnPath(search.get("return_to")), signedOut: search.get("signed_out") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminSignIn(request, context);
}

export default function AdminSignIn() {
  const { returnTo, signedOut } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result?.error) errorRef.current?.focus();
  }, [result]);
  return (
    <div className="admin-sign-in">
      <h1>Sign in to the admin</h1>
      {signedOut && !result ? <p role="status">You have signed out.</p> : null}
      {result?.error ? (
        <p role="alert" tabIndex={-1} ref={errorRef} className="form-error">
          {result.error}
        </p>
      ) : null}
      <Form method="post" replace>
        <input type="hidden" name="return_to" value={returnTo} />
        <p>
          <label htmlFor="admin-email">Email</label>
          <input id="admin-email" name="email" type="email" autoComplete="username" required />
        </p>
        <p>
          <label htmlFor="admin-password">Password</label>
          <input id="admin-password" name="password" type="password" autoComplete="current-password" required />
        </p>
        <button type="submit">Sign in</button>
      </Form>
    </div>
  );
}
