import type { ProductFlag } from "#core/catalog/flags";
import { CATERING_DEPARTMENTS, WINE_CATEGORIES, type Department } from "../navigation";
import { kebab } from "../stores";
import type { DepartmentRow, ProductRow } from "./catalog";
import { CATERING_ITEMS, TRAY_SIZES, TRAY_SUBS, WINE_ITEMS } from "./sub-shop-items";

/** Where each sub-shop's ids start: departments 5100.. and 6100.., products 50001.. and 60001.. */
const DEPARTMENT_ID_BASE: Readonly<Record<"catering" | "wine", number>> = { catering: 5000, wine: 6000 };
export const PRODUCT_ID_BASE: Readonly<Record<"catering" | "wine", number>> = { catering: 50000, wine: 60000 };
const MENUS: Readonly<Record<"catering" | "wine", readonly Department[]>> = { catering: CATERING_DEPARTMENTS, wine: WINE_CATEGORIES };

/**
 * A sub-shop's departments, as its menu names them. A slug the grocery shop (or an earlier shop) has
 * already is prefixed with the shop ("catering-chicken"): slugs are unique across shops.
 */
export function buildSubShopDepartments(kind: "catering" | "wine", taken: Set<string>): DepartmentRow[] {
  const slug = (title: string) => {
    const plain = kebab(title);
    const s = taken.has(plain) ? `${kind}-${plain}` : plain;
    taken.add(s);
    return s;
  };
  return MENUS[kind].flatMap((d, i): DepartmentRow[] => {
    const id = DEPARTMENT_ID_BASE[kind] + (i + 1) * 100;
    return [
      { id, shop: kind, slug: slug(d.title), name: d.title, parentId: null, position: i },
      ...d.children.map((c, j): DepartmentRow => ({ id: id + j + 1, shop: kind, slug: slug(c), name: c, parentId: id, position: j })),
    ];
  });
}

/** A department's leaves: its sub-departments, or itself when it has none ("Rosé"). */
function leaves(kind: "catering" | "wine", depts: readonly DepartmentRow[]): Array<{ top: DepartmentRow; leaf: DepartmentRow }> {
  const tops = depts.filter((d) => d.parentId === null && d.shop === kind);
  return tops.flatMap((top) => {
    const children = depts.filter((d) => d.parentId === top.id);
    return (children.length ? children : [top]).map((leaf) => ({ top, leaf }));
  });
}

const retail = (cents: number) => Math.max(99, Math.round(cents / 100) * 100 - 1);
const searchText = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(" ");

/** The catering shop's items: trays in three sizes, boxed lunches, cakes..., each with its lead time in hours. */
export function buildCateringProducts(depts: readonly DepartmentRow[]): ProductRow[] {
  const rows: ProductRow[] = [];
  for (const { top, leaf } of leaves("catering", depts)) {
    for (const spec of CATERING_ITEMS[leaf.name] ?? []) {
      const [item = "", hours = "24", cents = "0", flagSpec = "", holds = ""] = spec.split("|");
      const sizes = TRAY_SUBS.has(leaf.name) ? TRAY_SIZES : [{ label: "", serves: "each", factor: 1 }];
      for (const size of sizes) {
        const id = PRODUCT_ID_BASE.catering + rows.length + 1;
        const name = size.label ? `${item}, ${size.label}` : item;
        const flags: ProductFlag[] = [];
        if (flagSpec.includes("g")) flags.push("gluten_free");
        if (flagSpec.includes("l")) flags.push("local");
        rows.push({
          id,
          sku: `HLC${String(id).padStart(6, "0")}`,
          slug: kebab(`${name} catering`),
          name,
          brand: "Harvest Lane Catering",
          size: size.serves,
          departmentId: leaf.id,
          description: `${holds}. Made to order in our kitchen: order at least ${hours} hours ahead and pick it up at the catering counter.`,
          ingredients: "",
          nutrition: null,
          image: `/images/products/${kebab(`${name} catering`)}.svg`,
          flags,
          soldByWeight: false,
          unit: "each",
          unitSize: 1,
          weightStep: null,
          averageWeight: null,
          basePriceCents: retail(Number(cents) * size.factor),
          homeAisle: "Catering counter",
          featured: rows.length % 9 === 0,
          extra: { lead_time_hours: Number(hours) },
          searchText: searchText(name, "catering", holds, leaf.name, top.name, ...flags.map((f) => f.replace("_", " "))),
        });
      }
    }
  }
  return rows;
}

