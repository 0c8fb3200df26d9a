import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadPartsShownIn } from "./storefront/hydration/deferred-part";
import { useHydratedMarker } from "./storefront/hydration/use-hydrated";
import { PageFrame } from "./storefront/frame/page-frame";
import { RoutingProvider } from "./routing/routing";
import { PageDataStore, pageRouting } from "./routing/page-routing";
import type { PlainPageData, PlainPageRoute, WrittenPlainPageData } from "./routing/plain-page";
// From where the server's module has it: that module's route table and head scripts are no code of the browser's.
import { PLAIN_PAGE_DATA_ID } from "#core/frame/page-markup";
import type { HomeContentData } from "./storefront/content/home-content";
import type { BuilderPageData } from "./builder/builder-page";
import type { ShopHomeData } from "./shop/shop-home";
import type { RecipePageData } from "./posts/recipe-page";
import type { MyAccountPageData } from "./account/my-account-page";
import type { ReactNode } from "react";

type Render = (data: unknown) => ReactNode;
type Props<C> = C extends (props: { data: infer D }) => ReactNode ? D : never;

const shopHome = () => import("./shop/shop-home").then(({ ShopHome }): Render => (data) => <ShopHome data={data as ShopHomeData} />);
const department = () =>
  import("./shop/department-page").then(({ DepartmentPage }): Render => (data) => (
    <DepartmentPage data={data as Props<typeof DepartmentPage>} />
  ));
const product = () =>
  import("./shop/product-view").then(({ ProductView }): Render => (data) => <ProductView data={data as Props<typeof ProductView>} />);
const postList = () =>
  import("./posts/post-list-page").then(({ PostListPage }): Render => (data) => <PostListPage data={data as Props<typeof PostListPage>} />);
const search = () =>
  import("./shop/search-page").then(({ SearchPage }): Render => (data) => <SearchPage data={data as Props<typeof SearchPage>} />);
const favorites = () =>
  import("./shop/favorites-page").then(({ FavoritesPage }): Render => (data) => (
    <FavoritesPage data={data as Props<typeof FavoritesPage>} />
  ));
const subStoreLanding = () =>
  import("./storefront/stores/sub-store-landing").then(({ SubStoreLanding }): Render => (data) => (
    <SubStoreLanding kind={(data as Parameters<typeof SubStoreLanding>[0]).kind} />
  ));
const storeLocator = () =>
  import("./storefront/stores/store-locator-page").then(({ StoreLocatorPage }): Render => (data) => (
    <StoreLocatorPage data={data as Props<typeof StoreLocatorPage>} />
  ));

/**
 * The browser's entry of plain pages (decisions 0045, 0053): hydrates the page's body, frame and route
 * page, from the data the server wrote into it, with no router. What a page does before this runs (a
 * menu opened, a field typed in) is where its parts start from, as on every page. Each route's page is
 * a module of its own (the server names it for preloading, `PLAIN_PAGE_MODULES`), so a page loads its
 * own page's code and no other's.
 */
const PAGES: Record<PlainPageRoute, () => Promise<Render>> = {
  "routes/home": () =>
    import("./storefront/content/home-content").then(({ HomeContent }): Render => (data) => <HomeContent data={data as HomeContentData} />),
  "routes/page": () =>
    import("./builder/builder-page").then(({ BuilderPage }): Render => (data) => <BuilderPage data={data as BuilderPageData} />),
  "routes/shop": shopHome,
  "routes/catering-shop": shopHome,
  "routes/wine-shop": shopHome,
  "routes/shop-department": department,
  "catering-shop-department": department,
  "wine-shop-department": department,
  "routes/shop-menu-path": department,
  "catering-shop-menu-path": department,
  "wine-shop-menu-path": department,
  "routes/shop-product": product,
  "catering-shop-product": product,
  "wine-shop-product": product,
  recipes: postList,
  "recipes-category": postList,
  "routes/recipe": () =>
    import("./posts/recipe-page").then(({ RecipePage }): Render => (data) => <RecipePage data={data as RecipePageData} />),
  articles: postList,
  "articles-category": postList,
  "routes/article": () =>
    import("./posts/article-page").then(({ ArticlePage }): Render => (data) => <ArticlePage data={data as Props<typeof ArticlePage>} />),
  "routes/my-account": () =>
    import("./account/my-account-page").then(({ MyAccountPage }): Render => (data) => <MyAccountPage data={data as MyAccountPageData} />),
  "routes/shop-search": search,
  "catering-shop-search": search,
  "wine-shop-search": search,
  "routes/shop-favorites": favorites,
  "catering-shop-favorites": favorites,
  "wine-shop-favorites": favorites,
  "routes/cart": () =>
    import("./cart/cart-page").then(({ CartPage }): Render => (data) => <CartPage data={data as Props<typeof CartPage>} />),
  "routes/checkout": () =>
    import("./cart/checkout-page").then(({ CheckoutPage }): Render => (data) => <CheckoutPage data={data as Props<typeof CheckoutPage>} />),
  "routes/stores": () =>
    import("./storefront/stores/stores-page").then(({ StoresPage }): Render => (data) => (
      <StoresPage data={data as Props<typeof StoresPage>} />
    )),
  "routes/store": () =>
    import("./storefront/stores/store-page").then(({ StorePage }): Render => (data) => (
      <StorePage data={data as Props<typeof StorePage>} />
    )),
  "routes/catering": subStoreLanding,
  "routes/wine": subStoreLanding,
  "store-locator": storeLocator,
  "my-store-locator": storeLocator,
  "routes/drink-calculator": () =>
    import("./storefront/content/drink-calculator-page").then(({ DrinkCalculatorPage }): Render => (data) => (
      <DrinkCalculatorPage data={data as Props<typeof DrinkCalculatorPage>} />
    )),
  "routes/weekly-ad": () =>
    import("./shop/weekly-ad-page").then(({ WeeklyAdPage }): Render => (data) => (
      <WeeklyAdPage data={data as Props<typeof WeeklyAdPage>} />
    )),
  "routes/contact": () =>
    import("./storefront/forms/contact-page").then(({ ContactPage }): Render => (data) => (
      <ContactPage data={data as Props<typeof ContactPage>} />
    )),
  "routes/shop-lists": () =>
    import("./lists/lists-page").then(({ ListsPage }): Render => (data) => <ListsPage data={data as Props<typeof ListsPage>} />),
  "routes/shop-list": () =>
    import("./lists/list-page").then(({ ListPage }): Render => (data) => <ListPage data={data as Props<typeof ListPage>} />),
};

function Hydrated({ children }: { children: ReactNode }) {
  useHydratedMarker();
  return children;
}

function pageData(): PlainPageData {
  const script = document.getElementById(PLAIN_PAGE_DATA_ID);
  if (!script?.textContent) throw new Error("A plain page without its data");
  const data = JSON.parse(script.textContent) as WrittenPlainPageData;
  // The query the server rendered the page for is the address's own.
  return { ...data, location: { ...data.location, search: window.location.search } };
}

function hydrate({ route, routeData, root, location }: PlainPageData, page: Render) {
  const initial = { root, route: routeData };
  const routing = pageRouting(location, initial, page, new PageDataStore(initial, route, location));
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

// The code of the parts this page shows and that load on their own comes first, as in entry.client,
// with the route's page.
Promise.resolve()
  .then(async () => {
    const data = pageData();
    const [page] = await Promise.all([PAGES[data.route](), loadPartsShownIn(document)]);
    hydrate(data, page);
  })
  .catch((error: unknown) => {
    // The page stays as the server sent it, working as it does before the scripts run.
    console.error(error);
  });
