import { submitBuilderForm } from "#app/builder/widgets/form/submit.server";
import type { Route } from "./+types/builder-form";

/** Page-builder forms post here, with or without the page's scripts (decision 0070). */
export async function action({ request, context }: Route.ActionArgs) {
  return submitBuilderForm(request, context);
}
