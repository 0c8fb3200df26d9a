/**
 * The app's rendering as the server takes it from a build (server/http/page-rendering.ts), here from the
 * app's source: tests serve pages and the loop refresh without a production build.
 */
export { rendering as appRendering } from "#app/entry.server";
