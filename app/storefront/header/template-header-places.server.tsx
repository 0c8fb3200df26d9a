import { renderToStaticMarkup } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { fillPlaces } from "#core/frame/chrome-places";
import type { SiteChromePart } from "#core/frame/site-chrome";
import { pageRouting } from "../../routing/page-routing";
import { RoutingProvider } from "../../routing/routing";
import { PrerenderedPartsProvider, type PrerenderedParts } from "../hydration/prerendered";
import type { LayoutData } from "../frame/layout-data.server";
import { useLayout } from "../frame/use-layout";
import { MenuStateProvider } from "./menu-state";
import { useMobileSearch } from "./mobile-search";
import { chromePartContent } from "./template-header";

/** A place's part as the page renders it before its scripts run: menus and search closed, not yet desktop or mobile. */
function ServerPart({ part, shows }: { part: SiteChromePart; shows: string | null }) {
  const layout = useLayout();
  const search = useMobileSearch();
  return (
    <MenuStateProvider resetKey="" desktop={null} enhanced={false}>
      {chromePartContent(part, shows, layout, search, null)}
    </MenuStateProvider>
  );
}

/**
 * The page-builder HTML for this render with the header template's places holding the site
 * header's own parts, rendered from the root loader's data as the page renders them before its
 * scripts run (template-header.tsx): the first paint is the header the scripts take over, so
 * nothing moves when they do. A part that cannot be rendered here keeps its plain fallback.
 */
export function builderHtmlWithChrome(
  request: Request,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
  prerendered: PrerenderedParts,
): ReadonlyMap<string, string> {
  const html = loadContext.builder.html;
  const root = routerContext.staticHandlerContext.loaderData?.root as LayoutData | undefined;
  const header = root?.themeHeader;
  const own = header?.chrome?.length ? html.get(header.key) : undefined;
  if (!root || !header || own === undefined) return html;
  const url = new URL(request.url);
  const routing = pageRouting({ pathname: url.pathname, search: url.search, hash: "" }, { root, route: null }, () => null);
  const filled = fillPlaces(own, (part, shows) => {
    try {
      return renderToStaticMarkup(
        <RoutingProvider value={routing}>
          <PrerenderedPartsProvider value={prerendered}>
            <ServerPart part={part} shows={shows} />
          </PrerenderedPartsProvider>
        </RoutingProvider>,
      );
    } catch (err) {
      loadContext.services.logger.warn({ err, part }, "header template part left as its fallback");
      return undefined;
    }
  });
  return new Map(html).set(header.key, filled);
}
