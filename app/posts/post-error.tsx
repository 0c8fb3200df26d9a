import { useRouteError } from "react-router";
import { PageError } from "../storefront/frame/page-error";
import { BuilderDocument } from "../builder/document-view";
import { notFoundTemplateOf } from "../builder/not-found-template";

/** A post or list that does not exist (404; the error-404 template when one applies), or cannot be read right now (503), inside the site's header and footer. */
export function PostErrorBoundary() {
  const error = useRouteError();
  const template = notFoundTemplateOf(error);
  if (template) return <BuilderDocument view={template} />;
  return (
    <section className="page-error">
      <PageError error={error} />
    </section>
  );
}
