import { Link, type MetaFunction } from "react-router";
import { useLayout } from "../storefront/use-layout";

export const meta: MetaFunction = () => [{ title: "Catering" }];

/** The catering landing page; visitors whose store has no catering store are sent here. */
export default function Catering() {
  const { storeMap } = useLayout();
  const available = storeMap.cateringStoreId !== null;
  return (
    <section className="landing">
      <h1>Catering</h1>
      <p>Party platters, hot meals and desserts from our catering kitchens, ready when you are.</p>
      {available ? (
        <Link className="button" to="/catering/shop">
          Shop catering
        </Link>
      ) : (
        <p>
          Your store doesn't offer online catering yet. <Link to="/store/store-locator">Find a store that does</Link>.
        </p>
      )}
    </section>
  );
}
