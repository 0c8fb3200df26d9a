import type { Store } from "#core/stores/store-types";
import { Link } from "../../routing/routing";
import { useLayout } from "../frame/use-layout";
import { Breadcrumb } from "../frame/breadcrumb";
import { StoreCard } from "./store-card";
import { groupByState, stateName } from "./state-names";

export interface StoresPageData {
  stores: Store[];
}

/** The stores archive, by state then name; its breadcrumb leads to the store locator. */
export function StoresPage({ data: { stores } }: { data: StoresPageData }) {
  const { store: current } = useLayout();
  return (
    <section className="stores-archive">
      <Breadcrumb
        trail={[
          { to: "/", label: "Home" },
          { to: "/my-store/store-locator", label: "Stores" },
        ]}
      />
      <h1>All stores</h1>
      <p>
        {stores.length} stores. <Link to="/store/store-locator">Find the nearest one</Link>
      </p>
      {groupByState(stores).map((group) => (
        <section key={group.state} aria-labelledby={`state-${group.state}`} className="stores-archive__state">
          <h2 id={`state-${group.state}`}>{stateName(group.state)}</h2>
          <ul className="store-list">
            {group.items.map((s) => (
              <StoreCard key={s.id} layout="list-item" headingLevel={3} store={s} mine={current?.id === s.id} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
