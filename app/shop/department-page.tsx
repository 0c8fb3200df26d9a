import { LinkChip } from "#app/ui/chip";
import { Breadcrumb } from "../storefront/frame/breadcrumb";
import { ShopHeader } from "./shop-header";
import { Listing } from "./listing";
import type { loadDepartment } from "./catalog-loaders.server";

type DepartmentData = Awaited<ReturnType<typeof loadDepartment>>;
type Jsonified = Parameters<typeof Listing>[0]["data"] extends infer L
  ? Omit<DepartmentData, "listing" | "store"> & { listing: L; store: DepartmentData["store"] }
  : never;

export function departmentMeta(data: { department: { name: string }; canonical: string; shopTitle: string } | undefined) {
  if (!data) return [{ title: "Department not found" }];
  return [
    { title: `${data.department.name} | ${data.shopTitle}` },
    { name: "description", content: `Shop ${data.department.name.toLowerCase()} at your store: prices, deals and availability.` },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
}

/** A department: its trail, its sub-departments, and its products with facets, sort and pages. */
export function DepartmentPage({ data }: { data: Jsonified }) {
  const { department, parent } = data;
  const trail = [{ to: data.shopBase, label: data.shopTitle }, ...(parent ? [{ to: parent.url, label: parent.name }] : [])];
  return (
    <div className="shop">
      <ShopHeader title={department.name} store={data.store} shop={data.shop}>
        <Breadcrumb trail={trail} current={department.name} />
      </ShopHeader>
      {department.children.length ? (
        <nav aria-label={`${department.name} departments`} className="sub-departments">
          <ul>
            {department.children.map((c) => (
              <li key={c.slug}>
                <LinkChip to={c.url} label={c.name} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Listing data={data.listing} label={`${department.name} products`} />
    </div>
  );
}
