import { Link, useLoaderData, type MetaFunction } from "react-router";
import { sortStoresForDropdown } from "../../core/stores/store-search";
import { useLayout } from "../storefront/frame/use-layout";
import { StoreCard } from "../storefront/stores/store-card";
import { groupByState, stateName } from "../storefront/stores/state-names";
import "../storefront/stores/stores.css";
import type { Route } from "./+types/stores";
import { Breadcrumb } from "../storefront/frame/breadcrumb";

export const meta: MetaFunction = () => [{ title: "All stores" }, { name: "description", content: "Every store of the chain, by state." }];

export async function loader({ context }: Route.LoaderArgs) {
  return { stores: sortStoresForDropdown(await context.services.stores.list()) };
}

/** The stores archive, by state then name; its breadcrumb leads to the store locator. */
export default function Stores() {
  const { stores } = useLoaderData<typeof loader>();
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
