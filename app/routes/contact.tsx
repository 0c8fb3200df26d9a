import { useLoaderData, type MetaFunction } from "react-router";
import { sortStoresForDropdown } from "../../core/stores/store-search";
import { requestStore } from "../storefront/stores/request-store.server";
import { contactAction } from "./contact.server";
import { ContactPage } from "../storefront/forms/contact-page";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";
import "../styles/forms.css";
import "../styles/contact.css";
import type { Route } from "./+types/contact";

/**
 * A plain page once its data loaded, never as the answer to its form posted by the browser (decisions
 * 0045, 0121): the hydrated page sends the form itself and shows the answer in place.
 */
export const handle: PlainPageHandle = { plainPage: plainWhenLoaded };

export const meta: MetaFunction = () => [{ title: "Contact us" }, { name: "description", content: "Send a message to one of our stores." }];

/** A message refused by the per-address limit (429) keeps its Retry-After. */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => actionHeaders;

/** The stores for the dropdown (by state, then name) and the visitor's store, preselected. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [all, { store }] = await Promise.all([context.services.stores.list(), requestStore(request, context)]);
  const stores = sortStoresForDropdown(all).map((s) => ({
    id: s.id,
    name: s.name,
    state: s.state,
  }));
  return { stores, selectedStoreId: store?.id ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

export default function Contact() {
  return <ContactPage data={useLoaderData<typeof loader>()} />;
}
