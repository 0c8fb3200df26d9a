import { Link } from "../../routing/routing";
import { useLayout } from "../frame/use-layout";

const KINDS = {
  catering: {
    title: "Catering",
    intro: "Party platters, hot meals and desserts from our catering kitchens, ready when you are.",
    storeId: "cateringStoreId",
  },
  wine: {
    title: "Wine",
    intro: "Hand-picked wines and spirits from our wine shops, with advice from our staff.",
    storeId: "wineStoreId",
  },
} as const;

/**
 * The landing page of a related store (catering or wine): a way into its shop when the selected
 * store has one, else a pointer to the locator. Visitors whose store has none are sent here.
 */
export function SubStoreLanding({ kind }: { kind: keyof typeof KINDS }) {
  const { storeMap } = useLayout();
  const { title, intro, storeId } = KINDS[kind];
  const available = storeMap[storeId] !== null;
  return (
    <section className="landing">
      <h1>{title}</h1>
      <p>{intro}</p>
      {available ? (
        <Link className="button" to={`/${kind}/shop`}>
          Shop {kind}
        </Link>
      ) : (
        <p>
          Your store doesn't offer online {kind} yet. <Link to="/store/store-locator">Find a store that does</Link>.
        </p>
      )}
    </section>
  );
}