/** Fluid ounces in a size ("750 mL", "6 pk 12 fl oz", "10 oz"), for the unit price. */
function fluidOunces(size: string): { unitSize: number; unit: "fl oz" | "oz" } {
  const pack = /^(\d+) pk ([\d.]+) fl oz$/.exec(size);
  if (pack) return { unitSize: Number(pack[1]) * Number(pack[2]), unit: "fl oz" };
  const ml = /^([\d.]+) (mL|L)$/.exec(size);
  if (ml) return { unitSize: Math.round(Number(ml[1]) * (ml[2] === "L" ? 1000 : 1) * 0.033814 * 10) / 10, unit: "fl oz" };
  const floz = /^([\d.]+) fl oz$/.exec(size);
  if (floz) return { unitSize: Number(floz[1]), unit: "fl oz" };
  return { unitSize: Number(/^([\d.]+)/.exec(size)?.[1] ?? 1), unit: "oz" };
}

/** The wine shop's bottles and packs, with varietal, region and pairing; alcohol is flagged on all but the mixers. */
export function buildWineProducts(depts: readonly DepartmentRow[]): ProductRow[] {
  const rows: ProductRow[] = [];
  for (const { top, leaf } of leaves("wine", depts)) {
    for (const spec of WINE_ITEMS[leaf.name] ?? []) {
      const [name = "", varietal = "", region = "", pairing = "", cents = "0", size = "750 mL"] = spec.split("|");
      const id = PRODUCT_ID_BASE.wine + rows.length + 1;
      const alcohol = top.name !== "Mixers & Bar";
      const flags: ProductFlag[] = alcohol ? ["alcohol"] : [];
      if (/Ohio|Michigan|Indiana|Pennsylvania|Lake Erie/.test(region)) flags.unshift("local");
      const extra: Record<string, string> = { pairing };
      if (varietal) extra.varietal = varietal;
      if (region) extra.region = region;
      rows.push({
        id,
        sku: `HLW${String(id).padStart(6, "0")}`,
        slug: kebab(`${name} ${size}`),
        name,
        brand: alcohol ? name.split(" ").slice(0, 2).join(" ") : "Harvest Lane Bar",
        size,
        departmentId: leaf.id,
        description: varietal
          ? `${varietal} from ${region}. Pairs with ${pairing.toLowerCase()}.`
          : `For the bar: ${pairing.toLowerCase()}.`,
        ingredients: "",
        nutrition: null,
        image: `/images/products/${kebab(`${name} ${size}`)}.svg`,
        flags,
        soldByWeight: false,
        ...fluidOunces(size),
        weightStep: null,
        averageWeight: null,
        basePriceCents: Number(cents),
        homeAisle: top.name,
        featured: rows.length % 7 === 0,
        extra,
        searchText: searchText(name, varietal, region, pairing, leaf.name, top.name, alcohol ? "wine" : "mixer"),
      });
    }
  }
  return rows;
}

/** The sub-shops' departments (after the grocery shop's slugs) and products. */
export function buildSubShopCatalog(grocerySlugs: Iterable<string>): { departments: DepartmentRow[]; products: ProductRow[] } {
  const taken = new Set(grocerySlugs);
  const departments = [...buildSubShopDepartments("catering", taken), ...buildSubShopDepartments("wine", taken)];
  return { departments, products: [...buildCateringProducts(departments), ...buildWineProducts(departments)] };
}
