import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPartsShownIn } from "./storefront/hydration/deferred-part";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The code of the parts this page's HTML shows and that load on their own (the app banner, Preview
// as...) comes first: hydrated without it, they would be thrown away and drawn again.
loadPartsShownIn(document).then(hydrate, (error: unknown) => {
  // The page stays as the server sent it, working as it does before the scripts run.
  console.error(error);
});
