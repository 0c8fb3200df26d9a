import { Link, useLoaderData, type MetaFunction } from "react-router";
import { sortStoresForDropdown } from "../../core/store-search";
import { useLayout } from "../storefront/use-layout";
import { MyStoreBadge } from "../storefront/stores/my-store-badge";
import { StoreDetails } from "../storefront/stores/store-details";
import { groupByState, stateName } from "../storefront/stores/state-names";
import "../storefront/stores/stores.css";
import type { Route } from "./+types/stores";

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
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/my-store/store-locator">Stores</Link>
          </li>
        </ol>
      </nav>
      <h1>All stores</h1>
      <p>
        {stores.length} stores. <Link to="/store/store-locator">Find the nearest one</Link>
      </p>
      {groupByState(stores).map((group) => (
        <section key={group.state} aria-labelledby={`state-${group.state}`} className="stores-archive__state">
          <h2 id={`state-${group.state}`}>{stateName(group.state)}</h2>
          <ul className="store-list">
            {group.items.map((s) => (
              <li key={s.id} className="store-card">
                <h3>
                  <a href={s.url}>{s.name}</a>
                </h3>
                <StoreDetails store={s} />
                {current?.id === s.id ? <MyStoreBadge /> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
