import { Link, type MetaFunction } from "react-router";
import { useLayout } from "../storefront/use-layout";

export const meta: MetaFunction = () => [{ title: "Wine" }];

/** The wine landing page; visitors whose store has no wine store are sent here. */
export default function Wine() {
  const { storeMap } = useLayout();
  const available = storeMap.wineStoreId !== null;
  return (
    <section className="landing">
      <h1>Wine</h1>
      <p>Hand-picked wines and spirits from our wine shops, with advice from our staff.</p>
      {available ? (
        <Link className="button" to="/wine/shop">
          Shop wine
        </Link>
      ) : (
        <p>
          Your store doesn't offer online wine yet. <Link to="/store/store-locator">Find a store that does</Link>.
        </p>
      )}
    </section>
  );
}
