import { useLoaderData, type MetaFunction } from "react-router";
import { SubStoreLanding } from "../storefront/stores/sub-store-landing";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";

/** Hydrated without the router (decisions 0045, 0117): its data says which landing page it is. */
export const handle: PlainPageHandle = { plainPage: plainWhenLoaded };

export const meta: MetaFunction = () => [{ title: "Catering" }];

export const loader = () => ({ kind: "catering" as const });

/** The catering landing page; visitors whose store has no catering store are sent here. */
export default function Catering() {
  return <SubStoreLanding kind={useLoaderData<typeof loader>().kind} />;
}
