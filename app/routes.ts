import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("store/store-locator", "routes/store-locator.tsx", { id: "store-locator" }),
  route("my-store/store-locator", "routes/store-locator.tsx", { id: "my-store-locator" }),
  route("store/select", "routes/store-select.tsx"),
  route("site-banner/dismiss", "routes/site-banner-dismiss.ts"),
  route("app-banner/close", "routes/app-banner-close.ts"),
  route("stores", "routes/stores.tsx"),
  route("stores/:slug", "routes/store.tsx"),
  route("shop/*", "routes/shop.tsx"),
  route("catering", "routes/catering.tsx"),
  route("catering/shop/*", "routes/catering-shop.tsx"),
  route("wine", "routes/wine.tsx"),
  route("wine/shop/*", "routes/wine-shop.tsx"),
  route("drink-calculator", "routes/drink-calculator.tsx"),
  route("contact", "routes/contact.tsx"),
  route("*", "routes/page.tsx"),
] satisfies RouteConfig;
