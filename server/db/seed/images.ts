/**
 * Image paths the demo documents and content items use. They are served from the public folder;
 * the seed only refers to them.
 */
export const DEMO_IMAGES = {
  logo: "/images/demo/harvest-lane-logo.svg",
  storefront: "/images/demo/storefront.svg",
  produce: "/images/demo/produce.svg",
  bakery: "/images/demo/bakery.svg",
  meat: "/images/demo/meat-and-seafood.svg",
  catering: "/images/demo/catering.svg",
  wine: "/images/demo/wine.svg",
  family: "/images/demo/family-meals.svg",
  recipes: "/images/demo/recipes.svg",
  ohioValley: "/images/demo/region-ohio-valley.svg",
  lakeshore: "/images/demo/region-lakeshore.svg",
  keystone: "/images/demo/region-keystone.svg",
  hoosierHeartland: "/images/demo/region-hoosier-heartland.svg",
} as const;

export const DEMO_IMAGE_PATHS: readonly string[] = Object.values(DEMO_IMAGES);
