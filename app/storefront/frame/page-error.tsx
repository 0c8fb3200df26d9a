import { isRouteErrorResponse } from "react-router";

/** The heading and text for a page that can't be shown: missing (404), away for a moment (503), or broken. */
export function pageErrorText(error: unknown): { title: string; text: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return { title: "Page not found", text: "We couldn't find that page." };
  if (status === 503) return { title: "Back in a moment", text: "This page can't be shown right now. Please try again in a moment." };
  return { title: "Something went wrong", text: "Please try again in a moment." };
}

/** What an error boundary shows in place of a page. */
export function PageError({ error }: { error: unknown }) {
  const { title, text } = pageErrorText(error);
  return (
    <>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </>
  );
}
