import { Link, useLoaderData, type MetaFunction } from "react-router";
import { sortStoresForDropdown } from "../../core/store-search";
import { StoreAddress } from "../storefront/store-address";
import type { Route } from "./+types/stores";

export const meta: MetaFunction = () => [{ title: "All stores" }];

export async function loader({ context }: Route.LoaderArgs) {
  return { stores: sortStoresForDropdown(await context.services.stores.list()) };
}

/** The stores archive, by state then name. */
export default function Stores() {
  const { stores } = useLoaderData<typeof loader>();
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
      <ul className="store-list">
        {stores.map((s) => (
          <li key={s.id} className="store-card">
            <h2>
              <a href={s.url}>{s.name}</a>
            </h2>
            <StoreAddress store={s} />
          </li>
        ))}
      </ul>
    </section>
  );
}
