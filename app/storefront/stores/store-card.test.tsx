import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { Store } from "#core/stores/store-types";
import { StoreCard, type StoreCardProps } from "./store-card";
import { RoutingProvider } from "../../routing/routing";
import { routerRouting } from "../../routing/router-routing";

const DAYTON: Store = {
  id: 1003,
  name: "Harvest Lane Market – Dayton Far Hills",
  url: "/stores/dayton-far-hills",
  address_1: "2800 Far Hills Ave",
  address_2: "",
  city: "Dayton",
  state: "OH",
  postal_code: "45419",
  hours: "Mon–Sun 7am–10pm",
  phone: "(937) 555-0103",
  latitude: 39.7,
  longitude: -84.17,
  store_number: "1003",
  is_selectable: true,
  store_group_ids: [],
  store_segment_ids: [],
  other_attributes: {},
};
const CLOSED: Store = {
  ...DAYTON,
  id: 1011,
  name: "Harvest Lane Market – Zanesville",
  is_selectable: false,
  other_attributes: { notice: "Closed for remodeling." },
};

/** Renders the card inside a root route whose layout data carries the API nonce, as on the site. */
function render(props: StoreCardProps): string {
  const Card = () =>
    props.layout === "page" ? (
      <StoreCard {...props} />
    ) : (
      <ul>
        <StoreCard {...props} />
      </ul>
    );
  // The frame's parts reach the router through the routing context, as under the root route.
  const Routed = () => (
    <RoutingProvider value={routerRouting}>
      <Card />
    </RoutingProvider>
  );
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Routed }]);
  return renderToStaticMarkup(<Stub hydrationData={{ loaderData: { root: { apiNonce: "n0nce" } } }} />);
}

const FORM = '<form class="make-my-store" data-discover="true" action="/store/select" method="post">';
const BUTTON =
  '<button type="submit" class="button" aria-describedby="store-1003-name" data-store-name="Harvest Lane Market – Dayton Far Hills">Make This My Store</button>';
const BADGE =
  '<p class="my-store-badge"><span class="my-store-badge__star" aria-hidden="true">★</span> <span class="my-store-badge__text">My Store</span></p>';

describe("StoreCard in a list", () => {
  it("names and links the store in the heading, shows address, phone, hours and the distance, and offers Make This My Store", () => {
    const html = render({ layout: "list-item", headingLevel: 2, store: DAYTON, mine: false, distanceKm: 1.6, offerChoice: true });
    expect(html).toContain(
      '<li class="store-card"><h2 id="store-1003-name"><a href="/stores/dayton-far-hills">Harvest Lane Market – Dayton Far Hills</a></h2>',
    );
    expect(html).toContain('<p class="store-card__distance">1 mile away</p>');
    expect(html).toContain("2800 Far Hills Ave");
    expect(html).toContain('<a href="tel:9375550103">(937) 555-0103</a>');
    expect(html).toContain('<p class="store-details__hours">Hours: Mon–Sun 7am–10pm</p>');
    expect(html).toContain(FORM);
    expect(html).toContain('<input type="hidden" name="nonce" value="n0nce"/>');
    // Sent before the scripts run, the form names the page to come back to.
    expect(html).toContain('<input type="hidden" name="back" value="/"/>');
    expect(html).toContain(BUTTON);
    expect(html).not.toContain("my-store-badge");
  });

  it("shows the My Store star instead of the button on the selected store", () => {
    const html = render({ layout: "list-item", headingLevel: 2, store: DAYTON, mine: true, offerChoice: true });
    expect(html).toContain(BADGE);
    expect(html).not.toContain("Make This My Store");
    expect(html).not.toContain("store-card__distance");
  });

  it("says why a store can't be chosen instead of offering it", () => {
    const html = render({ layout: "list-item", headingLevel: 2, store: CLOSED, mine: false, offerChoice: true });
    expect(html).toContain('<p class="store-card__note">This store can&#x27;t be selected for online shopping. Closed for remodeling.</p>');
    expect(html).not.toContain("<button");
  });

  it("without a choice (the archive, under a state's h2): an h3, and only the star", () => {
    const other = render({ layout: "list-item", headingLevel: 3, store: DAYTON, mine: false });
    expect(other).toContain(
      '<li class="store-card"><h3><a href="/stores/dayton-far-hills">Harvest Lane Market – Dayton Far Hills</a></h3>',
    );
    expect(other).not.toContain("<button");
    expect(other).not.toContain("store-card__note");
    expect(render({ layout: "list-item", headingLevel: 3, store: DAYTON, mine: true })).toContain(BADGE);
  });
});

describe("StoreCard on the store's own page", () => {
  it("is headed by the name as the h1 and offers Make This My Store", () => {
    const html = render({ layout: "page", store: DAYTON, mine: false });
    expect(html.startsWith('<h1 id="store-1003-name">Harvest Lane Market – Dayton Far Hills</h1><div class="store-details">')).toBe(true);
    expect(html).toContain(`<div class="store-page__choice">${FORM}`);
    expect(html).toContain(BUTTON);
  });

  it("for the selected store: the star above the details and Select Another Store", () => {
    const html = render({ layout: "page", store: DAYTON, mine: true });
    expect(html).toContain(`</h1>${BADGE}<div class="store-details">`);
    expect(html).toContain(
      '<div class="store-page__choice"><a class="button" href="/store/store-locator" data-discover="true">Select Another Store</a></div>',
    );
    expect(html).not.toContain("Make This My Store");
  });

  it("for a store that can't be chosen: its reason, no button", () => {
    const html = render({ layout: "page", store: CLOSED, mine: false });
    expect(html).toContain(
      '<div class="store-page__choice"><p class="store-card__note">This store can&#x27;t be selected for online shopping. Closed for remodeling.</p></div>',
    );
  });
});
