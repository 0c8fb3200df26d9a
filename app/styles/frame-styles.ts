/**
 * The stylesheets of what every page's frame may show: the header, the banners, back to top, the loading
 * spinner and the Preview as panel. The root route imports them, so they are linked on every page, as
 * tokens.css and site.css are; their components import none (decision 0126). A component's stylesheet is
 * in the same file as the chunk that holds it, and these components are in the chunk every plain page starts
 * with, which the parts a page loads later import too: a stylesheet there would be fetched again with each.
 */
// In the order the frame's components are imported, which the cascade has always had.
import "../storefront/header/header.css";
import "../storefront/banners/site-banner.css";
import "../storefront/banners/app-banner.css";
import "../storefront/frame/back-to-top.css";
import "../storefront/frame/loading-spinner.css";
import "../admin/preview/preview-panel.css";
