import { data, redirect, type AppLoadContext } from "react-router";
import { departmentIdParam, oldProductPathId } from "../../core/catalog/hash-route";
import { read } from "./catalog-loaders.server";

/**
 * The old platform's addresses by id, where its `#!/` links lead (core/catalog/hash-route) and its own
 * product path: `/shop?department_id=N` goes to the department's page (an unknown id stays on the shop's
 * home), `/shop/<dept>/<sub>/<slug>/p/<id>` and `/shop/p/<id>` to the product's page (an unknown id is a 404).
 * Permanent redirects: the new addresses are the ones to keep.
 */
export async function redirectOldDepartment(request: Request, context: AppLoadContext): Promise<void> {
  const id = departmentIdParam(new URL(request.url).searchParams);
  if (id === null) return;
  const idx = await read(context, "departments", () => context.services.catalog.departments());
  const node = idx.byId.get(id);
  if (node) throw redirect(node.url, 301);
}

export async function redirectOldProductPath(context: AppLoadContext, segments: readonly string[]): Promise<void> {
  const id = oldProductPathId(segments);
  if (id === null) return;
  const found = await read(context, "product", () => context.services.catalog.get(null, { id }));
  if (!found) throw data(null, { status: 404 });
  throw redirect(found.product.url, 301);
}
