import type { NavNode } from "../../core/navigation";
import type { Store } from "../../core/store-types";

/** The shop area of a store (main, catering or wine): its departments for the selected store. */
export function ShopArea({ title, store, departments }: { title: string; store: Store | null; departments: NavNode[] }) {
  return (
    <section className="shop-area">
      <h1>{title}</h1>
      {store ? <p className="shop-area__store">Shopping at {store.name}</p> : null}
      <ul className="department-grid">
        {departments.map((d) => (
          <li key={d.id}>
            <a href={d.url}>{d.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
