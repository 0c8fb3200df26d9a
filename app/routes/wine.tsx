import type { MetaFunction } from "react-router";
import { SubStoreLanding } from "../storefront/stores/sub-store-landing";

export const meta: MetaFunction = () => [{ title: "Wine" }];

/** The wine landing page; visitors whose store has no wine store are sent here. */
export default function Wine() {
  return <SubStoreLanding kind="wine" />;
}
