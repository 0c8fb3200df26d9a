/**
 * The old platform's shop links put the shop's state in the fragment (`/shop#!/?store_id=1001`,
 * `/shop#!/?filter=is_favorite`, `#!/?department_id=12`, `#!/?q=apples`, `#!/search/apples`,
 * `#!/product/123`, `#!/shopping_lists`). A fragment never reaches the server, so the page reads it
 * after load and this rule says what it means: a store to select first (or none), and the address of
 * the page that shows the rest (or null to stay).
 *
 * Departments and products are named by the old platform's ids, which the page does not know the
 * slugs of: they go to the server's addresses by id (`/shop?department_id=12`, `/shop/p/123`, the
 * old platform's own product path), which answer with a redirect to the page's real address.
 */
export interface HashRoute {
  storeId: number | null;
  /** Where to go: a real shop address, or null when the current page already is the answer. */
  to: string | null;
}

const POSITIVE_INT = /^[1-9]\d{0,9}$/;
const isId = (raw: string | null | undefined): raw is string =>
  typeof raw === "string" && POSITIVE_INT.test(raw) && Number(raw) <= 2_147_483_647;

/** `product/123`, `products/123`, `p/123`, `product/some-slug/123`: the product's id, else null. */
function productIdOf(segments: string[]): string | null {
  if (segments.length < 2 || !["product", "products", "p"].includes(segments[0]!)) return null;
  const last = segments[segments.length - 1];
  return isId(last) ? last : null;
}

/** The old platform's list routes: `shopping_lists` (all), `shopping_list/12` or `shopping_lists/12` (one). */
function listRoute(segments: string[]): string | null {
  const [head, id] = segments;
  if (head !== "shopping_lists" && head !== "shopping_list" && head !== "lists") return null;
  if (id === undefined) return "/shop/lists";
  return isId(id) ? `/shop/lists/${id}` : "/shop/lists";
}

/** Reads a `#!/...` fragment of a page under `shopBase` ("/shop", "/catering/shop", "/wine/shop"); null when it is not one. */
export function readHashRoute(
  hash: string,
  shopBase = "/shop",
  departmentSlugs: ReadonlyMap<number, string> = new Map(),
): HashRoute | null {
  if (!hash.startsWith("#!/")) return null;
  const rest = hash.slice(3);
  const queryAt = rest.indexOf("?");
  const path = decodeSafe(queryAt === -1 ? rest : rest.slice(0, queryAt));
  const segments = path.split("/").filter(Boolean);
  const params = new URLSearchParams(queryAt === -1 ? "" : rest.slice(queryAt + 1));

  const storeRaw = params.get("store_id");
  const storeId = isId(storeRaw) ? Number(storeRaw) : null;

  let to: string | null = null;
  const search = path.startsWith("search/") ? path.slice("search/".length) : params.get("q");
  const departmentRaw =
    (segments[0] === "department" || segments[0] === "departments") && segments.length === 2 ? segments[1] : params.get("department_id");
  const productId = productIdOf(segments) ?? (isId(params.get("product_id")) ? params.get("product_id") : null);
  const list = listRoute(segments);
  if (params.get("filter") === "is_favorite" || segments[0] === "favorites") to = `${shopBase}/favorites`;
  else if (productId) to = `${shopBase}/p/${productId}`;
  else if (list) to = list;
  else if (search && search.trim()) to = `${shopBase}/search?q=${encodeURIComponent(search.trim().slice(0, 100))}`;
  else if (isId(departmentRaw)) {
    const slug = departmentSlugs.get(Number(departmentRaw));
    to = slug ? `${shopBase}/departments/${slug}` : `${shopBase}?department_id=${departmentRaw}`;
  } else if (params.get("has_offer") === "true") to = `${shopBase}/search?on_sale=1`;
  return { storeId, to };
}

/** The old platform's product path, `/shop/<dept>/<sub>/<slug>/p/<id>` (or `/shop/p/<id>`): the product's id, else null. */
export function oldProductPathId(segments: readonly string[]): number | null {
  const [p, id] = segments.slice(-2);
  return segments.length >= 2 && p === "p" && isId(id) ? Number(id) : null;
}

/** `?department_id=N` on the shop's home (where the old `#!/?department_id=N` leads): the id, else null. */
export function departmentIdParam(search: URLSearchParams): number | null {
  const raw = search.get("department_id");
  return isId(raw) ? Number(raw) : null;
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
