import type { MetaFunction } from "react-router";
import { SubStoreLanding } from "../storefront/stores/sub-store-landing";

export const meta: MetaFunction = () => [{ title: "Catering" }];

/** The catering landing page; visitors whose store has no catering store are sent here. */
export default function Catering() {
  return <SubStoreLanding kind="catering" />;
}
