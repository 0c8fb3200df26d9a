/**
 * The old platform's shop links put the shop's state in the fragment (`/shop#!/?store_id=1001`,
 * `/shop#!/?filter=is_favorite`, `#!/?department_id=12`, `#!/?q=apples`, `#!/search/apples`). A
 * fragment never reaches the server, so the page reads it after load and this rule says what it means:
 * a store to select first (or none), and the address of the page that shows the rest (or null to stay).
 */
export interface HashRoute {
  storeId: number | null;
  /** Where to go: a real shop address, or null when the current page already is the answer. */
  to: string | null;
}

const POSITIVE_INT = /^[1-9]\d{0,9}$/;

/** Reads a `#!/...` fragment of a page under `shopBase` ("/shop", "/catering/shop", "/wine/shop"); null when it is not one. */
export function readHashRoute(hash: string, shopBase = "/shop", departmentSlugs: ReadonlyMap<number, string> = new Map()): HashRoute | null {
  if (!hash.startsWith("#!/")) return null;
  const rest = hash.slice(3);
  const queryAt = rest.indexOf("?");
  const path = decodeSafe(queryAt === -1 ? rest : rest.slice(0, queryAt));
  const params = new URLSearchParams(queryAt === -1 ? "" : rest.slice(queryAt + 1));

  const storeRaw = params.get("store_id") ?? "";
  const storeId = POSITIVE_INT.test(storeRaw) && Number(storeRaw) <= 2_147_483_647 ? Number(storeRaw) : null;

  let to: string | null = null;
  const search = path.startsWith("search/") ? path.slice("search/".length) : params.get("q");
  const departmentRaw = params.get("department_id") ?? "";
  if (params.get("filter") === "is_favorite") to = `${shopBase}/favorites`;
  else if (search && search.trim()) to = `${shopBase}/search?q=${encodeURIComponent(search.trim().slice(0, 100))}`;
  else if (POSITIVE_INT.test(departmentRaw) && departmentSlugs.has(Number(departmentRaw))) to = `${shopBase}/departments/${departmentSlugs.get(Number(departmentRaw))}`;
  else if (params.get("has_offer") === "true") to = `${shopBase}/search?on_sale=1`;
  return { storeId, to };
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
