import { isRouteErrorResponse } from "react-router";
import type { BuilderView } from "./builder-view";

/** What a 404 answer carries: the error-404 template when one applies (docs/design/website-templates.md). */
export interface NotFoundData {
  template: BuilderView | null;
}

/** The error-404 template a route's error carries, or null (the site's own message shows). */
export function notFoundTemplateOf(error: unknown): BuilderView | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  return (error.data as Partial<NotFoundData> | null)?.template ?? null;
}
