import { formRefusal } from "../access.server";
import { STAFF_ROLES } from "#core/frame/admin-sections";
import { PAGE_EXPIRED } from "#core/web/page-expired";
import type { AppLoadContext } from "react-router";
import { isApiError } from "#core/web/api-errors";
import { formNonceValid } from "../../storefront/forms/form-nonce.server";
import { refusalState, type FinishedImport } from "./import-state";

/**
 * The stores import as a plain form post (no JavaScript): the same checks and the same all-or-nothing
 * write as the API, without the streamed progress. The page's body limit bounds the file.
 */
export async function importStoresFromForm(request: Request, context: AppLoadContext): Promise<{ status: number; state: FinishedImport }> {
  const refused = formRefusal(context, STAFF_ROLES.administrator);
  if (refused) return { status: refused.status, state: { kind: "failed", message: refused.message } };
  const user = context.auth.user!;
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return { status: 400, state: { kind: "failed", message: "The file could not be read. Choose it again and import." } };
  }
  const text = new URLSearchParams();
  for (const [k, v] of data) if (typeof v === "string") text.append(k, v);
  if (!formNonceValid(text, context)) return { status: 403, state: { kind: "failed", message: PAGE_EXPIRED } };
  const file = data.get("file");
  if (!file || typeof file === "string" || file.size === 0)
    return { status: 400, state: { kind: "failed", message: "Choose a CSV file first." } };
  try {
    const rows = await context.services.adminStores.planImport(await file.text());
    const result = await context.services.adminStores.runImport(rows, user, () => {});
    return { status: 200, state: { kind: "done", ...result } };
  } catch (err) {
    if (isApiError(err)) return { status: err.status, state: refusalState({ message: err.message, data: err.extra }, err.message) };
    throw err;
  }
}
