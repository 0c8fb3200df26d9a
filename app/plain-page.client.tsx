import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadPartsShownIn } from "./storefront/hydration/deferred-part";
import { useHydratedMarker } from "./storefront/hydration/use-hydrated";
import { PageFrame } from "./storefront/page-frame";
import { HomeContent, type HomeContentData } from "./storefront/home-content";
import { BuilderPage, type BuilderPageData } from "./builder/builder-page";
import { RoutingProvider } from "./routing/routing";
import { pageRouting } from "./routing/page-routing";
import { PLAIN_PAGE_DATA_ID, type PlainPageData, type PlainPageRoute } from "./routing/plain-page";
import type { ReactNode } from "react";

/**
 * The browser's entry of plain pages (decision 0045): hydrates the page's body, frame and route page,
 * from the data the server wrote into it, with no router. What a page does before this runs (a menu
 * opened, a field typed in) is where its parts start from, as on every page.
 */
const PAGES: Record<PlainPageRoute, (data: unknown) => ReactNode> = {
  "routes/home": (data) => <HomeContent data={data as HomeContentData} />,
  "routes/page": (data) => <BuilderPage data={data as BuilderPageData} />,
};

function Hydrated({ children }: { children: ReactNode }) {
  useHydratedMarker();
  return children;
}

function hydrate() {
  const script = document.getElementById(PLAIN_PAGE_DATA_ID);
  if (!script?.textContent) throw new Error("A plain page without its data");
  const { route, routeData, root, location } = JSON.parse(script.textContent) as PlainPageData;
  const routing = pageRouting(location, root, PAGES[route](routeData));
  startTransition(() => {
    hydrateRoot(
      document.body,
      <StrictMode>
        <Hydrated>
          <RoutingProvider value={routing}>
            <PageFrame />
          </RoutingProvider>
        </Hydrated>
      </StrictMode>,
    );
  });
}

// The code of the parts this page shows and that load on their own comes first, as in entry.client.
loadPartsShownIn(document)
  .then(hydrate)
  .catch((error: unknown) => {
    // The page stays as the server sent it, working as it does before the scripts run.
    console.error(error);
  });
